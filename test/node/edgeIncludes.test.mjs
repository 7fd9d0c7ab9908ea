// Issue 77: a page from a server that is not Node gets the chrome by edge includes. The manual's
// nginx recipe and page (docs/server-rendering.md, "Edge includes"), as written there, run with
// Debian's nginx (scripts/ensure-nginx.mjs) in front of the reference backend: the page includes
// header, footer and banner; a member sees their name in the first paint (Chromium, script off);
// a visitor signed out gets the fragments nginx keeps per page and locale, and never a member's.
// Needs the build in dist/ (CI builds first).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { ensureNginx } from '../../scripts/ensure-nginx.mjs';
import { backendAndBrowser } from './helpers/backendAndBrowser.mjs';

const started = backendAndBrowser();
const { skip } = started;

/** The manual's first block of `language` after its "Edge includes" heading. */
function recipe(/** @type {string} */ language) {
  const manual = readFileSync(new URL('../../docs/server-rendering.md', import.meta.url), 'utf8');
  const section = manual.slice(manual.indexOf('\n## Edge includes\n'));
  const block = new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``).exec(section)?.[1];
  assert.ok(block, `the manual's edge includes have an ${language} block`);
  return block;
}

/** Replaces `from` in `text`, which must be there. */
function replaced(/** @type {string} */ text, /** @type {string} */ from, /** @type {string} */ to) {
  assert.ok(text.includes(from), `the recipe has ${from}`);
  return text.replaceAll(from, to);
}

const dir = mkdtempSync(join(tmpdir(), 'marquee-nginx-'));
/** @type {import('node:child_process').ChildProcess | undefined} */
let nginx;
let origin = '';
const accessLog = join(dir, 'access.log');

before(async () => {
  if (skip) return;
  const program = ensureNginx();
  const site = join(dir, 'site');
  mkdirSync(site);
  mkdirSync(join(dir, 'cache'));
  writeFileSync(join(site, 'index.html'), recipe('html'));
  // A free port for nginx: one the system hands out, let go just before nginx takes it.
  const { createServer } = await import('node:net');
  const probe = createServer();
  const port = await new Promise((resolve) => probe.listen(0, '127.0.0.1', () => resolve(/** @type {import('node:net').AddressInfo} */ (probe.address()).port)));
  await new Promise((resolve) => probe.close(resolve));
  origin = `http://127.0.0.1:${String(port)}`;
  let server = recipe('nginx');
  server = replaced(server, 'http://127.0.0.1:3000', started.server.origin);
  server = replaced(server, 'listen 8080;', `listen 127.0.0.1:${String(port)};`);
  server = replaced(server, 'root /srv/site;', `root ${site};`);
  server = replaced(server, '/var/cache/nginx/marquee', join(dir, 'cache'));
  // The recipe in an http block of a configuration of the test's own: in the foreground, one
  // process, its files in the test's folder, and each subrequest logged with its cache status.
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;\nmaster_process off;\npid ${join(dir, 'nginx.pid')};\nerror_log ${join(dir, 'error.log')};\nevents {}\nhttp {\n` +
      `log_format marquee '$request_uri $uri $upstream_cache_status';\naccess_log ${accessLog} marquee;\nlog_subrequest on;\n${server}\n}\n`,
  );
  nginx = spawn(program, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let said = '';
  nginx.stderr?.on('data', (chunk) => (said += chunk));
  for (let tries = 0; ; tries++) {
    try {
      await fetch(`${origin}/nothing-here`);
      break;
    } catch {
      if (tries > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${said}${readFileSync(join(dir, 'error.log'), 'utf8')}`);
      await delay(50);
    }
  }
});

after(() => {
  nginx?.kill();
  rmSync(dir, { recursive: true, force: true });
});

/** A page view through nginx: its HTML, and what the backend was asked for it. */
async function view(/** @type {string} */ path, /** @type {Record<string, string>} */ headers = {}) {
  const before = started.server.asked.length;
  const answer = await fetch(`${origin}${path}`, { headers });
  assert.equal(answer.status, 200, path);
  const html = await answer.text();
  // The cache is written after the answer: wait for the access log's line of the page itself.
  await delay(50);
  return { html, asked: started.server.asked.slice(before) };
}

