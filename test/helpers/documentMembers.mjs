// Issue 52, item 2: the names a page's named elements must be able to take without the chrome
// noticing. Shared by the browser test (test/chrome/pageDocument.test.ts, fetching dist/'s source
// maps) and the server-rendered one (test/node/injectedMarkup.test.mjs, reading them from disk).

/**
 * The names the issue found breaking the chrome, and `cookie`, which the cookie helper reads on a
 * document it is given (no `document.cookie` in the code).
 */
export const FOUND = ['querySelector', 'createElement', 'defaultView', 'addEventListener', 'cookie'];

/** Whether a source map of dist/ is of the chrome's code (not a locale's or painted HTML's data). */
export const isCodeMap = (/** @type {string} */ file) => file.endsWith('.js.map') && !/^(locale|paint)-/.test(file);

/**
 * FOUND, and every member the code reads on the document or the window, by any of the names the code
 * gives them, as written in its sources (the source maps': the build reads the libraries' `document`
 * through pageDocument, so the minified code no longer spells it).
 * @param {Iterable<string>} sources
 * @returns {string[]}
 */
export function documentMembers(sources) {
  const names = new Set(FOUND);
  for (const source of sources) {
    for (const [, name] of source.matchAll(/\b(?:document|ownerDocument|pageDocument|doc|window|globalThis|self)\.([A-Za-z_$][\w$]*)/g)) names.add(String(name));
  }
  return [...names];
}
