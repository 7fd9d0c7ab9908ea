// The footer's component and model are not exported here: what imports this loads up front, and
// they load on demand (footerDefinition.ts). Code that needs them imports their modules.
export { footerStyles } from './footer.styles';
export { siteFooterDefinition } from './footerDefinition';
