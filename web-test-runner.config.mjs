import { defaultReporter } from '@web/test-runner';
import { a11ySnapshotPlugin } from '@web/test-runner-commands/plugins';
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createBackend } from './demo/server/app.mjs';
import { browsers, CROSS_ENGINE, enginesWanted, forcedColorsCommand, testPort, viewportCommand } from './test/browsers.mjs';
import { chunkGate } from './test/helpers/chunkGate.mjs';
import { hungFilesReporter } from './test/hungFiles.mjs';
import { serverRenderedDocument } from './test/helpers/serverRenderedDocument.mjs';
import { mainSite } from './test/helpers/mainSite.mjs';
import { serverRenderedPage } from './test/helpers/serverRenderedPage.mjs';
import { visitorTagsPage } from './test/helpers/visitorTagsPage.mjs';

/** Test files' '@open-wc/testing', with waitUntil's longer default (test/helpers/testing.ts). */
const TESTING = fileURLToPath(new URL('./test/helpers/testing.ts', import.meta.url));
const patientWaits = {
  name: 'patient-waits',
  setup(build) {
    build.onResolve({ filter: /^@open-wc\/testing$/ }, (args) => (args.importer === TESTING ? undefined : { path: TESTING }));
  },
};

/**
 * React is CommonJS only, which the dev server cannot serve as ES modules; so each test file is
 * bundled with esbuild on request (DESIGN.md: verified on this machine).
 */
function bundleTests() {
  return {
    name: 'bundle-tests',
    async serve(context) {
      if (!/\.test\.tsx?$/.test(context.path)) return undefined;
      const file = fileURLToPath(new URL(`.${context.path}`, import.meta.url));
      // Stack-trace lookups ask for odd paths too; only real test files are bundled.
      if (!existsSync(file)) return undefined;
      const result = await build({
        entryPoints: [file],
        bundle: true,
        format: 'esm',
        write: false,
        sourcemap: 'inline',
        jsx: 'automatic',
        target: 'es2022',
        define: { 'process.env.NODE_ENV': '"development"' },
        plugins: [patientWaits],
        logLevel: 'silent',
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}

// The reference backend answers the chrome's calls in tests, with its fault switches on
// (POST/DELETE /__faults) and what it received readable at /__events, and serves the manual at /docs/.
const backend = createBackend({ faults: true, docs: fileURLToPath(new URL('.', import.meta.url)) });

const ALL_FILES = ['test/**/*.test.{ts,tsx}', '!test/server/**'];
// Chromium runs every file; Firefox and WebKit the cross-engine set (test/browsers.mjs), as groups of
// their own when several engines run at once. Without MARQUEE_BROWSERS: Chromium alone.
const [first, ...others] = enginesWanted(process.env.MARQUEE_BROWSERS || 'chromium');
// MARQUEE_TEST_PORT fixes the test server's port; without it, any free one (testPort).
const port = await testPort();
const filesFor = (engine) => (engine === 'chromium' || process.env.MARQUEE_ALL_FILES ? ALL_FILES : CROSS_ENGINE);

export default {
  files: filesFor(first),
  port,
  nodeResolve: false,
  // One page at a time: headless Chromium freezes frames of pages beside the focused one, and
  // focus and keyboard tests need the page focused anyway. The whole suite takes seconds.
  concurrency: 1,
  // A test's own waits are a few seconds; its timeout allows for a machine loaded beyond its cores
  // (CI beside other work), where one page load alone has taken more than 5 s.
  testFramework: { config: { timeout: 20_000 } },
  // The server-rendered page first: the pages its links lead to are the backend's, which refuse to be framed.
  // The chunk gate first, so that it can hold any of the build's files (test/helpers/chunkGate.mjs).
  // The main site of a partner's page is this server as 127.0.0.1 (test/helpers/mainSite.mjs).
  middleware: [chunkGate(), mainSite(port), serverRenderedPage(), serverRenderedDocument(), visitorTagsPage(), backend.middleware()],
  // a11ySnapshot: the browser's own accessibility tree, where the virtual screen reader models no popover or <details>.
  plugins: [bundleTests(), viewportCommand(), forcedColorsCommand(), a11ySnapshotPlugin()],
  // What scripts/test-browser.mjs needs to run a file lost to a hung browser once more.
  reporters: [defaultReporter(), hungFilesReporter()],
  browsers: browsers([first]),
  groups: others.map((engine) => ({ name: engine, files: filesFor(engine), browsers: browsers([engine]) })),
};
