// Pack-test steps (run.mjs): the packed package in a Vue 3, a Svelte 5 and an Angular app, each as
// docs/frameworks.md says (test/pack/hosts/<framework>): imported once, the tags declared to
// the framework as custom elements, a property bound to the app's state (watchlistCount), an
// attribute or two, and a listener for locale-change. For each app:
//   - its template typings check the app and catch the mistakes in its Typos file (Vue: vue-tsc
//     with marquee-site-chrome/vue; Svelte: svelte-check with marquee-site-chrome/svelte; Angular
//     has no typings for a custom element's template, only its schema: its build checks the rest);
//   - the framework's own build (Vite with the framework's plugin; Angular's application builder)
//     warns about nothing of ours;
//   - in Chromium, the header shows Ada signed in with 3, then 4 after the app's button, the
//     language the visitor picks reaches the app through locale-change, and the console says once
//     that the app has no backend (it is served without one, as under a dev server).
// Vue's and Svelte's toolchains are at this repository's versions (its devDependencies); Angular's
// are pinned here: Angular 21 is the last that runs on Node 20, which README says is enough.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '../../bench/browser.mjs';
import { check, consoleOf, serve, signedInWith, versionHere } from './viteHost.mjs';

const HOSTS = join(import.meta.dirname, 'hosts');
const ANGULAR = '21.2.26';
const ANGULAR_TOOLS = '21.2.27';

/**
 * @typedef {{
 *   dependencies: Record<string, string>,
 *   typeCheck?: string[],
 *   build: string[],
 *   output: string,
 *   env?: Record<string, string>,
 * }} Host
 */

/** @type {Record<'Vue' | 'Svelte' | 'Angular', Host>} */
const FRAMEWORKS = {
  Vue: {
    dependencies: Object.fromEntries(['vue', '@vitejs/plugin-vue', 'vite', 'vue-tsc', 'typescript'].map((name) => [name, versionHere(name)])),
    typeCheck: ['vue-tsc', '--noEmit', '-p', '.'],
    build: ['vite', 'build', '--logLevel', 'warn'],
    output: 'dist',
  },
  Svelte: {
    dependencies: Object.fromEntries(['svelte', '@sveltejs/vite-plugin-svelte', 'vite', 'svelte-check', 'typescript'].map((name) => [name, versionHere(name)])),
    typeCheck: ['svelte-check', '--tsconfig', './tsconfig.json', '--output', 'human'],
    build: ['vite', 'build', '--logLevel', 'warn'],
    output: 'dist',
  },
  Angular: {
    dependencies: {
      ...Object.fromEntries(['core', 'common', 'compiler', 'compiler-cli', 'platform-browser'].map((name) => [`@angular/${name}`, ANGULAR])),
      '@angular/build': ANGULAR_TOOLS,
      '@angular/cli': ANGULAR_TOOLS,
      rxjs: '7.8.2',
      tslib: '2.9.1',
      typescript: versionHere('typescript'),
    },
    build: ['ng', 'build'],
    output: 'dist/browser',
    env: { NG_CLI_ANALYTICS: 'false' },
  },
};

/** Runs an npx command in the app; its status and everything it printed. */
function npx(/** @type {string} */ dir, /** @type {string[]} */ args, /** @type {Record<string, string>} */ env = {}) {
  const result = spawnSync('npx', ['--no-install', ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, ...env } });
  return { ok: result.status === 0, out: `${result.stdout}${result.stderr}` };
}

/**
 * @param {{ project: string, step: (name: string, body: () => Promise<void> | void) => Promise<void> }} options
 *   project: the pack test's folder, holding the packed tarball; step: run.mjs's step runner
 */