/** The cache status nginx last logged for each element's fragment. */
function cacheStatuses() {
  const lines = readFileSync(accessLog, 'utf8').trim().split('\n');
  return Object.fromEntries(lines.flatMap((line) => {
    const [, uri = '', status = ''] = line.split(' ');
    const tag = /^\/chrome\/([a-z-]+)\.html$/.exec(uri)?.[1];
    return tag ? [[tag, status]] : [];
  }));
}

const rendered = (/** @type {string} */ html, /** @type {string} */ tag) => new RegExp(`<${tag} [^>]*locale="de-DE"[^>]*><template shadowrootmode="open">`).test(html);

test('a visitor signed out: the page has header, footer and banner rendered for its path, and the header and footer come from nginx\'s cache on the next view', { skip, timeout: 60_000 }, async () => {
  const first = await view('/?from=edge');
  for (const tag of ['site-header', 'site-footer', 'consent-banner']) assert.ok(rendered(first.html, tag), `${tag} rendered into the page`);
  assert.doesNotMatch(first.html, /<!--#/, 'every include done');
  assert.match(first.html, /u=%2F%3Ffrom%3Dedge/, 'the links bring the visitor back to this page');
  assert.match(first.html, /Anmelden/, 'in German, signed out');
  assert.deepEqual(first.asked.filter((path) => path.startsWith('/chrome/')).sort(), ['/chrome/consent-banner.html', '/chrome/site-footer.html', '/chrome/site-header.html']);

  const second = await view('/?from=edge');
  assert.equal(second.html.replace(/<consent-banner[\s\S]*?<\/consent-banner>/, ''), first.html.replace(/<consent-banner[\s\S]*?<\/consent-banner>/, ''), 'the same page');
  assert.deepEqual(second.asked.filter((path) => path.startsWith('/chrome/')), ['/chrome/consent-banner.html'], 'only the banner, the visitor\'s own, asked again');
  assert.equal(cacheStatuses()['site-header'], 'HIT');
  assert.equal(cacheStatuses()['consent-banner'], 'MISS');

  // Another page: its own fragments, with its own path.
  const other = await view('/index.html?x=1');
  assert.match(other.html, /u=%2Findex\.html%3Fx%3D1/);
  assert.ok(other.asked.includes('/chrome/site-header.html'), 'kept per page');
});

test('a member sees their name in the first paint, from the backend on every view, and no visitor after them is shown it', { skip, timeout: 60_000 }, async () => {
  const cookie = { cookie: 'marquee-user=Ada%20Lovelace' };
  const member = await view('/?from=edge', cookie);
  assert.match(member.html, /Ada Lovelace/);
  assert.ok(member.asked.includes('/chrome/site-header.html'));
  const again = await view('/?from=edge', cookie);
  assert.ok(again.asked.includes('/chrome/site-header.html'), 'never from the cache');
  assert.equal(cacheStatuses()['site-header'], 'BYPASS');
  const visitor = await view('/?from=edge');
  assert.doesNotMatch(visitor.html, /Ada Lovelace/, 'a visitor after them is not shown their name');
  assert.match(visitor.html, /Anmelden/);

  // What the member's browser paints before any script: Chromium with script off.
  const context = await started.browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.setJavaScriptEnabled(false);
    await tab.setCookie({ name: 'marquee-user', value: 'Ada%20Lovelace', url: origin });
    await tab.goto(`${origin}/?from=edge`);
    const shown = await tab.evaluate(() => {
      const name = document.querySelector('site-header')?.shadowRoot?.querySelector('.username');
      return { text: name?.textContent ?? '', visible: name?.checkVisibility() ?? false };
    });
    assert.deepEqual(shown, { text: 'Ada Lovelace', visible: true });
  } finally {
    await context.close();
  }
});
