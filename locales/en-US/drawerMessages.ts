/**
 * The header's and the nav group's messages that only the navigation drawer shows, in English.
 * Loaded with the drawer (src/nav/NavDrawer.tsx, a chunk of its own), not up front: see ./messages.ts.
 */
export const drawerHeaderMessages = {
  closeMenu: 'Close navigation drawer',
};

export const drawerNavMessages = {
  expand: 'Expand {group:string} Nav Links',
  collapse: 'Collapse {group:string} Nav Links',
};
