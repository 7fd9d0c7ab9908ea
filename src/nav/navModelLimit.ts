import type { NavModel } from './navModel';

/**
 * The most a host's `nav-model` may hold, ten times the site's own menu: a menu of 3,000
 * categories (1.4 MB) took the drawer seconds to open. Checked where the drawer renders, in its
 * own chunk, so the bytes every page loads carry none of it.
 */
export const NAV_MODEL_MAX = { categories: 100, links: 1000 };

const refused = new WeakSet<NavModel>();

/** The host's menu when within the limit; else null (the site's menu), told once per menu. */
export function withinLimit(model: NavModel | null): NavModel | null {
  if (!model) return null;
  const categories = model.navLinkCategories.length;
  const links = model.navLinks.length;
  if (categories <= NAV_MODEL_MAX.categories && links <= NAV_MODEL_MAX.links) return model;
  if (!refused.has(model)) {
    refused.add(model);
    console.error(
      `[marquee] <site-header>: nav-model has ${String(categories)} categories and ${String(links)} links, more than the drawer shows (at most ${String(NAV_MODEL_MAX.categories)} and ${String(NAV_MODEL_MAX.links)}); showing the site's menu.`,
    );
  }
  return null;
}
