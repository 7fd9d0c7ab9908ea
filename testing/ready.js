// Whether a chrome element is ready, as a test can see it. Each function is self-contained (no imports,
// no outside names), so a Node test can also run it in a page: `page.waitForFunction(\`(${isRendered})(el)\`)`.

/**
 * True once the element is defined and, when its content came from the server, hydrated: until then
 * that content is the server's HTML with no element behind it (properties unset, nothing answers).
 * @param {Element | null | undefined} element
 * @returns {boolean}
 */
export function isHydrated(element) {
  const root = element?.shadowRoot;
  if (!element || !root || !element.matches(':defined')) return false;
  // The server marks its content's root with data-marquee-ssr; the element marks itself
  // data-hydrated once it has taken that content over (src/chrome/serverRendered.ts).
  const fromServer = Array.from(root.children).some((child) => child.hasAttribute('data-marquee-ssr'));
  return !fromServer || element.hasAttribute('data-hydrated');
}

/**
 * True once the element is hydrated (see above) and rendered in full: its root there, not busy, no
 * part still loading its code, and in `locale` when one is given.
 * @param {Element | null | undefined} element
 * @param {string} [locale]
 * @returns {boolean}
 */
export function isRendered(element, locale) {
  // Repeated, not called: the page gets this function's source alone.
  const root = element?.shadowRoot;
  if (!element || !root || !element.matches(':defined')) return false;
  const fromServer = Array.from(root.children).some((child) => child.hasAttribute('data-marquee-ssr'));
  if (fromServer && !element.hasAttribute('data-hydrated')) return false;
  const chrome = root.querySelector('.chrome-root');
  if (!chrome || chrome.getAttribute('aria-busy') === 'true') return false;
  // Parts whose code loads on demand (the footer, the question) mark themselves until it has.
  if (chrome.querySelector('[data-marquee-loading]')) return false;
  const wanted = locale?.replace('_', '-').toLowerCase();
  return wanted === undefined || chrome.getAttribute('lang')?.toLowerCase() === wanted;
}

/**
 * The parts of the element that could not be loaded, or had not come 5 s after it began to hydrate
 * (its `data-marquee-failed`): `hydration` (the hydration code: rendered anew, or the server's HTML
 * working as HTML), `content` (the footer's content, the banner's question: the server's HTML),
 * `messages` (the locale's messages: the server's HTML), `parts` (a part loaded on demand, which
 * shows its fallback). Empty when nothing failed. Such an element is as ready as it can be: it
 * carries data-hydrated, so `isHydrated` and `isRendered` count it, and this says what it lacks.
 * @param {Element | null | undefined} element
 * @returns {string[]}
 */
export function failedParts(element) {
  return element?.getAttribute('data-marquee-failed')?.split(' ').filter(Boolean) ?? [];
}

/**
 * For a Node test driving a browser (puppeteer, Playwright): the source of an expression, true in the
 * page once the first element of each tag is rendered as `isRendered` says, e.g.
 * `await page.waitForFunction(renderedScript(['site-header', 'site-footer'], 'de-DE'))`.
 * @param {string[]} tags
 * @param {string} [locale]
 * @returns {string}
 */
export function renderedScript(tags, locale) {
  return `${JSON.stringify(tags)}.every((tag) => (${String(isRendered)})(document.querySelector(tag), ${JSON.stringify(locale)}))`;
}
