export { SiteHeader } from './SiteHeader';
export { headerStyles } from './header.styles';
export { siteHeaderDefinition } from './headerDefinition';
