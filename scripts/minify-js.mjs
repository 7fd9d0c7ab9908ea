import terser from '@rollup/plugin-terser';

/**
 * The browser build's minifier, shared by rollup.config.mjs and the floor (bench/floor.mjs) so
 * their bytes compare. Terser rather than esbuild's minifier: two compress passes take about 3 KB
 * gzip more out of what the elements load up front, most of it from code esbuild leaves as is.
 * Only safe transforms: nothing that assumes getters are pure or rewrites functions into arrows.
 * @returns {import('rollup').Plugin}
 */
export function minifyJs() {
  return terser({ module: true, ecma: 2020, compress: { passes: 2 }, format: { comments: false } });
}
