// Issue 18: header and footer rendered on the server (marquee-site-chrome/server, from dist/) are what the
// client renders, hydrate in place without replacing a node or losing what the visitor typed,
// and work as plain HTML without JavaScript. Needs the build in dist/ (CI builds first).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { launchChromium } from '../../bench/browser.mjs';
import { startServer } from '../../bench/server.mjs';

const SERVER = new URL('../../dist/server/index.js', import.meta.url);
const built = existsSync(SERVER);
const skip = built ? false : 'dist/ is missing: run `npm run build` first';
/** @type {{ renderElement: typeof import('../../src/server').renderElement } | { renderElement: null }} */
const { renderElement } = built ? await import(SERVER.href) : { renderElement: null };

const LOCALES = ['en-US', 'de-DE', 'he-IL'];
const TAGS = ['site-header', 'site-footer'];
/** @param {string} locale */
const attributes = (locale) => ({ locale, 'current-uri': '/ssr/', 'no-consent-banner': '', 'current-year': '2026' });

const page = (/** @type {string} */ body, script = true) =>
  `<!doctype html><html lang="en-US"><head><meta charset="utf-8">${script ? '<script type="module" src="/dist/marquee.js"></script>' : ''}</head><body>${body}</body></html>`;

/** @type {Awaited<ReturnType<typeof startServer>>} */
let server;
/** @type {import('puppeteer-core').Browser} */
let browser;
/** @type {Record<string, string>} tag|locale → the server's HTML */
const rendered = {};

