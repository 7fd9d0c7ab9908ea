import type { SessionSettings } from '../session';
import { booleanAttribute, integerAttribute, stringAttribute, type AttributeSpec } from './attributes';

/** Attributes every element accepts; their values are shared by all elements through the store. */
export const sessionAttributes: { [K in keyof SessionSettings]: AttributeSpec<SessionSettings[K]> } = {
  locale: stringAttribute('en-US', /^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*$/),
  isLoggedIn: booleanAttribute(false),
  username: stringAttribute(''),
  watchlistCount: integerAttribute(0, { min: 0 }),
  currentUri: stringAttribute(''),
  // A path prefix such as "/de"; anything else could send links off-site.
  urlLocalePrefix: stringAttribute('', /^(\/[A-Za-z0-9-]+)?$/),
  siteName: stringAttribute('Marquee'),
  disableBodyStyling: booleanAttribute(false),
};
