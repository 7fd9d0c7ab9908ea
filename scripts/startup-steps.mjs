/**
 * A rollup plugin that has the browser bundle's up-front code evaluate in steps: in each module
 * `modules` matches, the chunk awaits a task of its own (top-level await) at the start of the
 * first line `at` matches (the module's start by default), so that no one task holds a phone's main
 * thread for the whole bundle; a tap, a frame or the page's own scripts go in between (issue 37:
 * the three tags' blocking time). For dist/ only: the bundler build and the server renderer
 * import the same modules and stay free of top-level await.
 *
 * Written out at each step rather than imported: the same text again compresses to almost
 * nothing, and these bytes count against the up-front budget. A timer, clamped to a second in a
 * tab that opened in the background, where nothing is seen until the visitor comes to it.
 * @param {RegExp} modules
 * @param {{ at?: RegExp }} [options]
 * @returns {import('rollup').Plugin}
 */
export function startupSteps(modules, { at = /^/ } = {}) {
  return {
    name: 'startup-steps',
    transform(code, id) {
      if (!modules.test(id)) return null;
      if (!at.test(code)) this.error(`startup-steps: ${id} has no line matching ${String(at)}`);
      // On a line of the module's own: the lines of its source map stay where they were.
      return { code: code.replace(at, (found) => `await new Promise((resolve) => setTimeout(resolve)); ${found}`), map: null };
    },
  };
}
