import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import commonjs from '@rollup/plugin-commonjs';
import inject from '@rollup/plugin-inject';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import { delivery } from './scripts/delivery.mjs';
import { minifyCss } from './scripts/minify-css.mjs';
import { minifyJs } from './scripts/minify-js.mjs';
import { compileHints } from './scripts/compile-hints.mjs';
import { startupSteps } from './scripts/startup-steps.mjs';

/**
 * One entry registering every element, plus one per element. What the entries load up front
 * (React, the store, the chrome) is one shared chunk; whatever is only imported dynamically — each
 * non-English locale, the navigation drawer, the prompt sanitizer — gets a chunk of its own,
 * loaded when needed.
 */
function sharedChunk() {
  /** @type {Set<string>} */
  const upFront = new Set();
  /** @type {import('rollup').Plugin} */
  const plugin = {
    name: 'shared-chunk',
    buildEnd() {
      const visit = (/** @type {string} */ id) => {
        if (upFront.has(id)) return;
        upFront.add(id);
        for (const dependency of this.getModuleInfo(id)?.importedIds ?? []) visit(dependency);
      };
      for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry) visit(id);
    },
  };
  /** @type {import('rollup').GetManualChunk} */
  const manualChunks = (id, { getModuleInfo }) => {
    if (upFront.has(id) && !getModuleInfo(id)?.isEntry) return 'chrome';
    // What keeps what a visitor did before the script ran (typed text, the category checked) travels with
    // the hydration code: with a chunk of its own, a failed fetch of it would lose it (issue 36).
    if (/[\\/]src[\\/](chrome[\\/]hydration|search[\\/](typedBeforeScript|categoryBeforeScript)|header[\\/]keptOnHydration)\.ts$/.test(id)) return 'hydration';
    // Asked for by hydration's followCheckedCategory and by the category menu's code: a chunk of its
    // own, which neither holds up (issue 36).
    if (/[\\/]src[\\/]search[\\/]chooseCategory\.ts$/.test(id)) return 'chooseCategory';
    // The page-entry listener, which the store asks for as it is made, with the session following
    // it starts at once: one file, one round, not a second fetch found only once the first has come
    // (the consent call and the HTTP client, which also follow the session, load it as they are).
    if (/[\\/]src[\\/]session[\\/](pageEntries|sessionFollow)\.ts$/.test(id)) return 'pageEntries';
    // The English of the parts loaded on demand, and what layers a locale over it: one file for all of
    // them, not one each (a page hydrating its server-rendered chrome wants them all at once). With
    // them the close buttons' icon, which only some of those parts show, all of which load this file.
    if (/[\\/](locales[\\/]en-US[\\/](footer|account|languageList|drawer|searchMenu)Messages|src[\\/]i18n[\\/]useOnDemandMessages)\.ts$/.test(id)) return 'onDemandMessages';
    if (/[\\/]src[\\/]ui[\\/]CloseIcon\.tsx$/.test(id)) return 'onDemandMessages';
    return undefined;
  };
  return { plugin, manualChunks };
}

const chunks = sharedChunk();

/**
 * The libraries' `document` (React's, lit's) is the chrome's pageDocument: a named element in the
 * page shadows the document's own members, which React reads as its module starts
 * (`document.createElement`), where no root container's `ownerDocument` is asked yet.
 */
const libraryDocument = () =>
  inject({ include: /[\\/]node_modules[\\/]/, modules: { document: [fileURLToPath(new URL('src/chrome/pageDocument.ts', import.meta.url)), 'pageDocument'] } });

