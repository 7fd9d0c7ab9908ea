// CI's pack test: Marquee as a partner gets it. Packs the package (after npm run build), installs
// the tarball into an empty folder outside the repository, and there:
//   1. type-checks the React host (demo/react-host) against the installed typings, and shows that
//      tsc fails on its misspelt attributes once their expect-error comments are gone; imports
//      marquee-site-chrome/enums in Node and type-checks a file using it;
//   2. builds the React host with its own rollup config;
//   3. loads in Chromium the plain page (demo/index.html), the theming page, the React host and
//      the server-rendered page (demo/ssr), all on the installed bundle;
//   4. runs the sample partner suite (test/pack/partner, the manual's example) with web-test-runner
//      and marquee-site-chrome/testing;
//   and the steps of the modules it calls, one line each (test/pack/*.mjs): among them a React app
//   built with Vite (viteHost.mjs), and Vue, Svelte and Angular apps (frameworkHosts.mjs).
// Dependencies come from the npm cache (--prefer-offline), better-sqlite3's addon too (cached from
// this repository's build by scripts/cache-native-build.mjs, so it is not compiled again): the
// project holds everything it runs, and nothing in it leads back into the clone, which may sit in a
// folder other users cannot enter (partnerAsUser.mjs runs part of it as another user). Set
// KEEP_PACK_DIR=1 to keep the folder for a look.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import puppeteer from 'puppeteer-core';

const REPO = resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** What the partner project installs besides marquee, at the versions this repository has (cached). */
const PARTNER_PACKAGES = [
  // the partner suite, and the types the manual's code is checked with
  '@web/test-runner', '@web/test-runner-chrome', '@web/test-runner-commands', '@open-wc/testing', '@types/mocha', '@types/node',
  // marquee-site-chrome/testing's optional peers
  'better-sqlite3', 'graphql', 'vega-datasets',
  // the React host
  'react', 'react-dom', '@types/react', '@types/react-dom', 'typescript',
  'rollup', '@rollup/plugin-node-resolve', '@rollup/plugin-commonjs', '@rollup/plugin-replace', 'rollup-plugin-esbuild', 'esbuild',
];

const versionHere = (/** @type {string} */ name) => /** @type {{ version: string }} */ (JSON.parse(readFileSync(join(REPO, 'node_modules', name, 'package.json'), 'utf8'))).version;

/** Runs a command in the partner project; returns its output, or throws with it. */
function run(/** @type {string} */ dir, /** @type {string} */ command, /** @type {string[]} */ args) {
  try {
    return execFileSync(command, args, { cwd: dir, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, CHROME_PATH: CHROMIUM } });
  } catch (error) {
    const { stdout = '', stderr = '' } = /** @type {{ stdout?: string, stderr?: string }} */ (error);
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout}${stderr}`);
  }
}

let failures = 0;
/** @param {string} name @param {() => Promise<void> | void} body */
async function step(name, body) {
  const started = performance.now();
  try {
    await body();
    console.log(`ok   ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failures += 1;
    console.log(`FAIL ${name}\n${String(error instanceof Error ? error.message : error).replace(/^/gm, '     ')}`);
  }
}

function check(/** @type {unknown} */ condition, /** @type {string} */ message) {
  if (!condition) throw new Error(message);
}

if (!existsSync(join(REPO, 'dist/marquee.js'))) {
  console.error('dist/ is missing: run npm run build first.');
  process.exit(1);
}
const project = mkdtempSync(join(tmpdir(), 'marquee-pack-'));