before(async () => {
  if (skip || !renderElement) return;
  /** @type {Record<string, string>} */
  const pages = {};
  // The server's pages object is read per request, so they can be filled in once its origin is known.
  server = await startServer(pages);
  for (const locale of LOCALES) {
    const attrs = Object.entries(attributes(locale)).map(([name, value]) => ` ${name}="${value}"`).join('');
    pages[`/ssr/client-${locale}.html`] = page(TAGS.map((tag) => `<${tag}${attrs}></${tag}>`).join(''));
    for (const tag of TAGS) rendered[`${tag}|${locale}`] = await renderElement(tag, attributes(locale), { origin: server.url });
    // The bundle is left out: each test adds it when it wants the elements to run.
    pages[`/ssr/server-${locale}.html`] = page(TAGS.map((tag) => rendered[`${tag}|${locale}`]).join(''), false);
  }
  // The header as a browser has it while still parsing it: everything before the style that ends it.
  const header = rendered['site-header|en-US'] ?? '';
  pages['/ssr/parsing.html'] = page(header.slice(0, header.lastIndexOf('<style data-marquee-ssr-style')), false);
  // As docs/server-rendering.md tells pages with server-rendered chrome to load the bundle: after the first frame.
  pages['/ssr/after-paint.html'] = page(TAGS.map((tag) => rendered[`${tag}|en-US`]).join(''), false).replace(
    '</head>',
    '<link rel="modulepreload" href="/dist/marquee.js"><script type="module" src="/dist/marquee-after-paint.js"></script></head>',
  );
  // What `npm run prerender` writes: no attributes, so nothing of the page it will be on.
  const fragments = await Promise.all(TAGS.map((tag) => renderElement(tag, {}, { locale: 'en-US' })));
  pages['/ssr/fragments/page.html'] = page(fragments.join(''), false);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * Runs a test's steps in a fresh visitor's tab, closed afterwards whatever they did. The sign-in
 * coachmark counts as shown already this session (it comes and goes on a timer); `problems`
 * collects what the page logs as errors and warnings.
 * @param {(tab: { tab: import('puppeteer-core').Page, problems: string[] }) => Promise<void>} steps
 */
async function inTab(steps) {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.setViewport({ width: 1280, height: 800 });
    await tab.evaluateOnNewDocument(() => {
      sessionStorage.setItem('coachmarkShown', 'true');
    });
    /** @type {string[]} */
    const problems = [];
    tab.on('console', (message) => {
      if (['error', 'warn'].includes(message.type()) && !/Failed to load resource/.test(message.text())) problems.push(message.text());
    });
    tab.on('pageerror', (error) => problems.push(String(error)));
    await steps({ tab, problems });
  } finally {
    await context.close();
  }
}

/** @param {import('puppeteer-core').Page} tab */
const addBundle = (tab) => tab.addScriptTag({ type: 'module', url: '/dist/marquee.js' });

/** @param {import('puppeteer-core').Page} tab */
const hydrated = (tab) =>
  tab.waitForFunction((tags) => tags.every((tag) => document.querySelector(tag)?.hasAttribute('data-hydrated')), { timeout: 10_000 }, TAGS);

for (const locale of LOCALES) {
  test(`the server renders header and footer exactly as the client does (${locale})`, { skip, timeout: 30_000 }, async () => {
    await inTab(async ({ tab, problems }) => {
    await tab.goto(`${server.url}/ssr/client-${locale}.html`, { waitUntil: 'networkidle0' });
    await tab.waitForFunction(
      (tags, locale) =>
        tags.every((tag) => document.querySelector(tag)?.shadowRoot?.querySelector(`.chrome-root[lang="${locale}"][aria-busy="false"]`)) &&
        // The footer's code loads after the entry's: it is there once its links are.
        document.querySelector('site-footer')?.shadowRoot?.querySelector('.links a'),
      { timeout: 5000 },
      TAGS,
      locale,
    );
    for (const tag of TAGS) {
      const html = rendered[`${tag}|${locale}`] ?? '';
      // The content: inside its root, before the style that shows it once parsed.
      const server = html.slice(html.indexOf('>', html.indexOf('<div data-marquee-ssr')) + 1, html.lastIndexOf('</div><style data-marquee-ssr-style'));
      // Both parsed and written out the same way: attributes in order, and React's generated ids
      // (tree-based on the server, counted on a client-only render) numbered as they appear.
      const [fromServer, fromClient] = await tab.evaluate(
        (tag, server) => {
          /** @param {Node} root */
          const normalised = (root) => {
            /** @type {Map<string, string>} */
            const ids = new Map();
            const id = (/** @type {string} */ text) => text.replace(/_[rR]_[0-9a-z]+_/g, (found) => ids.get(found) ?? ids.set(found, `id${String(ids.size)}`).get(found) ?? '');
            /** @param {Node} node @returns {string} */
            const write = (node) => {
              if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
              if (!(node instanceof Element)) return '';
              // The drawer: the server renders it for the HTML to open, the browser alone when it is
              // first opened (with the hamburger's state until then). test/nav/drawer*.test.ts hold both.
              if (node.id === 'nav-drawer') return '';
              const attributes = [...node.attributes]
                .filter((a) => !(a.name === 'aria-expanded' && node.classList.contains('hamburger')))
                // React writes autoFocus as the attribute into server HTML only (for the HTML's
                // search mode to focus its close button); on the client it is not an attribute.
                .filter((a) => a.name !== 'autofocus')
                .map((a) => `${a.name}=${JSON.stringify(id(a.value))}`)
                .sort()
                .join(' ');
              return `<${node.localName} ${attributes}>${[...node.childNodes].map(write).join('')}</${node.localName}>`;
            };
            return [...root.childNodes].map(write).join('');
          };
          const template = document.createElement('template');
          template.innerHTML = server;
          return [normalised(template.content), normalised(/** @type {ShadowRoot} */ (document.querySelector(tag)?.shadowRoot))];
        },
        tag,
        server,
      );
      assert.ok((fromServer ?? '').length > 1000, `${tag} rendered something`);
      assert.equal(fromServer, fromClient, `<${tag}> in ${locale}`);
    }
    assert.deepEqual(problems, []);
    });
  });
}

test('server-rendered content shows only once all of it is parsed, so no row is painted half built', { skip, timeout: 30_000 }, async () => {
  await inTab(async ({ tab }) => {
  const visibility = () =>
    tab.evaluate(() => {
      const root = document.querySelector('site-header')?.shadowRoot;
      const navbar = root?.querySelector('.navbar');
      return navbar ? getComputedStyle(navbar).visibility : 'missing';
    });
  await tab.goto(`${server.url}/ssr/parsing.html`, { waitUntil: 'load' });
  assert.equal(await visibility(), 'hidden', 'shown before the end of the content was parsed');
  await tab.goto(`${server.url}/ssr/server-en-US.html`, { waitUntil: 'load' });
  assert.equal(await visibility(), 'visible');
  await addBundle(tab);
  await hydrated(tab);
  // The server's styles are gone once the element's own are adopted; those show it as well.
  await tab.waitForFunction(() => !document.querySelector('site-header')?.shadowRoot?.querySelector('style'));
  assert.equal(await visibility(), 'visible');
  });
});

test('the server inlines the styles of what its HTML can show, not of what only script shows; hydrated, the element adopts both', { skip, timeout: 30_000 }, async () => {
  const header = rendered['site-header|en-US'] ?? '';
  const inline = [...header.matchAll(/<style data-marquee-ssr-style[^>]*>([^<]*)<\/style>/g)].map(([, css]) => css).join('\n');
  // Panels its HTML opens without script: the drawer, the flyouts, the category menu, the language list.
  for (const rule of ['.drawer{', '.flyout-panel{', '.search .search-category-menu{', '.language-item{']) assert.ok(inline.replaceAll(' {', '{').includes(rule), `inline: ${rule}`);
  // What only script shows (src/ui/scriptOnlyCss.ts): the suggestion list, the coachmarks, a spinner.
  for (const rule of ['.search .suggestion{', '.coachmark::before{', '.language-coachmark{', '.spinner{']) assert.ok(!inline.replaceAll(' {', '{').includes(rule), `not inline: ${rule}`);
  await inTab(async ({ tab }) => {
    await tab.goto(`${server.url}/ssr/server-en-US.html`, { waitUntil: 'load' });
    await addBundle(tab);
    await hydrated(tab);
    await tab.waitForFunction(() => !document.querySelector('site-header')?.shadowRoot?.querySelector('style'));
    const adopted = await tab.evaluate(() =>
      (document.querySelector('site-header')?.shadowRoot?.adoptedStyleSheets ?? []).flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText.split(' {')[0])),
    );
    for (const selector of ['.search .suggestion', '.coachmark', '.drawer']) assert.ok(adopted.includes(selector), `adopted: ${selector}`);
  });
});

