// A pack-test step (run.mjs): a React 19 app built with Vite, as a partner's bundler app would use the
// packed package. The app renders <site-header isLoggedIn username watchlistCount> (React 19 props)
// and imports marquee-site-chrome/bundler only after its first render, lazily, as bundler guides
// advise: React has then written those props as attributes on an element not yet defined. In
// Chromium the header must show the visitor signed in with the count, and follow a later change.
// The same app is built three ways, to compare what each ships:
//   none            without the chrome (the elements stay undefined tags)
//   bundler         import('marquee-site-chrome/bundler'): the host's React, shipped once
//   self-contained  import('marquee-site-chrome'): dist/, which brings its own React as well
// It runs in a folder of its own beside the partner project, installing from the npm cache
// (--prefer-offline) the tarball the pack step made, React at this repository's version and Vite.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../../bench/browser.mjs';

const REPO = resolve(import.meta.dirname, '../..');
const KB = 1024;

/** The version this repository has of a package: installed, else as its lockfile pins it (vite). */
export function versionHere(/** @type {string} */ name) {
  try {
    return /** @type {{ version: string }} */ (JSON.parse(readFileSync(join(REPO, 'node_modules', name, 'package.json'), 'utf8'))).version;
  } catch {
    const lock = /** @type {{ packages: Record<string, { version: string }> }} */ (JSON.parse(readFileSync(join(REPO, 'package-lock.json'), 'utf8')));
    const pinned = lock.packages[`node_modules/${name}`]?.version;
    if (!pinned) throw new Error(`${name} is neither installed nor in package-lock.json`);
    return pinned;
  }
}

export function check(/** @type {unknown} */ condition, /** @type {string} */ message) {
  if (!condition) throw new Error(message);
}

function run(/** @type {string} */ dir, /** @type {string} */ command, /** @type {string[]} */ args, /** @type {Record<string, string>} */ env = {}) {
  try {
    return execFileSync(command, args, { cwd: dir, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, ...env } });
  } catch (error) {
    const { stdout = '', stderr = '' } = /** @type {{ stdout?: string, stderr?: string }} */ (error);
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout}${stderr}`);
  }
}

const APP = `import { useEffect, useState } from 'react';
import { loadChrome } from './chrome.js';

export function App() {
  const [count, setCount] = useState(3);
  useEffect(() => {
    // After the first render, as a lazily loaded chrome arrives: the tags are not defined yet.
    window.definedAtFirstRender = Boolean(customElements.get('site-header'));
    void loadChrome();
  }, []);
  return (
    <>
      <site-header isLoggedIn username="Ada" watchlistCount={count} />
      <main>
        <h1>Now showing</h1>
        <button type="button" onClick={() => setCount((n) => n + 1)}>Add to watchlist</button>
      </main>
      <site-footer />
    </>
  );
}
`;

const MAIN = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.jsx';

createRoot(document.getElementById('root')).render(<StrictMode><App /></StrictMode>);
`;

const CHROME = {
  none: 'export const loadChrome = async () => {};\n',
  bundler: "export const loadChrome = () => import('marquee-site-chrome/bundler');\n",
  'self-contained': "export const loadChrome = () => import('marquee-site-chrome');\n",
};

const INDEX = '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Vite host</title></head>\n<body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>\n';

// JSX with React's automatic runtime, by Vite's own transformer (no React plugin).
const CONFIG = `export default {
  oxc: { jsx: { runtime: 'automatic' } },
  logLevel: 'warn',
  build: { outDir: process.env.OUT_DIR, emptyOutDir: true, reportCompressedSize: false },
};
`;

/** Every JavaScript file of a build, with its text. */
function scripts(/** @type {string} */ dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }));
}

/** How often React's version string (in react, react-dom and react-dom/client's builds) appears, quoted any way. */
const reactVersions = (/** @type {string} */ text, /** @type {string} */ version) =>
  text.match(new RegExp(`[\`"']${version.replace(/\./g, '\\.')}[\`"']`, 'g'))?.length ?? 0;

