import type { SessionSettings } from '../session';
import { booleanAttribute, integerAttribute, originAttribute, pathAttribute, stringAttribute, type AttributeSpec } from './attributes';

export type Specs<T> = { [K in keyof T]: AttributeSpec<T[K]> };

/** What each setting is while no element writes its attribute: its attribute's default. */
export const defaultsOf = <T>(specs: Specs<T>): T => Object.fromEntries(Object.entries<AttributeSpec<unknown>>(specs).map(([key, spec]) => [key, spec.default])) as T;

// A file of its own: the painting entries (src/paint) read these without the rest of the chrome.
/** Attributes every element accepts; their values are shared by all elements through the store. */
export const sessionAttributes: Specs<SessionSettings> = {
  // Any text here, where painting matches it to a locale it has painted; the elements take only one
  // the chrome ships (sharedAttributes).
  locale: stringAttribute('en-US'),
  isLoggedIn: booleanAttribute(false),
  username: stringAttribute(''),
  watchlistCount: integerAttribute(0, { min: 0 }),
  currentUri: pathAttribute(),
  // A path prefix such as "/de"; anything else could send links off-site.
  urlLocalePrefix: stringAttribute('', /^(\/[A-Za-z0-9-]+)?$/),
  // The site the chrome's links belong to: an origin with its scheme.
  siteOrigin: originAttribute(true),
  siteName: stringAttribute('Marquee'),
  disableBodyStyling: booleanAttribute(false),
};
