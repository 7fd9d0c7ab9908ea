// The named types the element contract mentions (JSON attributes, event details, members), as
// published to hosts. scripts/host-types.mjs refuses to generate typings that name a type missing
// here, and test/pack/shapes.check.ts fails type-checking when one differs from its source in src/.

/** A message of the navigation model: a translation id and the text shown without one. */
export interface Message {
  id: string;
  defaultMessage: string;
}

/** Which widths show a navigation item; absent means all. */
export type Breakpoint = 's' | 'm' | 'l' | 'xl';

export interface NavLinkCategory {
  id: string;
  icon: string;
  message: Message;
  className?: string;
  groupId?: string;
  isEmpty?: boolean;
  breakpoints?: Breakpoint[];
}

export interface NavLink {
  categoryId: string;
  message: Message;
  href: string;
  /** The ref_ marker appended to href. */
  ref: string;
  breakpoints?: Breakpoint[];
}

/** The navigation menu of `<site-header nav-model>`. */
export interface NavModel {
  navLinkCategories: NavLinkCategory[];
  navLinks: NavLink[];
  proLink: { message: Message; href: string; ref: string };
  industryLink: { message: Message; href: string; ref: string };
}

/** The search form of `<site-header search-model>`: any of these fields, the others the site's own. */
export interface SearchModel {
  /** Where the form submits: a path (given the locale prefix) or an http(s) URL. */
  formAction?: string;
  formMethod?: 'get' | 'post';
  /** The box's field name. */
  inputName?: string;
  /** Fields sent with the form. */
  hiddenFields?: { name: string; val: string }[];
  /** Where 'See all results' goes: a path or URL with `{query}` (the typed text, URL-encoded) in its query string. */
  queryTemplate?: string;
  /** Form names of the categories offered, in order; a page's category not offered gives way to the first. */
  categories?: string[];
}

/** One vendor of `consent-event`'s list. */
export interface VendorConsent {
  id: string;
  allow: boolean;
}

/** The detail of `consent-event` as the page keeps it: the vendor list, frozen. */
export type ConsentEventDetail = readonly Readonly<VendorConsent>[];

/** Whether a vendor may run: `unknown` until the page's consent is known. */
export type VendorDecision = 'unknown' | 'allowed' | 'refused';

/** One entry of `<site-header languages>` (spec §3 language entry): a locale and how fully the page supports it. */
export interface LanguageEntry {
  value: string;
  fullySupported: boolean;
}
