export { SiteHeader } from './SiteHeader';
export { headerStyles } from './header.styles';
