// The floor for interactions (issue 73): the least a browser takes to answer the chrome's taps and
// keys, on a plain page that does the same in HTML alone, with no stylesheet of ours. The same
// number of links in a UA-styled popover as the drawer has, the same number of radio buttons as
// the category menu, a text box, a New Customer popover, a search box shown by a button, and a
// banner whose Accept closes it (a non-modal <dialog> and `method="dialog"`). Its controls carry
// the chrome's class names, so the bench taps both pages with the same selectors.

/**
 * What the plain page must hold to match the chrome: counted on the server-rendered header
 * (its shadow root), in a tab the bench opens.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url  the server-rendered page
 * @returns {Promise<Counts>}
 * @typedef {{ drawerLinks: number, categories: number, newCustomerLinks: number }} Counts
 */
export async function countControls(browser, url) {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.goto(url, { waitUntil: 'load' });
    return await tab.evaluate(() => {
      const root = document.querySelector('site-header')?.shadowRoot;
      const count = (/** @type {string} */ selector) => root?.querySelectorAll(selector).length ?? 0;
      return { drawerLinks: count('.drawer a'), categories: count('.search-category-menu input[type="radio"]'), newCustomerLinks: count('.new-customer .flyout-panel a') };
    });
  } finally {
    await context.close();
  }
}

/** @param {number} n @param {(i: number) => string} item */
const times = (n, item) => Array.from({ length: n }, (_, i) => item(i)).join('\n');

/**
 * The plain page for those counts.
 * @param {Counts} counts
 */
export function plainFloorPage({ drawerLinks, categories, newCustomerLinks }) {
  if (drawerLinks < 1 || categories < 1) throw new Error(`the server-rendered header has ${String(drawerLinks)} drawer links and ${String(categories)} categories: bench/plainFloor.mjs counts them with the chrome's class names, which have changed`);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Plain HTML: the floor for interactions</title></head>
<body>
<header>
  <button type="button" class="hamburger" popovertarget="drawer">Menu</button>
  <form action="/find" role="search">
    <button type="button" class="search-category-button" popovertarget="categories">All</button>
    <div popover id="categories" class="search-category-menu">
${times(categories, (i) => `      <label><input type="radio" name="s" value="c${String(i)}"${i === 0 ? ' checked' : ''}> Category ${String(i + 1)}</label><br>`)}
    </div>
    <input role="combobox" name="q" aria-label="Search" autocomplete="off">
    <button type="button" class="search-toggle" popovertarget="search-mode">Search</button>
    <div popover id="search-mode" class="search-form"><input name="q" aria-label="Search"></div>
  </form>
  <div class="new-customer"><button type="button" class="flyout-button" popovertarget="new-customer">New customer?</button>
    <div popover id="new-customer" class="flyout-panel"><p>Sign in or create an account.</p>
${times(newCustomerLinks, (i) => `      <a href="/signin/${String(i)}">Link ${String(i + 1)}</a>`)}
    </div>
  </div>
  <div popover id="drawer" class="drawer">
    <ul>
${times(drawerLinks, (i) => `      <li><a href="/section/${String(i)}">Section link ${String(i + 1)}</a></li>`)}
    </ul>
  </div>
</header>
<main><h1>A page</h1><p style="height: 2000px">Content.</p></main>
<dialog open class="banner"><p>We use cookies.</p><form method="dialog"><button class="accept">Accept</button></form></dialog>
</body>
</html>
`;
}
