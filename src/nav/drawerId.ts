/** The drawer's id in the header's shadow root, which the hamburger names (popovertarget). */
export const DRAWER_ID = 'nav-drawer';
