/**
 * A rollup plugin that minifies the CSS in lit's css`…` templates of our style modules: esbuild
 * minifies the JavaScript around a template but leaves its text alone, and the chrome's styles
 * are a fifth of our code. Comments go, whitespace runs become one space (a descendant combinator
 * keeps its meaning), the space around { } ; , > goes, and so does the space after a colon (never
 * meaningful there: a descendant combinator is the space before `:hover`, which stays), and so do
 * the space before `!important`, a declaration's `;` before `}` and a fraction's leading zero. The
 * styles hold no quoted text where whitespace would matter.
 * @returns {import('rollup').Plugin}
 */
export function minifyCss() {
  return {
    name: 'minify-css',
    transform(code, id) {
      if (!/\.styles\.ts$/.test(id)) return null;
      const minified = code.replace(/\bcss`([^`]*)`/g, (_template, /** @type {string} */ text) => {
        const css = text
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/\s+/g, ' ')
          .replace(/\s*([{};,>])\s*/g, '$1')
          .replace(/:\s+/g, ':')
          .replace(/\s+!important/g, '!important')
          .replace(/;}/g, '}')
          .replace(/([\s:(,])0\.(\d)/g, '$1.$2')
          .trim();
        return `css\`${css}\``;
      });
      return { code: minified, map: null };
    },
  };
}
