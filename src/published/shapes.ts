// The named types the element contract mentions (JSON attributes, event details, members), as
// hosts see them: npm run build writes them to types/shapes.d.ts from here (rollup.types.config.mjs).
// scripts/host-types.mjs refuses to generate the element typings when custom-elements.json names
// a type missing here.
export type { Breakpoint, Message, NavLink, NavLinkCategory, NavModel } from '../nav/navModel';
export type { SearchModel } from '../search/searchModel';
export type { UserMenuModel, UserMenuModelLink } from '../account/userMenuModel';
export type { WatchlistButtonModel } from '../account/watchlistButtonModel';
export type { VendorConsent, VendorDecision } from '../consent/consentSlice';
export type { ConsentEventDetail } from '../consent/consentEvents';
export type { LanguageEntry } from '../language/languages';
