// How labels and queries become comparable words, and the rule for a query matching a label.

/**
 * Lowercase words without accents or punctuation: "Face/Off" → ['face', 'off'],
 * "Le Fabuleux destin d'Amélie" → ['le', 'fabuleux', 'destin', 'd', 'amelie'].
 * @param {string} text
 */
export function words(text) {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The word lists a label is matched by: split at apostrophes (so "amelie" finds "d'Amélie")
 * and, when the label has any, also joined across them (so "dont" finds "Don't").
 * @param {string} label
 * @returns {string[][]}
 */
export function labelForms(label) {
  const split = words(label);
  if (!APOSTROPHE.test(label)) return [split];
  return [split, words(label.replace(APOSTROPHES, ''))];
}

const APOSTROPHE = /['‘’`]/;
const APOSTROPHES = /['‘’`]/g;

/** @param {string} text */
function fold(text) {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * A query as words, and whether its last word is finished (the query ends in a separator:
 * "star " means the word "star", "star" also means "stardust"; "don'" means "don").
 * @param {string} query
 */
export function parseQuery(query) {
  const list = words(query);
  const lastFinished = /[^\p{L}\p{N}\p{M}]$/u.test(query);
  return { words: list, lastFinished };
}

/**
 * Word-prefix match: the query's words match consecutive words of the label, every word but
 * the last exactly and the last as a prefix (exactly too, when finished).
 * "star w" matches "Star Wars", "wars" matches "Star Wars", "tar" and "wars star" do not.
 * @param {readonly string[]} labelWords
 * @param {{ words: readonly string[], lastFinished: boolean }} query
 */
export function matches(labelWords, query) {
  const n = query.words.length;
  if (n === 0) return false;
  for (let start = 0; start + n <= labelWords.length; start++) {
    let ok = true;
    for (let j = 0; j < n && ok; j++) {
      const word = /** @type {string} */ (labelWords[start + j]);
      const want = /** @type {string} */ (query.words[j]);
      ok = j < n - 1 || query.lastFinished ? word === want : word.startsWith(want);
    }
    if (ok) return true;
  }
  return false;
}

/** Spec §5 / §9: the canonical query is at most 40 characters. */
export const QUERY_MAX = 40;

/**
 * Whether `query` is already in the spec §5 canonical form (lowercase, no leading whitespace,
 * at most 40 characters, not empty). Length counts code points, so a client that counts
 * UTF-16 units is never refused.
 * @param {string} query
 */
export function isCanonicalQuery(query) {
  return query !== '' && !/^\s/u.test(query) && query === query.toLowerCase() && [...query].length <= QUERY_MAX;
}
