import { supportsAdoptingStyleSheets, type CSSResult } from '@lit/reactive-element/css-tag.js';

/**
 * lit's css`…` for the chrome's style modules, less what they never use: none interpolates a value
 * (the type refuses one), so lit's checks of interpolated values, their error messages and its
 * cache of sheets by template (each template here runs once, at its module's start) were bytes every
 * page loaded up front. What lit's adoptStyles and the server renderer read of it is the same:
 * `cssText`, and `styleSheet`, one constructed sheet made when first asked for, where the browser
 * adopts sheets (else undefined, as lit's). Called with an array of one string, it makes a sheet of
 * text built at start (from a list the styles must follow).
 */
export const css: (strings: readonly string[]) => CSSResult = ([cssText = '']) => {
  let sheet: CSSStyleSheet | undefined;
  return {
    cssText,
    get styleSheet() {
      if (supportsAdoptingStyleSheets && !sheet) (sheet = new CSSStyleSheet()).replaceSync(cssText);
      return sheet;
    },
    toString: () => cssText,
  } as unknown as CSSResult;
};
