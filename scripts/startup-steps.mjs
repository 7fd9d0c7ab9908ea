/**
 * A rollup plugin that has the browser bundle's up-front code evaluate in steps: before each module
 * `before` matches, the chunk awaits a task of its own (top-level await), so that no one task
 * holds a phone's main thread for the whole bundle; a tap, a frame or the page's own scripts go in
 * between (issue 37: the three tags' blocking time). For dist/ only: the bundler build and the
 * server renderer import the same modules and stay free of top-level await.
 *
 * Written out at each step rather than imported: the same text again compresses to almost
 * nothing, and these bytes count against the up-front budget. A timer, clamped to a second in a
 * tab that opened in the background, where nothing is seen until the visitor comes to it.
 * @param {RegExp} before
 * @returns {import('rollup').Plugin}
 */
export function startupSteps(before) {
  return {
    name: 'startup-steps',
    transform(code, id) {
      if (!before.test(id)) return null;
      // On the module's first line: the lines of its source map stay where they were.
      return { code: `await new Promise((resolve) => setTimeout(resolve)); ${code}`, map: null };
    },
  };
}
