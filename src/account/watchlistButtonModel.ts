import { isBoolean, isHref, isToken, partial } from '../chrome/jsonShapes';

/**
 * The watchlist button as data (spec §3 "Watchlist button"), as the header's `watchlist-button`
 * attribute gives it: any of these fields; the others come from the shared settings
 * (`is-logged-in`, `watchlist-count`) and the site's own link.
 */
export interface WatchlistButtonModel {
  /** Whether the count may show (it shows only when signed in and non-zero). */
  isLoggedIn?: boolean;
  /** Where it goes: a path (given the locale prefix) or an http(s) URL, and its ref_ marker. */
  link?: { href: string; ref?: string };
  /** Titles on the watchlist, a whole number ≥ 0. */
  count?: number;
}

/** Guards the `watchlist-button` attribute: one field that is not valid refuses the whole model. */
export const isWatchlistButtonModel = partial({
  isLoggedIn: isBoolean,
  link: partial({ href: isHref, ref: isToken }),
  count: (value) => Number.isSafeInteger(value) && (value as number) >= 0,
}) as (value: unknown) => value is WatchlistButtonModel;
