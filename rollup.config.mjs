import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild, { minify } from 'rollup-plugin-esbuild';

/**
 * One entry registering every element, plus one per element; the entries share one chunk with
 * React, the store and the chrome, and each non-English locale is a chunk loaded on demand.
 */
const isEntry = (id) => /[\\/](elements[\\/][^\\/]+|src[\\/]marquee)\.ts$/.test(id);
const isLazyLocale = (id) => /[\\/]locales[\\/][a-z]{2}-[A-Z]{2}[\\/]/.test(id) && !id.includes('en-US');

export default {
  input: {
    marquee: 'src/marquee.ts',
    'site-header': 'elements/site-header.ts',
    'site-footer': 'elements/site-footer.ts',
    'consent-banner': 'elements/consent-banner.ts',
  },
  output: {
    dir: 'dist',
    format: 'es',
    sourcemap: true,
    entryFileNames: '[name].js',
    chunkFileNames: (chunk) => (chunk.name === 'chrome' ? 'chrome-[hash].js' : 'locale-[name]-[hash].js'),
    manualChunks: (id) => (isLazyLocale(id) || isEntry(id) ? undefined : 'chrome'),
  },
  plugins: [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
    minify({ target: 'es2022', legalComments: 'none' }),
  ],
};
