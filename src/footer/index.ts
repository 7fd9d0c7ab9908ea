export { SiteFooter } from './SiteFooter';
export { footerStyles } from './footer.styles';