/** @type {import('rollup').RollupOptions & { output: import('rollup').OutputOptions }} */
export const chrome = {
  input: {
    marquee: 'src/marquee.ts',
    'site-header': 'elements/site-header.ts',
    'site-footer': 'elements/site-footer.ts',
    'consent-banner': 'elements/consent-banner.ts',
    // For pages with server-rendered chrome: loads marquee.js after the first frame.
    'marquee-after-paint': 'src/marqueeAfterPaint.ts',
  },
  output: {
    dir: 'dist',
    format: 'es',
    // Maps are written but not named in the files every visitor downloads: the server names them
    // with a SourceMap header (docs/using-on-a-page.md), which developer tools follow.
    sourcemap: 'hidden',
    // Every file is named by its content, for caching; delivery() adds the stable names.
    entryFileNames: '[name]-[hash].js',
    // The up-front code names every locale and lazy chunk: seven characters of hash each, not eight,
    // are some 55 bytes gzip of it (random characters do not compress); rollup asks for 7 for this many chunks.
    chunkFileNames: (/** @type {import('rollup').PreRenderedChunk} */ chunk) => {
      if (chunk.name === 'chrome') return 'chrome-[hash].js';
      return /[\\/]locales[\\/]/.test(chunk.facadeModuleId ?? '') ? 'locale-[name]-[hash:7].js' : 'lazy-[name]-[hash:7].js';
    },
    manualChunks: chunks.manualChunks,
  },
  plugins: [
    chunks.plugin,
    // After React's own evaluation, after the other libraries', before the page's store is made; an
    // element's class is made in the step before its definition, which upgrades the elements on the page.
    startupSteps(/[\\/](node_modules[\\/]@r2wc[\\/]core[\\/]dist[\\/]core\.js|src[\\/]i18n[\\/]i18nSlice\.ts|src[\\/]store[\\/]store\.ts)$/),
    startupSteps(/[\\/]elements[\\/][a-z-]+\.ts$/, { at: /^defineOnce\(/m }),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    libraryDocument(),
    minifyCss(),
    esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
    minifyJs(),
    compileHints('chrome'),
    // What a server-rendered page hydrates with: the hydration code, asked for with the bundle; and
    // the parts the footer and the banner hydrate with (their content, the question:
    // ElementDefinition's shownParts), with their styles, asked for once the bundle has run.
    delivery({
      hydration: /[\\/]src[\\/]chrome[\\/]hydration\.ts$/,
      parts: /[\\/]src[\\/](footer[\\/](SiteFooter|footer\.styles)|consent[\\/](PromptDialog|consent\.styles))\.tsx?$/,
    }),
  ],
};

/**
 * marquee-site-chrome/bundler: the same elements for hosts that bundle their own React app (Vite,
 * webpack, esbuild, Rollup), in dist/bundler/. react and react-dom stay imports, so the host's
 * bundler resolves them to the host's React and the app ships one; everything else (Redux Toolkit,
 * react-redux, r2wc, lit) is inside, as in dist/, so installing the package still pulls in nothing.
 * Not minified and with source maps: the host's bundler minifies, and splits the lazy chunks again.
 * dist/ itself is untouched by this build.
 * @type {import('rollup').RollupOptions}
 */
export const bundler = {
  input: {
    marquee: 'src/bundler/marquee.ts',
    'site-header': 'src/bundler/site-header.ts',
    'site-footer': 'src/bundler/site-footer.ts',
    'consent-banner': 'src/bundler/consent-banner.ts',
  },
  output: {
    dir: 'dist/bundler',
    format: 'es',
    sourcemap: true,
    entryFileNames: '[name].js',
    chunkFileNames: (/** @type {import('rollup').PreRenderedChunk} */ chunk) =>
      /[\\/]locales[\\/]/.test(chunk.facadeModuleId ?? '') ? 'locale-[name]-[hash].js' : '[name]-[hash].js',
  },
  external: (id) => /^react(-dom)?(\/|$)/.test(id),
  plugins: [
    // Only the bundled libraries read it; React's own checks stay the host's (development or production).
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    libraryDocument(),
    minifyCss(),
    esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
  ],
};

/**
 * marquee-site-chrome/enums: the spec's enumerations as constants, built on their own so that importing them
 * loads no element, store or React (in the chrome chunk they would start the whole chrome).
 * @type {import('rollup').RollupOptions}
 */
export const enums = {
  input: { enums: 'src/enums/index.ts' },
  output: { dir: 'dist', format: 'es', sourcemap: true, entryFileNames: '[name].js' },
  plugins: [esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' }), minifyJs()],
};

/**
 * marquee-site-chrome/server: the server renderer for Node (src/server), with its own React (the server build
 * of react-dom) and its own locale chunks, in dist/server/. Its code is not minified (it runs on servers);
 * the styles it writes are, as the browser's.
 * @type {import('rollup').RollupOptions}
 */
export const server = {
  input: { index: 'src/server/index.ts' },
  output: {
    dir: 'dist/server',
    format: 'es',
    sourcemap: true,
    entryFileNames: '[name].js',
    chunkFileNames: (/** @type {import('rollup').PreRenderedChunk} */ chunk) =>
      /[\\/]locales[\\/]/.test(chunk.facadeModuleId ?? '') ? 'locale-[name]-[hash].js' : '[name]-[hash].js',
  },
  // Node's own modules stay imports; the Node build of react-dom/server needs a few.
  // jsdom (an optional peer, for the consent prompt's HTML) stays an import too.
  external: (id) => id.startsWith('node:') || builtinModules.includes(id) || id === 'jsdom',
  plugins: [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    // Node's builds (react-dom/server's browser build keeps a MessageChannel open, so Node never exits).
    nodeResolve({ exportConditions: ['node'], preferBuiltins: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    // The styles it writes go to browsers, in every page's shadow roots and the painted chunks.
    minifyCss(),
    esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
  ],
};

export default [chrome, enums, server, bundler];
