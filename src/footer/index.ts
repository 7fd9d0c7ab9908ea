// The footer's component, model and styles are not exported here: what imports this loads up front, and
// they load on demand (footerDefinition.ts). Code that needs them imports their modules.
export { siteFooterDefinition } from './footerDefinition';
