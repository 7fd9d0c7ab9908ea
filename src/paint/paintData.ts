/**
 * What a client-only page's entry paints before React runs (issue 37): per locale, the chrome's
 * HTML exactly as the server renderer writes it, rendered at build time (scripts/paint-entries.mjs)
 * with stand-ins where it depends on the page. The painter (paintChrome) puts in the page's own
 * values, as text and attribute values of the parsed content, never as markup.
 */

/** Stands in for the member's name (a private-use character no name has). */
export const NAME_STAND_IN = '\uE000';
/** Stands in for the page's path, carried in `u` and in 'Use app''s canonical URL. */
export const PATH_STAND_IN = '/\uE001';
/** Stands in for the watchlist count. */
export const COUNT_STAND_IN = 987654;
/** Counts painted before React: 1 to this (each with its own words); a larger one waits for React. */
export const PAINTED_COUNTS = 99;

/**
 * A variant of an element's content: text of its own, and `[start, end]` runs of the signed-out
 * content it shares (scripts/paint-entries.mjs), in order.
 */
export type PaintedVariant = (string | [start: number, end: number])[];

/** One element's content in one locale, and its styles. */
export interface PaintedElement {
  /** Its styles (renderElement's two, as one), the same in every locale. */
  styles: string;
  /** The content signed out, and signed in (with and without a watchlist count) where it differs. */
  signedOut: string;
  signedIn?: PaintedVariant;
  signedInNoCount?: PaintedVariant;
}

/** Everything one locale's painting needs. */
export interface PaintData {
  /** By tag. */
  elements: Record<string, PaintedElement>;
  /** The account menu's name for a member without one ('Your Account'). */
  yourAccount: string;
  /** The watchlist's spoken count for COUNT_STAND_IN, as rendered, then for 1 to PAINTED_COUNTS. */
  titleCountStandIn: string;
  titleCounts: string[];
}
