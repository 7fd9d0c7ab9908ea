// A cap on every string the backend stores. The 64 KB body cap bounds a request, not its parts:
// without this one a single metric name or refTag could be 60 KB, and the inspector, the
// database and anyone reading them would carry it. The longest legitimate value is a URL or a
// user agent (the page-view log's hr, qs, pi, ua): 2,048 characters leaves room for them.
// A longer field is refused whole (413), not cut: a cut URL or id would be stored as if true.
// Kept request headers are metadata about a request we accept, so those are cut instead.
import { HttpError } from './http.mjs';

export const FIELD_MAX = 2048;

/**
 * Throws a 413 when any string in `value` (object keys included) is longer than FIELD_MAX.
 * @param {unknown} value  JSON-like: what a handler is about to store
 */
export function checkFieldLengths(value) {
  if (typeof value === 'string') {
    if (value.length > FIELD_MAX) throw new HttpError(413, `a field is longer than ${FIELD_MAX} characters`);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, item] of Object.entries(value)) {
    checkFieldLengths(key);
    checkFieldLengths(item);
  }
}

/**
 * A header value cut to FIELD_MAX characters.
 * @param {string} text
 */
export function capHeader(text) {
  return text.length > FIELD_MAX ? text.slice(0, FIELD_MAX) : text;
}
