// The manual at /docs/ (demo/server/docs.mjs): every page served with the chrome, every page reached
// from the index, every link between pages and to a section landing on something there, and every
// HTML block either a live example or saying why it cannot run.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { headingId, servedHref } from '../../demo/server/docs.mjs';
import { codeBlocks } from '../pack/readme.mjs';
import { startBackend } from './helpers/backend.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PAGES = readdirSync(new URL('../../docs', import.meta.url)).filter((file) => file.endsWith('.md')).map((file) => file.slice(0, -3));

/** @type {import('./helpers/backend.mjs').TestBackend} */
let server;
before(async () => {
  server = await startBackend({ docs: ROOT });
});
after(() => server.close());

/** The page's main content: what the Markdown made. */
async function mainOf(/** @type {string} */ path) {
  const res = await server.fetch(path);
  const text = await res.text();
  return { status: res.status, text, main: /<main>([\s\S]*)<\/main>/.exec(text)?.[1] ?? '' };
}

const hrefs = (/** @type {string} */ html) => [...html.matchAll(/ href="([^"]*)"/g)].map(([, href = '']) => href.replace(/&amp;/g, '&'));
const ids = (/** @type {string} */ html) => new Set([...html.matchAll(/ id="([^"]*)"/g)].map(([, id = '']) => id));

/**
 * The text of a page's section: from the heading with that id to the next heading of its level or
 * above (the whole page without an id); undefined when no heading has the id.
 * @param {string} main
 * @param {string} id
 */
function sectionText(main, id) {
  let html = main;
  if (id) {
    const heading = new RegExp(`<h([1-6])[^>]* id="${id}"`).exec(main);
    if (!heading) return undefined;
    const rest = main.slice(heading.index + heading[0].length);
    const next = new RegExp(`<h[1-${heading[1] ?? '6'}][ >]`).exec(rest);
    html = main.slice(heading.index, heading.index + heading[0].length + (next ? next.index : rest.length));
  }
  return html.replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;|&#\d+;/g, ' ').toLowerCase();
}

const LINK_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'on', 'it', 'its', 'to', 'in', 'into', 'your', 'when', 'what', 'where', 'how', 'from', 'with', 'does', 'not', 'is']);
/** A topic's words that its section must contain: lowercased, without small words or a plural's s. */
const topicWords = (/** @type {string} */ topic) =>
  topic.toLowerCase().split(/[^\p{L}\p{N}-]+/u).filter((word) => word && !LINK_WORDS.has(word)).map((word) => word.replace(/(?<=\w{3}[^s])s$/, ''));

