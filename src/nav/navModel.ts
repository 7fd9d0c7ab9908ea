import { isBoolean, isHref, isMessage, isString, listOf, optional, shape } from '../chrome/jsonShapes';

/**
 * The navigation menu (spec §2 navigation drawer, §3 nav model) as typed data. A host may
 * replace it with the nav-model attribute; messages name a translation (`id`) and carry the
 * text to show when no translation of that id exists (`defaultMessage`), so a host's own links
 * need no translations of ours.
 */
export interface Message {
  id: string;
  defaultMessage: string;
}

/**
 * A width range of the bar's breakpoints (spec §2, §9: m 600px, l 1024px, xl 1280px): s below
 * 600px, m 600–1023px, l 1024–1279px, xl 1280px and up. An item's `breakpoints` are the ranges it
 * is shown at; absent means all.
 */
export type Breakpoint = 's' | 'm' | 'l' | 'xl';

export interface NavLinkCategory {
  id: string;
  /** Its icon, shown beside its name: one of movie, television, video, star, people, globe; another name shows none. */
  icon?: string;
  message: Message;
  /** Class names (letters, digits, `_`, `-`, separated by spaces): each becomes the part `nav-category-{name}`. */
  className?: string;
  /** Categories of one group are shown together, a divider between groups. */
  groupId?: string;
  /** The host says it has nothing to show yet: it is hidden, links and all. */
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

const breakpoints = optional(listOf((value) => value === 's' || value === 'm' || value === 'l' || value === 'xl'));
// Only http(s) URLs and same-origin paths: a host's model must not smuggle in javascript: links.
const isLink = shape({ message: isMessage, href: isHref, ref: isString });

/** Guards a host's nav-model attribute: a malformed model is refused whole, never half-shown. */
export const isNavModel = shape({
  navLinkCategories: listOf(
    shape({
      id: isString,
      icon: optional(isString),
      message: isMessage,
      className: optional((value) => typeof value === 'string' && /^[\w-]+( [\w-]+)*$/.test(value)),
      groupId: optional(isString),
      isEmpty: optional(isBoolean),
      breakpoints,
    }),
  ),
  navLinks: listOf((link) => isLink(link) && shape({ categoryId: isString, breakpoints })(link)),
  proLink: isLink,
  industryLink: isLink,
}) as (value: unknown) => value is NavModel;
