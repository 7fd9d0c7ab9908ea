import type { UserMenuModelLink } from './userMenuModel';

const link = (id: string, defaultMessage: string, href: string, ref: string): UserMenuModelLink => ({ message: { id, defaultMessage }, href, ref });

/**
 * Spec §2 user menu, the site's own: what the visitor does, then the account itself, then signing
 * out. A `user-menu` attribute replaces either list, and where signing out goes. Their ids are
 * messages of the header's strings, so they are shown translated.
 */
export const activityLinks: UserMenuModelLink[] = [
  link('yourWatchlist', 'Your watchlist', '/list/watchlist/', 'nv_usr_wl_all'),
  link('yourRatings', 'Your ratings', '/list/ratings/', 'nv_usr_rt'),
  link('yourLists', 'Your lists', '/profile/lists/', 'nv_usr_lst'),
  link('yourActivity', 'Your activity', '/profile', 'nv_usr_act'),
];

export const accountLinks: UserMenuModelLink[] = [
  link('yourProfile', 'Your profile', '/profile', 'nv_usr_prof'),
  link('accountSettings', 'Account settings', '/registration/accountsettings/', 'nv_usr_acc'),
];

export const signOutLink = link('signOut', 'Sign out', '/registration/logout', 'nv_usr_lgout');