export async function frameworkHosts({ project, step }) {
  const tarball = readdirSync(project).find((file) => /^marquee-site-chrome-.*\.tgz$/.test(file)) ?? '';
  /** @type {string[]} */
  const built = [];
  for (const [framework, host] of Object.entries(FRAMEWORKS)) {
    const app = join(project, `${framework.toLowerCase()}-host`);
    const checked = host.typeCheck ? `${host.typeCheck[0] ?? ''} with the typings catches its typos` : 'its template compiles under its schema';
    await step(`the ${framework} app as the manual shows it: ${checked}, and ${host.build.join(' ')} warns about nothing of ours`, () => {
      cpSync(join(HOSTS, framework.toLowerCase()), app, { recursive: true });
      const manifest = { name: `${framework.toLowerCase()}-host`, private: true, type: 'module', dependencies: { 'marquee-site-chrome': `file:../${tarball}`, ...host.dependencies } };
      writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: app, stdio: 'pipe' });
      const typos = readdirSync(join(app, 'src')).find((file) => file.startsWith('Typos.'));
      if (host.typeCheck) {
        check(typos, `${framework}: no Typos file to check the typings with`);
        const withTypos = npx(app, host.typeCheck);
        // Each mistake, by what the checker says of it.
        for (const expected of ["'string' is not assignable to type 'number'", "Property 'langauge' does not exist"]) {
          check(withTypos.out.includes(expected), `${framework}: the typings let a mistake through (${expected}):\n${withTypos.out}`);
        }
        rmSync(join(app, 'src', typos ?? ''));
        const clean = npx(app, host.typeCheck);
        check(clean.ok, `${framework}: the app does not type-check:\n${clean.out}`);
      }
      const build = npx(app, host.build, host.env);
      check(build.ok, `${framework}: ${host.build.join(' ')} failed:\n${build.out}`);
      const ours = build.out.split('\n').filter((line) => /marquee-site-chrome|▲|warn/i.test(line));
      check(ours.length === 0, `${framework}: the build warns:\n${ours.join('\n')}`);
      built.push(framework);
    });
  }

  await step(`in Chromium, each app (${built.join(', ') || 'none built'}) shows Ada signed in, follows its state and hears locale-change`, async () => {
    check(built.length === Object.keys(FRAMEWORKS).length, 'not every app built');
    const browser = await launchChromium();
    try {
      for (const framework of built) {
        const { server, origin } = await serve(join(project, `${framework.toLowerCase()}-host`, FRAMEWORKS[/** @type {'Vue'} */ (framework)].output));
        const page = await browser.newPage();
        const { errors, noBackendSaid } = consoleOf(page);
        try {
          // The desktop bar, where the language selector is a flyout in the bar.
          await page.setViewport({ width: 1400, height: 900 });
          await page.goto(`${origin}/`);
          await signedInWith(page, '3');
          await page.click('main button');
          await signedInWith(page, '4');
          await page.waitForFunction(() => document.querySelector('site-header')?.shadowRoot?.querySelector('.language-flyout .flyout-button'), { timeout: 10_000 });
          await page.evaluate(() => {
            /** @type {HTMLButtonElement | null | undefined} */ (document.querySelector('site-header')?.shadowRoot?.querySelector('.language-flyout .flyout-button'))?.click();
          });
          await page.waitForFunction(() => document.querySelector('site-header')?.shadowRoot?.querySelector('.language-item[lang="fr-FR"]')?.closest('[hidden]') === null, { timeout: 10_000 });
          await page.evaluate(() => {
            /** @type {HTMLElement | null | undefined} */ (document.querySelector('site-header')?.shadowRoot?.querySelector('.language-item[lang="fr-FR"]'))?.click();
          });
          await page.waitForFunction(() => document.querySelector('#chosen')?.textContent === 'fr-FR', { timeout: 10_000 });
          check(new URL(page.url()).pathname === '/', `${framework}: the page navigated although the app handles locale-change`);
          await page.waitForFunction(() => document.querySelector('site-footer')?.shadowRoot?.querySelector('a'), { timeout: 10_000 });
          const said = await noBackendSaid();
          check(said === 1, `the app has no backend, and the console said so ${String(said)} times (once is right)`);
          check(errors.length === 0, `errors: ${errors.join('; ')}`);
        } catch (error) {
          throw new Error(`${framework}: ${String(error)}`);
        } finally {
          await page.close();
          server.close();
        }
      }
    } finally {
      await browser.close();
    }
  });
}