describe('the manual at /docs/', () => {
  test('every page of docs/, the README as its index and the changelog are served with the chrome', async () => {
    for (const path of ['/docs/', '/docs/changelog', ...PAGES.map((name) => `/docs/${name}`)]) {
      const { status, text, main } = await mainOf(path);
      assert.equal(status, 200, path);
      assert.match(text, /<script type="module" src="\/dist\/marquee.js"><\/script>/, path);
      assert.match(text, /<site-header [^>]*><\/site-header>/, path);
      assert.match(text, /<consent-banner><\/consent-banner>/, path);
      assert.match(main, /<h1[^>]*>/, `${path} has no heading`);
    }
  });

  test('the index links every page, and a name that is no page is a 404', async () => {
    const { main } = await mainOf('/docs/');
    const linked = new Set(hrefs(main.replace(/<nav class="docs-nav"[\s\S]*?<\/nav>/, '')).map((href) => href.split('#')[0]));
    for (const name of PAGES) assert.ok(linked.has(name), `the README does not link docs/${name}.md`);
    assert.equal((await server.fetch('/docs/no-such-page')).status, 404);
    assert.equal((await server.fetch('/docs/../package.json')).status, 404);
    const moved = await server.fetch('/docs', { redirect: 'manual' });
    assert.equal(moved.status, 308);
    assert.equal(moved.headers.get('location'), '/docs/');
  });

  test('every link between pages lands on a page, and every #section on a heading there', async () => {
    /** @type {Map<string, Set<string>>} */
    const idsOf = new Map();
    const broken = [];
    for (const path of ['/docs/', '/docs/changelog', ...PAGES.map((name) => `/docs/${name}`)]) {
      const { main } = await mainOf(path);
      for (const href of hrefs(main)) {
        const url = new URL(href, `http://docs.test${path}`);
        if (url.origin !== 'http://docs.test' || !url.pathname.startsWith('/docs/')) continue;
        if (!idsOf.has(url.pathname)) {
          const target = await mainOf(url.pathname);
          if (target.status !== 200) {
            broken.push(`${path}: ${href} (${String(target.status)})`);
            continue;
          }
          idsOf.set(url.pathname, ids(target.main));
        }
        const section = decodeURIComponent(url.hash.slice(1));
        if (section && !idsOf.get(url.pathname)?.has(section)) broken.push(`${path}: ${href} (no such section)`);
      }
    }
    assert.deepEqual(broken, []);
  });

  test('every HTML block of the manual runs as a live example, or says why it cannot', async () => {
    const silent = [];
    let live = 0;
    for (const file of ['README.md', ...PAGES.map((name) => `docs/${name}.md`)]) {
      for (const block of codeBlocks(readFileSync(join(ROOT, file), 'utf8')).filter((b) => b.language === 'html')) {
        if (block.live) live += 1;
        else if (!block.notRun) silent.push(`${file}:${String(block.line - 1)}`);
      }
    }
    assert.deepEqual(silent, [], 'fence it `html live`, or put <!-- not-run: why --> before it');
    assert.ok(live >= 3, `only ${String(live)} live examples`);
    // Each live block is served as its page, its inline style given the request's nonce.
    const res = await server.fetch('/docs/examples/search/1');
    assert.equal(res.status, 200);
    const page = await res.text();
    assert.match(page, /search-model='\{/);
    assert.match(page, /<style nonce="[^"]+">/);
    assert.match(String(res.headers.get('content-security-policy')), /frame-ancestors 'self'/);
    assert.equal((await server.fetch('/docs/examples/search/2')).status, 404);
  });

  test("the README's table keeps its promises: each topic links to a section that exists and covers it", async () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('\n## The manual'));
    const rows = table.split('\n').filter((line) => /^\| \[/.test(line));
    assert.ok(rows.length >= PAGES.length, `the table has ${String(rows.length)} rows`);
    const broken = [];
    for (const row of rows) {
      const [, page = '', covers = ''] = row.split('|').map((cell) => cell.trim());
      const topics = [...covers.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)];
      if (topics.length === 0) broken.push(`${page}: names no section`);
      for (const [, topic = '', href = ''] of topics) {
        const url = new URL(servedHref(href), 'http://docs.test/docs/');
        const { status, main } = await mainOf(url.pathname);
        if (status !== 200) {
          broken.push(`${topic}: ${href} (${String(status)})`);
          continue;
        }
        const text = sectionText(main, decodeURIComponent(url.hash.slice(1)));
        if (text === undefined) {
          broken.push(`${topic}: ${href} (no such section)`);
          continue;
        }
        const missing = topicWords(topic).filter((word) => !text.includes(word));
        if (missing.length > 0) broken.push(`${topic}: ${href} does not mention ${missing.join(', ')}`);
      }
    }
    assert.deepEqual(broken, []);
  });

  test('every page names an icon that is served, and links nothing to a fixed host and port', async () => {
    const found = [];
    for (const path of ['/docs/', '/docs/changelog', ...PAGES.map((name) => `/docs/${name}`)]) {
      const { text } = await mainOf(path);
      const icon = /<link rel="icon" href="([^"]+)"/.exec(text)?.[1];
      if (!icon) {
        found.push(`${path}: no icon`);
      } else {
        const res = await server.fetch(new URL(icon, `http://docs.test${path}`).pathname);
        if (res.status !== 200 || !/^image\//.test(res.headers.get('content-type') ?? '')) found.push(`${path}: its icon ${icon} answers ${String(res.status)}`);
      }
      for (const [, address = ''] of text.matchAll(/ (?:href|src)="(https?:\/\/(?:localhost|127\.0\.0\.1)[^"]*)"/g)) found.push(`${path}: ${address}`);
    }
    assert.deepEqual(found, []);
  });

  test("links are the Markdown's, served: a page by its name, the README as the index, sections as GitHub names them", () => {
    assert.equal(servedHref('docs/consent.md#tracking'), 'consent#tracking');
    assert.equal(servedHref('backend.md'), 'backend');
    assert.equal(servedHref('../README.md#getting-the-package'), './#getting-the-package');
    assert.equal(servedHref('CHANGELOG.md'), 'changelog');
    assert.equal(servedHref('docs/images/chrome.png'), 'images/chrome.png');
    assert.equal(servedHref('https://example.com/a.md'), 'https://example.com/a.md');
    assert.equal(headingId('Several instances: PostgreSQL'), 'several-instances-postgresql');
    assert.equal(headingId('`<site-header>`'), 'site-header');
    assert.equal(headingId('Vue, Svelte and Angular'), 'vue-svelte-and-angular');
  });
});

test('Test your page\'s example files are the sample partner suite\'s, as the pack test runs them', () => {
  const blocks = codeBlocks(readFileSync(join(ROOT, 'docs/testing.md'), 'utf8')).map((block) => block.code);
  for (const file of ['test/chrome.test.js', 'test/page.test.js']) {
    const suite = readFileSync(join(ROOT, 'test/pack/partner', file), 'utf8').trimEnd();
    assert.ok(blocks.includes(suite), `docs/testing.md shows test/pack/partner/${file} as it is`);
  }
});