test('the after-paint entry lets the first frame show the server chrome, then hydrates it', { skip, timeout: 30_000 }, async () => {
  await inTab(async ({ tab, problems }) => {
  // The first frame after the parser has passed the header: on a loaded machine the browser may
  // draw one before (the delivery test's contentFrameAt, likewise).
  await tab.evaluateOnNewDocument(() => {
    const frame = () => {
      const header = document.querySelector('site-header');
      if (!header?.nextSibling) return void requestAnimationFrame(frame);
      Object.assign(window, { firstFrame: { defined: customElements.get('site-header') !== undefined, navbar: Boolean(header.shadowRoot?.querySelector('.navbar')) } });
    };
    requestAnimationFrame(frame);
  });
  await tab.goto(`${server.url}/ssr/after-paint.html`, { waitUntil: 'load' });
  await hydrated(tab);
  const firstFrame = await tab.evaluate(() => /** @type {any} */ (window).firstFrame);
  assert.deepEqual(firstFrame, { defined: false, navbar: true }, 'the first frame holds the server chrome, before any of the bundle ran');
  assert.deepEqual(problems, []);
  });
});

test('hydration replaces no node of what the server rendered', { skip, timeout: 30_000 }, async () => {
  await inTab(async ({ tab, problems }) => {
  await tab.goto(`${server.url}/ssr/server-de-DE.html`, { waitUntil: 'load' });
  await tab.evaluate(() => {
    const roots = ['site-header', 'site-footer'].map((tag) => document.querySelector(tag)?.shadowRoot);
    // Every node but the server's inline styles, which the adopted stylesheets replace.
    const nodes = roots.flatMap((root) => [...(root?.querySelectorAll('*') ?? [])]).filter((node) => node.localName !== 'style');
    Object.assign(window, { serverNodes: nodes });
  });
  await addBundle(tab);
  await hydrated(tab);
  const replaced = await tab.evaluate(() =>
    /** @type {Element[]} */ (/** @type {any} */ (window).serverNodes).filter((node) => !node.isConnected).map((node) => node.outerHTML.slice(0, 80)),
  );
  assert.deepEqual(replaced, []);
  assert.deepEqual(problems, []);
  });
});

