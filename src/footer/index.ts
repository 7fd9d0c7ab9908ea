export { SiteFooter } from './SiteFooter';
export { footerStyles } from './footer.styles';
export { footerRows, footerDefaults, enabledLinks, linkUrl, type FooterLink, type FooterLinkKey, type FooterFlag, type FooterSettings } from './footerModel';
export { siteFooterDefinition } from './footerDefinition';
