// Rendered pages kept for the next visitor who asks for the same one, least recently used first
// out, bounded in count and in size. A count alone let a client fill it with its largest pages:
// 100 pages of 4.7 MB each pinned half a gigabyte (issue 71).

/**
 * What a kept page costs, key and page together: V8 stores a string in one or two bytes a
 * character, so two bytes a character is its most.
 * @param {string} key @param {string} page
 */
const costOf = (key, page) => 2 * (key.length + page.length);

/**
 * @param {{ maxPages: number, maxBytes: number }} bounds
 */
export function createPageCache({ maxPages, maxBytes }) {
  /** @type {Map<string, string>} */
  const pages = new Map();
  let bytes = 0;

  /** @param {string} key */
  const drop = (key) => {
    const page = pages.get(key);
    if (page === undefined) return;
    pages.delete(key);
    bytes -= costOf(key, page);
  };

  return {
    /**
     * The page kept under `key`, now the most recently used.
     * @param {string} key
     */
    get(key) {
      const page = pages.get(key);
      if (page === undefined) return undefined;
      // Most recently used goes last, so the first key is always the one to drop.
      pages.delete(key);
      pages.set(key, page);
      return page;
    },

    /**
     * Keeps `page`, dropping the least recently used pages past either bound. A page bigger than
     * the whole budget is not kept.
     * @param {string} key @param {string} page
     */
    set(key, page) {
      drop(key);
      const cost = costOf(key, page);
      if (cost > maxBytes) return;
      pages.set(key, page);
      bytes += cost;
      while (pages.size > maxPages || bytes > maxBytes) drop(/** @type {string} */ (pages.keys().next().value));
    },

    /** How many pages are kept, and what they cost (bytes, as counted above). */
    get size() {
      return { pages: pages.size, bytes };
    },
  };
}
