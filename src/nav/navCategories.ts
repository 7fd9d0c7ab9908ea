import type { NavLinkCategory } from './navModel';

/**
 * The categories the drawer shows, grouped: a category the host marks `isEmpty` is left out, and
 * categories of one `groupId` come together, groups in the order their first category comes (the
 * categories without one are a group too). `groupStart` marks the first of every group but the
 * first, where the drawer draws a divider.
 */
export function shownCategories(categories: readonly NavLinkCategory[]): { category: NavLinkCategory; groupStart: boolean }[] {
  const shown = categories.filter((category) => category.isEmpty !== true);
  const groups = [...new Set(shown.map((category) => category.groupId))];
  return groups.flatMap((group, index) =>
    shown.filter((category) => category.groupId === group).map((category, position) => ({ category, groupStart: index > 0 && position === 0 })),
  );
}

/** The `part` names of a category: `nav-category`, and `nav-category-{name}` for each of its class names. */
export function categoryParts(category: NavLinkCategory): string {
  return ['nav-category', ...(category.className?.split(' ') ?? []).map((name) => `nav-category-${name}`)].join(' ');
}
