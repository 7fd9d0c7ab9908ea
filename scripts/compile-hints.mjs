import MagicString from 'magic-string';

/** V8's explicit compile hint (Chrome 136 and later): compile every function of this file at once. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts V8's explicit compile hint at the top of the named chunk, after the minifier (which drops
 * comments). Chromium then compiles all of its functions as it streams the file in, off the main
 * thread, instead of parsing each one again on the main thread when it is first called. For the
 * shared chunk only: nearly all of it runs as the elements start (React's, Redux's and the
 * elements' own code), where a lazy chunk's code mostly waits for a visitor. Slow 4G at 4× CPU,
 * 12 runs each: the header hydrated 311 ms after the shared chunk arrived, against 396 without.
 * Other engines read a comment.
 * @param {string} chunkName
 * @returns {import('rollup').Plugin}
 */
export function compileHints(chunkName) {
  return {
    name: 'compile-hints',
    renderChunk(code, chunk) {
      if (chunk.name !== chunkName) return null;
      const text = new MagicString(code);
      text.prepend(`${EAGER_COMPILE_HINT}\n`);
      return { code: text.toString(), map: text.generateMap({ hires: 'boundary' }) };
    },
  };
}