test('a prerendered fragment hydrates in place on the page it lands on', { skip, timeout: 30_000 }, async () => {
  await inTab(async ({ tab, problems }) => {
  await tab.goto(`${server.url}/ssr/fragments/page.html?id=7`, { waitUntil: 'load' });
  const before = await tab.evaluate(() => {
    const logo = /** @type {HTMLAnchorElement} */ (document.querySelector('site-header')?.shadowRoot?.querySelector('.logo'));
    Object.assign(window, { fragmentLogo: logo });
    return new URL(logo.href).searchParams.get('u');
  });
  assert.equal(before, '/', 'the fragment cannot know the page');
  await addBundle(tab);
  await hydrated(tab);
  const after = await tab.evaluate(() => {
    const logo = /** @type {HTMLAnchorElement} */ (/** @type {any} */ (window).fragmentLogo);
    return { same: document.querySelector('site-header')?.shadowRoot?.querySelector('.logo') === logo, u: new URL(logo.href).searchParams.get('u') };
  });
  assert.deepEqual(after, { same: true, u: '/ssr/fragments/page.html?id=7' });
  assert.deepEqual(problems, []);
  });
});

test('text typed into search before the script ran stays, with its focus and caret', { skip, timeout: 30_000 }, async () => {
  await inTab(async ({ tab, problems }) => {
  await tab.goto(`${server.url}/ssr/server-de-DE.html`, { waitUntil: 'load' });
  await tab.evaluate(() => {
    const input = /** @type {HTMLInputElement} */ (document.querySelector('site-header')?.shadowRoot?.querySelector('input[name="q"]'));
    Object.assign(window, { serverInput: input });
    input.focus();
  });
  await tab.keyboard.type('matri');
  await tab.keyboard.press('ArrowLeft');
  await addBundle(tab);
  await hydrated(tab);
  const after = await tab.evaluate(() => {
    const input = /** @type {HTMLInputElement} */ (/** @type {any} */ (window).serverInput);
    const root = document.querySelector('site-header')?.shadowRoot;
    return { same: root?.querySelector('input[name="q"]') === input, value: input.value, focused: root?.activeElement === input, caret: input.selectionStart };
  });
  assert.deepEqual(after, { same: true, value: 'matri', focused: true, caret: 4 });
  // The hydrated box is live: typing on asks for suggestions.
  await tab.keyboard.press('End');
  await tab.keyboard.type('x');
  await tab.waitForFunction(() => document.querySelector('site-header')?.shadowRoot?.querySelector('.suggestion-label')?.textContent?.includes('Matrix'), { timeout: 5000 });
  assert.deepEqual(problems, []);
  });
});

