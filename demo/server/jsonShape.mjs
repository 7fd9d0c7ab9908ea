// Limits on a JSON body's shape, checked on the text before JSON.parse. The 64 KB size cap
// alone lets through `[[[[…]]]]` ten thousand levels deep: parsing it works, but every later
// walk of the value (JSON.stringify when storing, validation) recurses and can overflow the
// stack, after a handler may already have written something. Thousands of tiny keys are the
// same trap for code that loops over them. One linear scan refuses both up front.
import { HttpError } from './http.mjs';

/** Deepest nesting of objects and arrays any endpoint accepts. The chrome's deepest is 5. */
export const MAX_DEPTH = 20;
/** Most object members in one body. The largest legitimate body, 100 metrics with dimensions, has ~1,500. */
export const MAX_KEYS = 2000;

/**
 * Throws a 400 when `text`, read as JSON, nests deeper than MAX_DEPTH or has more than
 * MAX_KEYS object members. Malformed JSON is left for JSON.parse to report.
 * @param {string} text
 */
export function checkJsonShape(text) {
  let depth = 0;
  let keys = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > MAX_DEPTH) throw new HttpError(400, `JSON nested deeper than ${MAX_DEPTH} levels`);
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    } else if (c === 0x3a) {
      // Outside strings a colon only ever separates an object member's key from its value.
      if (++keys > MAX_KEYS) throw new HttpError(400, `JSON with more than ${MAX_KEYS} object members`);
    }
  }
}