const gzip = (/** @type {string | Buffer} */ text) => gzipSync(text, { level: 9 }).length;
const kb = (/** @type {number} */ bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** Serves a build's folder. */
export async function serve(/** @type {string} */ root) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    try {
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': types[/** @type {'.js'} */ (extname(file))] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((done) => { server.listen(0, '127.0.0.1', () => { done(undefined); }); });
  const address = server.address();
  return { server, origin: `http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}` };
}

/**
 * @param {{ project: string, step: (name: string, body: () => Promise<void> | void) => Promise<void> }} options
 *   project: the pack test's folder, holding the packed tarball; step: run.mjs's step runner
 */
export async function viteReactHost({ project, step }) {
  const app = join(project, 'vite-host');
  const react = versionHere('react');
  /** @type {Record<string, { gzip: number, reactVersions: number, files: number }>} */
  const builds = {};
  /** @type {Record<string, { gzip: number, files: number }>} */
  const loaded = {};

  await step('a React 19 app builds with Vite three ways: without the chrome, with marquee-site-chrome/bundler, with marquee-site-chrome', () => {
    const tarball = readdirSync(project).find((file) => /^marquee-site-chrome-.*\.tgz$/.test(file));
    check(tarball, 'no packed marquee-site-chrome tarball in the project');
    mkdirSync(join(app, 'src'), { recursive: true });
    const manifest = {
      name: 'vite-react-host',
      private: true,
      type: 'module',
      dependencies: { 'marquee-site-chrome': `file:../${tarball ?? ''}`, react, 'react-dom': react },
      devDependencies: { vite: versionHere('vite') },
    };
    writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    writeFileSync(join(app, 'index.html'), INDEX);
    writeFileSync(join(app, 'vite.config.mjs'), CONFIG);
    writeFileSync(join(app, 'src/App.jsx'), APP);
    writeFileSync(join(app, 'src/main.jsx'), MAIN);
    run(app, 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund']);
    for (const [variant, source] of Object.entries(CHROME)) {
      writeFileSync(join(app, 'src/chrome.js'), source);
      // Vite's warnings (stderr) too: none may name our files (issue 54: `new URL("./", import.meta.url)`).
      const built = spawnSync('npx', ['vite', 'build'], { cwd: app, encoding: 'utf8', env: { ...process.env, OUT_DIR: `dist-${variant}` } });
      check(built.status === 0, `vite build (${variant}) failed:\n${built.stdout}${built.stderr}`);
      const ours = `${built.stdout}${built.stderr}`.split('\n').filter((line) => /marquee-site-chrome/.test(line));
      check(ours.length === 0, `vite build (${variant}) warns about the package:\n${ours.join('\n')}`);
      const files = scripts(join(app, `dist-${variant}`));
      builds[variant] = {
        gzip: files.reduce((sum, { text }) => sum + gzip(text), 0),
        reactVersions: files.reduce((sum, { text }) => sum + reactVersions(text, react), 0),
        files: files.length,
      };
    }
    const { none, bundler, 'self-contained': self } = /** @type {Record<string, { gzip: number, reactVersions: number }>} */ (builds);
    console.log(`     each build's JavaScript, gzip (every file, each alone: locales and lazy parts included), and React ${react}'s version string:`);
    for (const [variant, { gzip: bytes, reactVersions: versions, files }] of Object.entries(builds)) {
      console.log(`       ${variant.padEnd(16)} ${kb(bytes).padStart(9)} in ${String(files).padStart(3)} files, React's version ${String(versions)}×`);
    }
    check(none && none.reactVersions > 0, 'the app without the chrome has no React in it: the count is wrong');
    check(bundler?.reactVersions === none?.reactVersions, `marquee-site-chrome/bundler brought React again: ${String(bundler?.reactVersions)} against ${String(none?.reactVersions)} without the chrome`);
    check((self?.reactVersions ?? 0) > (none?.reactVersions ?? 0), 'the self-contained build shows one React: the count cannot tell them apart');
    const installed = scripts(join(app, 'node_modules/marquee-site-chrome/dist/bundler'));
    check(installed.length > 0 && installed.every(({ text }) => reactVersions(text, react) === 0), 'dist/bundler/ has React inside');
  });

  await step('the Vite app, importing the chrome after its first render, shows the visitor signed in with the count', async () => {
    const browser = await launchChromium();
    try {
      for (const variant of Object.keys(CHROME)) {
        const root = join(app, `dist-${variant}`);
        const { server, origin } = await serve(root);
        const page = await browser.newPage();
        const { errors, noBackendSaid } = consoleOf(page);
        /** @type {Set<string>} */
        const scriptsLoaded = new Set();
        page.on('response', (response) => {
          const path = new URL(response.url()).pathname;
          if (path.endsWith('.js')) scriptsLoaded.add(path);
        });
        try {
          await page.goto(`${origin}/`);
          if (variant === 'none') {
            await page.waitForSelector('main button');
          } else {
            await signedInWith(page, '3');
            check((await page.evaluate(() => /** @type {{ definedAtFirstRender?: boolean }} */ (window).definedAtFirstRender)) === false, 'the chrome was defined before the first render: the test does not load it lazily');
            // Defined now, React sets the property; what it wrote before gives way.
            await page.click('main button');
            await signedInWith(page, '4');
            check(await page.$eval('site-header', (el) => !el.hasAttribute('watchlistcount') && el.getAttribute('watchlist-count') === '4'), 'watchlistCount did not reach the property');
            await page.waitForFunction(() => document.querySelector('site-footer')?.shadowRoot?.querySelector('a'), { timeout: 10_000 });
            const said = await noBackendSaid();
            check(said === 1, `${variant}: the app has no backend, and the console said so ${String(said)} times (once is right)`);
          }
          check(errors.length === 0, `${variant}: errors: ${errors.join('; ')}`);
          loaded[variant] = { gzip: [...scriptsLoaded].reduce((sum, path) => sum + gzip(readFileSync(join(root, path))), 0), files: scriptsLoaded.size };
        } finally {
          await page.close();
          server.close();
        }
      }
    } finally {
      await browser.close();
    }
    console.log('     what the page loads to show the signed-in header and the footer (en-US), gzip:');
    for (const [variant, { gzip: bytes, files }] of Object.entries(loaded)) {
      const extra = variant === 'none' ? '' : `, ${kb(bytes - (loaded.none?.gzip ?? 0))} for the chrome`;
      console.log(`       ${variant.padEnd(16)} ${kb(bytes).padStart(9)} in ${String(files).padStart(3)} files${extra}`);
    }
  });
}

/**
 * What a page of an app served with no backend said in the console: its errors besides the one
 * that says there is no backend (issue 54), and how often that one was said, waiting up to 10 s
 * for it. These apps run with no backend, as an app under its dev server may.
 * @param {import('puppeteer-core').Page} page
 */
export function consoleOf(page) {
  /** @type {string[]} */
  const errors = [];
  let noBackend = 0;
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() !== 'error' || !message.text().includes('[marquee]')) return;
    if (message.text().includes('npx marquee-site-chrome serve')) noBackend += 1;
    else errors.push(message.text());
  });
  return {
    errors,
    async noBackendSaid() {
      for (const end = performance.now() + 10_000; noBackend === 0 && performance.now() < end; ) await new Promise((resolve) => setTimeout(resolve, 100));
      return noBackend;
    },
  };
}

/** Waits until the page's header shows Ada signed in with `count` on her watchlist. */
export function signedInWith(/** @type {import('puppeteer-core').Page} */ page, /** @type {string} */ count) {
  return page.waitForFunction(
    (count) => {
      const root = document.querySelector('site-header')?.shadowRoot;
      return root?.querySelector('.login-state')?.getAttribute('data-logged-in') === 'true' && root.querySelector('.count')?.textContent === count && root.textContent.includes('Ada');
    },
    { timeout: 10_000 },
    count,
  );
}