test('an attribute changed before hydration re-renders only its part', { skip, timeout: 30_000 }, async () => {
  await inTab(async ({ tab, problems }) => {
  await tab.goto(`${server.url}/ssr/server-en-US.html`, { waitUntil: 'load' });
  await tab.evaluate(() => {
    const header = document.querySelector('site-header');
    Object.assign(window, { logo: header?.shadowRoot?.querySelector('.logo'), input: header?.shadowRoot?.querySelector('input[name="q"]') });
    header?.setAttribute('is-logged-in', '');
    header?.setAttribute('username', 'Ada');
  });
  await addBundle(tab);
  await hydrated(tab);
  const result = await tab.evaluate(() => {
    const root = document.querySelector('site-header')?.shadowRoot;
    const { logo, input } = /** @type {any} */ (window);
    return {
      logo: root?.querySelector('.logo') === logo,
      input: root?.querySelector('input[name="q"]') === input,
      user: root?.querySelector('.username')?.textContent,
      signIn: root?.querySelector('.account-link') !== null,
    };
  });
  assert.deepEqual(result, { logo: true, input: true, user: 'Ada', signIn: false });
  assert.deepEqual(problems, []);
  });
});

test('without JavaScript on a phone, the search icon opens a search box in place (issue 28 item 3, issue 73 item 4)', { skip, timeout: 30_000 }, async () => {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.setJavaScriptEnabled(false);
    await tab.setViewport({ width: 375, height: 800 });
    await tab.goto(`${server.url}/`, { waitUntil: 'load' });
    const toggle = await tab.evaluateHandle(() => document.querySelector('site-header')?.shadowRoot?.querySelector('.search-toggle'));
    const box = await /** @type {import('puppeteer-core').ElementHandle<Element>} */ (toggle).boundingBox();
    assert.ok(box && box.width > 0, 'the search icon is in the bar');
    await tab.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    // Search mode opened as HTML (a popover), on the same page.
    const open = () => tab.evaluate(() => !!document.querySelector('site-header')?.shadowRoot?.querySelector('.search-form:popover-open'));
    for (const start = Date.now(); !(await open()) && Date.now() - start < 5_000; ) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.ok(await open(), 'the search icon opened search mode');
    assert.equal(new URL(tab.url()).pathname, '/');
    const input = await tab.evaluateHandle(() => document.querySelector('site-header')?.shadowRoot?.querySelector('.search-input'));
    await /** @type {import('puppeteer-core').ElementHandle<HTMLInputElement>} */ (input).type('alien');
    await Promise.all([tab.waitForNavigation({ waitUntil: 'load' }), tab.keyboard.press('Enter')]);
    assert.equal(new URL(tab.url()).pathname, '/find');
    assert.equal(new URL(tab.url()).searchParams.get('q'), 'alien');
    assert.match(await tab.content(), /Alien/);
  } finally {
    await context.close();
  }
});

test('without JavaScript the server-rendered demo home shows the links, and search submits to /find', { skip, timeout: 30_000 }, async () => {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.setJavaScriptEnabled(false);
    await tab.setViewport({ width: 1280, height: 800 });
    await tab.goto(`${server.url}/`, { waitUntil: 'load' });
    const links = await tab.evaluate(() =>
      ['site-header', 'site-footer'].map((tag) => [...(document.querySelector(tag)?.shadowRoot?.querySelectorAll('a[href]') ?? [])].map((a) => new URL(/** @type {HTMLAnchorElement} */ (a).href).pathname)),
    );
    const [header = [], footer = []] = links;
    assert.ok(header.includes('/') && header.includes('/whats-on-tv/') && header.includes('/list/watchlist/'), `header links: ${header.join(' ')}`);
    assert.ok(footer.includes('/help/') && footer.includes('/conditions/') && footer.includes('/privacy/'), `footer links: ${footer.join(' ')}`);
    await tab.evaluate(() => {
      const input = /** @type {HTMLInputElement} */ (document.querySelector('site-header')?.shadowRoot?.querySelector('input[name="q"]'));
      input.focus();
    });
    await tab.keyboard.type('alien');
    await Promise.all([tab.waitForNavigation({ waitUntil: 'load' }), tab.keyboard.press('Enter')]);
    const url = new URL(tab.url());
    assert.equal(url.pathname, '/find');
    assert.equal(url.searchParams.get('q'), 'alien');
    assert.match(await tab.content(), /Alien/);
  } finally {
    await context.close();
  }
});
