import { safeHref } from '../links';

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

/** Which widths show an item; absent means all. */
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

const isMessage = (v: unknown): v is Message =>
  typeof v === 'object' && v !== null && typeof (v as Message).id === 'string' && typeof (v as Message).defaultMessage === 'string';
const isString = (v: unknown): v is string => typeof v === 'string';
// Only http(s) URLs and same-origin paths: a host's model must not smuggle in javascript: links.
const isLinkLike = (v: unknown): v is { message: Message; href: string; ref: string } =>
  typeof v === 'object' &&
  v !== null &&
  isMessage((v as NavLink).message) &&
  isString((v as NavLink).href) &&
  safeHref((v as NavLink).href) !== undefined &&
  isString((v as NavLink).ref);

/** Guards a host's nav-model attribute: a malformed model is refused whole, never half-shown. */
export function isNavModel(value: unknown): value is NavModel {
  if (typeof value !== 'object' || value === null) return false;
  const model = value as Partial<NavModel>;
  return (
    Array.isArray(model.navLinkCategories) &&
    model.navLinkCategories.every((c: unknown) => typeof c === 'object' && c !== null && isString((c as NavLinkCategory).id) && isMessage((c as NavLinkCategory).message)) &&
    Array.isArray(model.navLinks) &&
    model.navLinks.every((l: unknown) => isLinkLike(l) && isString((l as NavLink).categoryId)) &&
    isLinkLike(model.proLink) &&
    isLinkLike(model.industryLink)
  );
}
