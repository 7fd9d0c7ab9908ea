/** The header messages the menu links show (each takes no parameters). */
type MenuMessage = 'yourWatchlist' | 'yourRatings' | 'yourLists' | 'yourActivity' | 'yourProfile' | 'accountSettings' | 'signOut';

export interface UserMenuLink {
  message: MenuMessage;
  href: string;
  ref: string;
}

/** Spec §2 user menu: what the visitor does, then the account itself. */
export const activityLinks: UserMenuLink[] = [
  { message: 'yourWatchlist', href: '/list/watchlist/', ref: 'nv_usr_wl_all' },
  { message: 'yourRatings', href: '/list/ratings/', ref: 'nv_usr_rt' },
  { message: 'yourLists', href: '/profile/lists/', ref: 'nv_usr_lst' },
  { message: 'yourActivity', href: '/profile', ref: 'nv_usr_act' },
];

export const accountLinks: UserMenuLink[] = [
  { message: 'yourProfile', href: '/profile', ref: 'nv_usr_prof' },
  { message: 'accountSettings', href: '/registration/accountsettings/', ref: 'nv_usr_acc' },
  { message: 'signOut', href: '/registration/logout', ref: 'nv_usr_lgout' },
];
