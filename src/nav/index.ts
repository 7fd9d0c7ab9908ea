export { LazyNavDrawer, preloadNavDrawer } from './LazyNavDrawer';
export { MenuButton } from './MenuButton';
export { PRO_HREF } from './proHref';
export { isNavModel, type NavModel, type NavLink, type NavLinkCategory, type Message } from './navModel';
export { drawerOpened, drawerClosed, selectDrawerOpen, navSlice } from './navSlice';
/** The drawer's styles load on demand, like the drawer. */
export const loadNavStyles = () => import('./nav.styles').then((module) => [module.navStyles]);
