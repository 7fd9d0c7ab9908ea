// Issue 75: each way a developer can be without a backend gives one [marquee] console message per
// page, naming the element, the endpoint, what the visitor goes without and the one command that
// fixes it; the Frameworks page shows each message as printed, and its proxy list covers every path
// the chrome asks for. In Chromium, on a plain page whose calls are answered as each case would
// answer them. Needs dist/.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { backendAndBrowser } from './helpers/backendAndBrowser.mjs';

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

const root = new URL('../../', import.meta.url);
const frameworks = readFileSync(new URL('docs/frameworks.md', root), 'utf8');

const PAGE = '/no-backend.html';
const page = (/** @type {string} */ tags) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>App</title><script type="module" src="/dist/marquee.js"></script></head><body>${tags}</body></html>`;

const started = backendAndBrowser({ pages: { [PAGE]: page('<site-header></site-header><site-footer></site-footer><consent-banner></consent-banner>') } });
const { skip } = started;

/**
 * The page, its calls to `path` answered as `answer` says (a status, or 'refused': no answer), and
 * what it said in the console as [marquee]: once such a call has been answered and, where a message
 * is `expected`, it has come (no fixed wait: a loaded machine takes seconds), then a moment for a
 * second one; `visit` does what the visitor does first.
 * @param {string} path  the start of the paths so answered
 * @param {number | 'refused'} answer
 * @param {(tab: import('puppeteer-core').Page) => Promise<void>} [visit]
 * @param {boolean} [expected] whether a message is to come
 */
async function messages(path, answer, visit, expected = true) {
  const context = await started.browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    /** @type {string[]} */
    const said = [];
    tab.on('console', (message) => void (message.text().startsWith('[marquee]') && said.push(message.text())));
    await tab.setRequestInterception(true);
    let answered = 0;
    tab.on('request', (request) => {
      if (!new URL(request.url()).pathname.startsWith(path)) return void request.continue();
      answered += 1;
      if (answer === 'refused') return void request.abort('connectionrefused');
      void request.respond({ status: answer, contentType: 'text/plain', body: answer === 400 ? 'Cannot query field "privacyPrompt"' : '' });
    });
    await tab.goto(`${started.server.origin}${PAGE}`, { waitUntil: 'load' });
    // Hydrated, not only painted (the bundle paints first): a key before that is not React's to hear.
    await tab.waitForFunction(() => ['site-header', 'site-footer'].every((tag) => document.querySelector(tag)?.hasAttribute('data-hydrated')), { timeout: 30_000 });
    await visit?.(tab);
    const until = async (/** @type {() => boolean} */ done, /** @type {string} */ what) => {
      for (const start = Date.now(); !done(); await sleep(50)) if (Date.now() - start > 20_000) throw new Error(`${what}; said:\n${said.join('\n')}`);
    };
    await until(() => answered > 0, `nothing asked ${path}`);
    if (expected) await until(() => said.some((text) => text.includes('npx marquee-site-chrome serve')), 'no message came');
    // Time for a second message, or (none expected) a late first.
    await sleep(1000);
    return said;
  } finally {
    await context.close();
  }
}

/** Types into the header's search box, as a visitor coming to search. */
const search = async (/** @type {import('puppeteer-core').Page} */ tab) => {
  await tab.evaluate(() => /** @type {HTMLInputElement | null | undefined} */ (document.querySelector('site-header')?.shadowRoot?.querySelector('[role="combobox"]'))?.focus());
  await tab.keyboard.type('alien');
};

const CASES = /** @type {const} */ ([
  ['no proxy: the consent call answered 404', '/graphql', 404],
  ['a proxy to nothing: 502', '/graphql', 502],
  ['nothing listening: no answer', '/graphql', 'refused'],
  ['a backend of another version: 400', '/graphql', 400],
  ['the experiments answered 404', '/api/_ajax/weblab/', 404],
]);

for (const [what, path, answer] of CASES) {
  test(`${what}: one [marquee] message naming the element, the endpoint, what the visitor goes without and the command; the Frameworks page shows it as printed`, { skip, timeout: 60_000 }, async () => {
    const said = await messages(path, answer, search);
    const told = said.filter((text) => text.includes('npx marquee-site-chrome serve'));
    assert.equal(told.length, 1, `one message:\n${said.join('\n')}`);
    const [message = ''] = told;
    const setting = path === '/graphql' ? '<consent-banner> graph-endpoint "/graphql"' : '<site-header> weblab-endpoint "/api/_ajax/weblab/"';
    assert.ok(message.startsWith(`[marquee] ${setting} ${answer === 'refused' ? 'did not answer' : `answered ${String(answer)}`}: `), message);
    assert.match(message, path === '/graphql' ? /no consent banner is shown/ : /no experiment runs/);
    assert.ok(frameworks.includes(message), `docs/frameworks.md shows the message as printed:\n${message}`);
  });
}

test('the suggestions answered 404, the rest served: one message, naming the header\'s suggestion-host and what the search box loses; shown on the Frameworks page', { skip, timeout: 60_000 }, async () => {
  const said = await messages('/suggestion/', 404, search);
  const told = said.filter((text) => text.includes('npx marquee-site-chrome serve'));
  assert.equal(told.length, 1, said.join('\n'));
  assert.match(told[0] ?? '', /^\[marquee\] <site-header> suggestion-host "\/suggestion\/" answered 404: .*the search box suggests nothing/);
  assert.ok(frameworks.includes(told[0] ?? ''), `docs/frameworks.md shows the message as printed:\n${told[0]}`);
});

test('a backend that is there and fails (500) is its own failure: no such message', { skip, timeout: 60_000 }, async () => {
  const said = await messages('/graphql', 500, search, false);
  assert.deepEqual(said.filter((text) => text.includes('npx marquee-site-chrome serve')), []);
});

test('the Frameworks page\'s proxy list covers every path the chrome asks for (its endpoints\' defaults and a visit: consent, search with posters)', { skip, timeout: 60_000 }, async () => {
  const block = /proxy: Object\.fromEntries\((\[[^\]]*\])\.map/.exec(frameworks)?.[1];
  assert.ok(block, 'the Frameworks page has its Vite proxy list');
  /** @type {string[]} */
  const proxied = JSON.parse(block.replaceAll("'", '"'));
  const covered = (/** @type {string} */ path) => proxied.some((prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));

  // Every endpoint attribute's default that is a path on the page's origin.
  const manifest = JSON.parse(readFileSync(new URL('custom-elements.json', root), 'utf8'));
  const defaults = new Set();
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) {
      for (const attribute of declaration.tagName ? (declaration.attributes ?? []) : []) {
        const value = typeof attribute.default === 'string' ? attribute.default.replace(/^"|"$/g, '') : '';
        if (/-endpoint$/.test(attribute.name) && value.startsWith('/')) defaults.add(value);
      }
    }
  }
  assert.ok(defaults.size >= 4, `the manifest's endpoint defaults: ${[...defaults].join(', ')}`);

  // A visit: the banner answered, a search with its posters (the browser's own /favicon.ico aside).
  const context = await started.browser.createBrowserContext();
  /** @type {Set<string>} */
  const asked = new Set();
  try {
    const tab = await context.newPage();
    tab.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === started.server.origin && url.pathname !== PAGE && url.pathname !== '/favicon.ico' && !url.pathname.startsWith('/dist/')) asked.add(url.pathname);
    });
    await tab.goto(`${started.server.origin}${PAGE}`, { waitUntil: 'load' });
    // Accept once it shows: the banner's buttons are in the page a moment before they are laid out,
    // and hydration may replace the server's button between finding it and clicking it (on a busy
    // machine it did): find it again until a click lands.
    for (let attempt = 1; ; attempt++) {
      const accept = await tab.waitForFunction(() =>
        [...(document.querySelector('consent-banner')?.shadowRoot?.querySelectorAll('button') ?? [])].find((button) => button.textContent === 'Accept' && button.checkVisibility()),
      );
      try {
        await /** @type {import('puppeteer-core').ElementHandle<HTMLButtonElement>} */ (accept).click();
        break;
      } catch (error) {
        if (attempt === 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    await tab.waitForFunction(() => document.querySelector('site-header')?.hasAttribute('data-hydrated'), { timeout: 30_000 });
    await search(tab);
    await tab.waitForFunction(() => document.querySelector('site-header')?.shadowRoot?.querySelector('[role="option"] img'), { timeout: 15_000 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
  } finally {
    await context.close();
  }
  assert.ok([...asked].some((path) => path.startsWith('/images')), `the visit loaded posters: ${[...asked].join(', ')}`);
  const missing = [...defaults, ...asked].filter((path) => !covered(path));
  assert.deepEqual(missing, [], `paths the proxy list ${JSON.stringify(proxied)} leaves out`);
});
