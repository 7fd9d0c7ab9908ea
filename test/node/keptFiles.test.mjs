// Issue 74, item 3: a deploy keeps the build before it served (scripts/keep-previous.mjs), so a page
// opened on that build still loads its lazy parts after the deploy. Cheap enough for CI: the build
// in dist/ is the first deploy, copied to a folder of its own; the second is that build with a
// changed source (the drawer's lazy part: new content, so a new hashed name, and the files naming
// it rewritten), deployed over it by the publish step, or, for the negative case, by replacing the
// folder as a plain copy would. A page of the first build, open in Chromium, asks for the drawer's
// part (held by the server until the deploy is done, so no sleep decides the order).
// Needs dist/ (npm run build; CI builds first).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { launchChromium } from '../../bench/browser.mjs';
import { createBackend } from '../../demo/server/app.mjs';
import { keepPrevious } from '../../scripts/keep-previous.mjs';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const skip = existsSync(join(DIST, 'manifest.json')) ? false : 'dist/ is missing: run `npm run build` first';
const PAGE = '<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>A page</title><script type="module" src="/dist/marquee.js"></script></head><body><site-header no-consent-banner></site-header></body></html>';

/** @type {import('puppeteer-core').Browser} */
let browser;
/** @type {string} */
let folder;
/** @type {(() => Promise<void>)[]} */
const closing = [];