await step('pack and install into an empty project', () => {
  const [packed] = /** @type {{ filename: string }[]} */ (JSON.parse(run(REPO, 'npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', project])));
  check(packed, 'npm pack made no tarball');
  const devDependencies = Object.fromEntries(PARTNER_PACKAGES.map((name) => [name, versionHere(name)]));
  const manifest = {
    name: 'partner-site', private: true, type: 'module',
    dependencies: { 'marquee-site-chrome': `file:./${packed?.filename ?? ''}` }, devDependencies,
    allowScripts: { 'better-sqlite3': true }, // its install unpacks the cached addon
  };
  writeFileSync(join(project, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  run(REPO, process.execPath, ['scripts/cache-native-build.mjs']);
  run(project, 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund']);
  const outside = run(project, 'find', ['.', '-type', 'l']).split('\n').filter(Boolean)
    .filter((link) => !realpathSync(join(project, link)).startsWith(`${realpathSync(project)}/`));
  check(outside.length === 0, `the project links out of itself: ${outside.join(', ')}`);
  // The host examples and the partner suite, as a partner would have them: the demo's pages
  // (without the reference backend: that comes with the package) and a test folder.
  cpSync(join(REPO, 'demo'), join(project, 'demo'), { recursive: true, filter: (from) => !/[\\/](server|dist|node_modules)$/.test(from) });
  cpSync(join(REPO, 'test/pack/partner'), project, { recursive: true });
  // The pages load /dist/marquee.js: here that is the installed package's bundle.
  cpSync(join(project, 'node_modules/marquee-site-chrome/dist'), join(project, 'dist'), { recursive: true });
});

await step('the React host type-checks against the installed typings', () => {
  run(project, 'npx', ['tsc', '-p', 'demo/react-host']);
});

await step('marquee-site-chrome/enums gives the spec\'s enumerations as constants and types, loading no element', () => {
  const script = "import * as enums from 'marquee-site-chrome/enums'; console.log(JSON.stringify({ ...enums, defined: typeof customElements !== 'undefined' }))";
  const values = /** @type {Record<string, unknown>} */ (JSON.parse(run(project, process.execPath, ['--input-type=module', '-e', script])));
  check(JSON.stringify(values.UserRole) === '["ADMIN","CUSTOMER"]', `UserRole is ${JSON.stringify(values.UserRole)}`);
  check(JSON.stringify(values.PageAssemblyType) === '["main","pagecomponent"]', `PageAssemblyType is ${JSON.stringify(values.PageAssemblyType)}`);
  check(Array.isArray(values.HitType) && values.HitType.includes('clickstreamIgnore'), 'HitType is missing clickstreamIgnore');
  check(values.defined === false, 'importing the enums needed a DOM');
  const source = [
    "import { ConsentOperation, type HitType, type UserRole } from 'marquee-site-chrome/enums';",
    'export const role: UserRole = \'CUSTOMER\';',
    'export const operations: readonly ConsentOperation[] = ConsentOperation;',
    '// @ts-expect-error not a hit type',
    'export const hit: HitType = \'pageView\';',
    '',
  ].join('\n');
  writeFileSync(join(project, 'enums-check.ts'), source);
  run(project, 'npx', ['tsc', '--noEmit', '--strict', '--target', 'es2022', '--module', 'esnext', '--moduleResolution', 'bundler', 'enums-check.ts']);
});

await step('tsc fails on each misspelt attribute of the React host', () => {
  const typos = readFileSync(join(project, 'demo/react-host/src/typos.tsx'), 'utf8');
  const marked = typos.split('\n').filter((line) => line.includes('@ts-expect-error')).length;
  writeFileSync(join(project, 'demo/react-host/src/typos.tsx'), typos.replace(/^.*@ts-expect-error.*$/gm, ''));
  let output = '';
  try {
    run(project, 'npx', ['tsc', '-p', 'demo/react-host']);
  } catch (error) {
    output = String(error);
  } finally {
    writeFileSync(join(project, 'demo/react-host/src/typos.tsx'), typos);
  }
  const errors = new Set(output.match(/typos\.tsx\(\d+,/g));
  check(marked > 0 && errors.size === marked, `expected ${String(marked)} lines with errors, got ${String(errors.size)}:\n${output}`);
});

await step('the React host builds with its rollup config', () => {
  run(project, 'npx', ['rollup', '-c', 'demo/react-host/rollup.config.mjs']);
});

const { loadBackend } = /** @type {typeof import('../../testing/plugin.js')} */ (await import(pathToFileURL(join(project, 'node_modules/marquee-site-chrome/testing/plugin.js')).href));
const browser = await puppeteer.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

const { renderedScript } = /** @type {typeof import('../../testing/ready.js')} */ (await import(pathToFileURL(join(project, 'node_modules/marquee-site-chrome/testing/ready.js')).href));

/**
 * Waits until each element of the page has rendered, as marquee-site-chrome/testing's rendered() does: defined,
 * hydrated where the server rendered it (the backend's pages load the bundle after their first frame,
 * so the server's HTML is there first), its root there, translations loaded; in `locale` if given.
 */
async function rendered(/** @type {import('puppeteer-core').Page} */ page, /** @type {string | undefined} */ locale = undefined) {
  await page.waitForFunction(renderedScript(['site-header', 'site-footer'], locale), { timeout: 10_000 });
}

/**
 * Opens a page, collecting its uncaught errors, and waits until the chrome has rendered.
 * @param {string} url
 * @param {Record<string, string>} [headers]
 */
async function open(url, headers) {
  const page = await browser.newPage();
  /** @type {string[]} */
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  if (headers) await page.setExtraHTTPHeaders(headers);
  await page.goto(url);
  await rendered(page);
  return { page, errors };
}

/** Text the element shows in its shadow root. */
const shown = (/** @type {import('puppeteer-core').Page} */ page, /** @type {string} */ tag) =>
  page.$eval(tag, (el) => el.shadowRoot?.textContent ?? '');

const site = await loadBackend({ staticRoot: project });
const { createServer } = await import('node:http');
const server = createServer((req, res) => {
  site.handle(req, res).then((answered) => { if (!answered) res.writeHead(404).end(); }, () => res.destroy());
});
await new Promise((done) => { server.listen(0, '127.0.0.1', () => { done(undefined); }); });
const address = server.address();
const origin = `http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}`;

await step('the plain page shows the chrome from the bundle, in the locale asked for', async () => {
  const { page, errors } = await open(`${origin}/?locale=de-DE`);
  await rendered(page, 'de-DE');
  check((await shown(page, 'site-header')).includes('Anmelden'), 'the header is not in German');
  check(await page.evaluate(() => Boolean(customElements.get('consent-banner'))), '<consent-banner> is not defined');
  check(errors.length === 0, `page errors: ${errors.join('; ')}`);
  await page.close();
});

await step('the theming page restyles the chrome through custom properties and parts', async () => {
  const { page, errors } = await open(`${origin}/theming.html`);
  const header = await page.$eval('site-header', (el) => {
    const bar = el.shadowRoot?.querySelector('[part~="navbar"]');
    return { background: getComputedStyle(el).backgroundColor, border: bar ? getComputedStyle(bar).borderBottomColor : undefined };
  });
  check(header.background === 'rgb(11, 57, 84)', `--marquee-header-background gave ${header.background}`);
  check(header.border === 'rgb(255, 107, 53)', `the ::part(navbar) border is ${String(header.border)}`);
  check(errors.length === 0, `page errors: ${errors.join('; ')}`);
  await page.close();
});

await step('the React host drives the elements by properties and hears their events', async () => {
  const { page, errors } = await open(`${origin}/react-host/index.html`);
  check((await shown(page, 'site-header')).includes('Sign In'), 'the header does not offer Sign In');
  const [signIn] = await page.$$('xpath/.//button[text()="Sign in as Ada"]');
  check(signIn, 'no sign-in button');
  await signIn?.click();
  await page.waitForFunction(() => document.querySelector('site-header')?.shadowRoot?.textContent.includes('Ada'), { timeout: 5000 });
  check(await page.$eval('site-header', (el) => el.hasAttribute('is-logged-in')), 'isLoggedIn did not reach the attribute');
  await page.$eval('site-header', (el) => {
    el.dispatchEvent(new CustomEvent('locale-change', { detail: { locale: 'de-DE' }, bubbles: true, composed: true, cancelable: true }));
  });
  await page.waitForFunction(() => document.querySelector('#locale')?.textContent === 'de-DE', { timeout: 5000 });
  await rendered(page, 'de-DE');
  const links = await page.$eval('site-footer', (el) => [...(el.shadowRoot?.querySelectorAll('a') ?? [])].map((a) => a.href));
  check(links.includes('https://help.example.com/'), 'the help-link attribute did not reach the footer');
  check(errors.length === 0, `page errors: ${errors.join('; ')}`);
  await page.close();
});

await step('the server-rendered page sets the attributes per request, escaped, and its chrome hydrates', async () => {
  const ssr = spawn(process.execPath, ['demo/ssr/server.mjs'], { cwd: project, env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const ssrOrigin = await new Promise((found, fail) => {
      ssr.stdout.on('data', (/** @type {Buffer} */ data) => {
        const match = /http:\/\/127\.0\.0\.1:\d+/.exec(String(data));
        if (match) found(match[0]);
      });
      ssr.on('exit', (code) => { fail(new Error(`the SSR server exited (${String(code)})`)); });
    });
    // The chrome arrives in the HTML (marquee-site-chrome/server from the installed package), in German.
    const html = await (await fetch(`${String(ssrOrigin)}/movies/?sort=new`, { headers: { 'accept-language': 'de-DE' } })).text();
    check((html.match(/<template shadowrootmode="open">/g) ?? []).length === 2, 'header and footer were not server-rendered');
    check(html.includes('Anmelden'), 'the server-rendered header is not in German');
    // Signed out, German, on /movies/?sort=new: the header's Sign In carries that page along.
    // open() waits until the chrome is hydrated, not only there as the server's HTML.
    const { page, errors } = await open(`${String(ssrOrigin)}/movies/?sort=new`, { 'accept-language': 'de-DE,de;q=0.9' });
    check((await page.$eval('site-header', (el) => el.locale)) === 'de-DE', 'the locale did not follow Accept-Language');
    const signIn = await page.$eval('site-header', (el) => el.shadowRoot?.querySelector('a[href*="/registration/signin"]')?.getAttribute('href'));
    check(new URL(signIn ?? '/', 'http://x').searchParams.get('u') === '/movies/?sort=new', `Sign In leads to ${String(signIn)}`);
    // The reference backend's demo sign-in sets its cookie and returns to that page, signed in.
    const username = 'Ada "<b>bold</b>';
    await page.goto(new URL(signIn ?? '/', String(ssrOrigin)).href);
    await page.type('input[name="username"]', username);
    await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
    await rendered(page);
    const header = await page.$eval('site-header', (el) => ({ username: el.username, signedIn: el.isLoggedIn, uri: el.currentUri }));
    check(header.username === username && header.signedIn, `signed-in state: ${JSON.stringify(header)}`);
    check(header.uri === '/movies/?sort=new', `current-uri: ${header.uri}`);
    check((await page.$$('main b')).length === 0, 'the user name was not escaped');
    check((await shown(page, 'site-header')).includes(username), 'the header does not show the user');
    check(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  } finally {
    ssr.kill();
  }
});

await (await import('./partnerPages.mjs')).default({ project, origin, step, check });
await browser.close();
server.close();
site.close();

await step('the sample partner suite passes with marquee-site-chrome/testing', () => {
  const output = run(project, 'npx', ['web-test-runner']);
  console.log(`     ${output.match(/\d+ passed, \d+ failed/g)?.at(-1) ?? ''}`);
});
await step('npx marquee-site-chrome serve starts the reference backend from the installed package, for an app\'s dev server', async () => {
  // What npx runs, started directly so that stopping it stops the server (npx would leave it running).
  const child = spawn(join(project, 'node_modules/.bin/marquee-site-chrome'), ['serve', '--port', '0'], { cwd: project, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (out += chunk));
  try {
    const base = await new Promise((done, fail) => {
      child.stdout.on('data', () => {
        const port = /Marquee reference backend: http:\/\/localhost:(\d+)\/\n.*\nStore: .*\n/.exec(out)?.[1];
        if (port) done(`http://127.0.0.1:${port}`);
      });
      child.on('exit', (code) => { fail(new Error(`exited with ${String(code)}: ${out}`)); });
      setTimeout(() => { fail(new Error(`no address printed: ${out}`)); }, 60_000).unref();
    });
    check((await fetch(`${String(base)}/tr/?ht=pageHit`)).status === 204, 'tracking is not answered');
    const suggestions = await fetch(`${String(base)}/suggestion/s/star.json?includeVideos=1`);
    check(suggestions.ok && Array.isArray((/** @type {{ d?: unknown }} */ (await suggestions.json())).d), 'no suggestions');
    console.log(`     ${out.split('\n').slice(0, 3).join(' / ')}`);
  } finally {
    child.kill('SIGTERM');
  }
});
await (await import('./partnerAsUser.mjs')).default({ project, step, check });
await (await import('./readme.mjs')).default({ project, repo: REPO, step, run, check });
await (await import('./withoutJsdom.mjs')).default({ project, step, check });
await (await import('./publish.mjs')).default({ repo: REPO, step, run, check });

await (await import('./viteHost.mjs')).viteReactHost({ project, step });
await (await import('./frameworkHosts.mjs')).frameworkHosts({ project, step });

if (process.env.KEEP_PACK_DIR) console.log(`kept ${project}`);
else rmSync(project, { recursive: true, force: true });
console.log(failures === 0 ? 'pack test: all green' : `pack test: ${String(failures)} failed`);
process.exit(failures === 0 ? 0 : 1);
