import { isBoolean, isHref, isMessage, isString, isToken, listOf, optional, partial, shape } from '../chrome/jsonShapes';

/**
 * The user menu as data (spec §3 "User menu"), as the header's `user-menu` attribute gives it: any
 * of these fields; the others are the site's own (userMenu.ts) and the shared settings
 * (`is-logged-in`, `username`).
 */
export interface UserMenuModel {
  account?: {
    /** Whether the account menu (signed in) or 'Sign In' (signed out) shows. */
    isLoggedIn?: boolean;
    /** The name heading the menu; 'Your Account' when empty. */
    userName?: string;
    /** Where 'Sign out' goes. */
    logOutUrl?: string;
    /** Where the bar's 'Sign In' goes. */
    logInUrl?: string;
  };
  /** Where the New Customer menu's 'Sign In' and 'Create account' go. */
  signInLink?: string;
  /** The first list, headed 'Your activity' or 'Your profile' (experiment MARQUEE_USER_MENU_LABELS). */
  activityLinks?: UserMenuModelLink[];
  /** The second list, headed 'Your Account', before 'Sign out'. */
  accountLinks?: UserMenuModelLink[];
}

/** One link of the menu: its text (our translation of `id` when we have one), where it goes, its ref_ marker. */
export interface UserMenuModelLink {
  message: { id: string; defaultMessage: string };
  href: string;
  ref: string;
  /**
   * A name for what the page does on a click (letters, digits, `_`, `.`, `-`): the element fires
   * `user-menu-action` with `{ action, href }`; cancelling it keeps the browser from following the link.
   */
  onClick?: string;
}

const links = listOf(shape({ message: isMessage, href: isHref, ref: isToken, onClick: optional(isToken) }));

/** Guards the `user-menu` attribute: one field that is not valid refuses the whole model. */
export const isUserMenuModel = partial({
  account: partial({ isLoggedIn: isBoolean, userName: isString, logOutUrl: isHref, logInUrl: isHref }),
  signInLink: isHref,
  activityLinks: links,
  accountLinks: links,
}) as (value: unknown) => value is UserMenuModel;