before(async () => {
  if (skip) return;
  folder = await mkdtemp(join(tmpdir(), 'marquee-kept-'));
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  for (const close of closing) await close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/**
 * A site serving `root`/dist (and dist-kept) as the reference backend does, with PAGE at /page.html.
 * A request whose path contains `held` waits until `release()`: the page of the first build asks for
 * its lazy part (a hydrated header asks for them all once it is idle), the deploy happens, and only
 * then is the request answered, as for a page that asks after the deploy.
 */
async function site(/** @type {string} */ root, /** @type {string} */ held) {
  const backend = createBackend({ staticRoot: root, faults: true });
  /** @type {() => void} */
  let release = () => undefined;
  const released = new Promise((resolve) => {
    release = () => resolve(undefined);
  });
  /** @type {() => void} */
  let asked = () => undefined;
  const askedFor = new Promise((resolve) => {
    asked = () => resolve(undefined);
  });
  const server = createServer((req, res) => {
    if (req.url === '/page.html') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    const answer = () => backend.handle(req, res).then((answered) => void (answered || res.writeHead(404).end()), () => res.writeHead(500).end());
    if (!(req.url ?? '').includes(held)) return void answer();
    asked();
    void released.then(answer);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  closing.push(async () => {
    release();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await backend.close();
  });
  const address = server.address();
  return { origin: `http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}`, askedFor, release };
}

/** The next build: `from` with the drawer's lazy part changed, written to `to`. Returns the part's old name. */
async function changedBuild(/** @type {string} */ from, /** @type {string} */ to) {
  await cp(from, to, { recursive: true });
  const manifest = JSON.parse(await readFile(join(to, 'manifest.json'), 'utf8'));
  const old = Object.keys(manifest.integrity).find((file) => /^lazy-NavDrawer-[\w-]+\.js$/.test(file));
  assert.ok(old, 'the build has a lazy drawer part');
  const renamed = old.replace(/-[\w-]+\.js$/, '-Changed1.js');
  const code = await readFile(join(to, old), 'utf8');
  await writeFile(join(to, renamed), `${code}\n// a changed source\n`);
  for (const suffix of ['', '.map', '.br', '.gz', '.map.br', '.map.gz']) await rm(join(to, `${old}${suffix}`), { force: true });
  // Every file that names the part now names the new one, as the bundler would write it.
  for (const name of await readdir(to)) {
    if (!/\.(js|json)$/.test(name)) continue;
    const text = await readFile(join(to, name), 'utf8');
    if (text.includes(old)) {
      await writeFile(join(to, name), text.replaceAll(old, renamed));
      for (const suffix of ['.br', '.gz']) await rm(join(to, `${name}${suffix}`), { force: true });
    }
  }
  return old;
}

/** Resolves once `check` holds, polled for up to 10 s (a console message arrives over the protocol). */
async function eventually(/** @type {() => boolean} */ check) {
  for (let waited = 0; waited < 10_000 && !check(); waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * Opens the page of the first build, deploys with `deploy` once the page has asked for its lazy
 * part (held until then), then lets the request be answered: its status, and the chrome's console errors.
 */
async function openAcrossDeploy(/** @type {Awaited<ReturnType<typeof site>>} */ served, /** @type {string} */ part, /** @type {() => Promise<void>} */ deploy) {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.setViewport({ width: 800, height: 600 });
    /** @type {string[]} */
    const errors = [];
    tab.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('[marquee]')) errors.push(message.text());
    });
    const answered = tab.waitForResponse((response) => response.url().endsWith(`/dist/${part}`), { timeout: 30_000 });
    await tab.goto(`${served.origin}/page.html`);
    await served.askedFor;
    await deploy();
    served.release();
    const status = (await answered).status();
    // The page's own module map says whether the part ran: the same import settles as the page's did.
    const ran = await tab.evaluate((url) => import(url).then(() => true, () => false), `${served.origin}/dist/${part}`);
    // A part that failed says so once (src/ui/partFailed.ts).
    if (!ran) await eventually(() => errors.length > 0);
    return { status, ran, errors };
  } finally {
    await context.close();
  }
}

test('a page opened before a deploy loads its lazy part of the build before after it, from the files the publish step kept', { skip, timeout: 120_000 }, async () => {
  const kept = join(folder, 'kept-site');
  await cp(DIST, join(kept, 'dist'), { recursive: true });
  const part = await changedBuild(join(kept, 'dist'), join(folder, 'next-build'));
  const { status, ran, errors } = await openAcrossDeploy(await site(kept, part), part, async () => {
    await keepPrevious({ dist: join(kept, 'dist'), kept: join(kept, 'dist-kept') });
    await rm(join(kept, 'dist'), { recursive: true });
    await rename(join(folder, 'next-build'), join(kept, 'dist'));
  });
  assert.equal(existsSync(join(kept, 'dist', part)), false, 'the new build has no such file');
  assert.equal(status, 200, 'the old part is served');
  assert.equal(ran, true, 'and runs');
  assert.deepEqual(errors, []);

  // The negative case: the same deploy without the publish step (the folder replaced) leaves the
  // open page's part a 404, and the drawer's code fails.
  const plain = join(folder, 'plain-site');
  await cp(DIST, join(plain, 'dist'), { recursive: true });
  await changedBuild(join(plain, 'dist'), join(folder, 'plain-next'));
  const without = await openAcrossDeploy(await site(plain, part), part, async () => {
    await rm(join(plain, 'dist'), { recursive: true });
    await rename(join(folder, 'plain-next'), join(plain, 'dist'));
  });
  assert.equal(without.status, 404);
  assert.equal(without.ran, false);
  assert.ok(without.errors.length > 0, 'the failed part is said on the console');
});

test('the publish step keeps a superseded build for the days it states, and a served version for good', { skip }, async () => {
  const dist = join(folder, 'retention', 'dist');
  const keptDir = join(folder, 'retention', 'dist-kept');
  await cp(DIST, dist, { recursive: true });
  const manifest = JSON.parse(await readFile(join(dist, 'manifest.json'), 'utf8'));
  const { KEEP_DAYS } = await import('../../scripts/keep-previous.mjs');
  const deployed = new Date('2026-01-01T00:00:00Z');
  const kept = await keepPrevious({ dist, kept: keptDir, now: deployed });
  assert.ok(kept.kept.length > 50, 'the hashed files are kept');
  // A build that is no version's (its files.json gone, as after the next build of the same version).
  await rm(join(keptDir, manifest.channels.exact, 'files.json'));
  const lazy = Object.keys(manifest.integrity).find((file) => file.startsWith('lazy-NavDrawer-')) ?? '';
  const later = (/** @type {number} */ days) => new Date(deployed.getTime() + days * 24 * 60 * 60 * 1000);
  await keepPrevious({ dist: join(folder, 'retention', 'nothing'), kept: keptDir, now: later(KEEP_DAYS) });
  assert.ok(existsSync(join(keptDir, lazy)), `kept ${String(KEEP_DAYS)} days`);
  const { removed } = await keepPrevious({ dist: join(folder, 'retention', 'nothing'), kept: keptDir, now: later(KEEP_DAYS + 1) });
  assert.ok(removed.includes(lazy) && !existsSync(join(keptDir, lazy)), 'removed after');
  // The channels' files stay.
  for (const channel of [manifest.channels.major, manifest.channels.exact]) assert.ok(existsSync(join(keptDir, channel, 'marquee.js')), channel);
});
