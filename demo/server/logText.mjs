// What the backend writes to its own log (the process's stderr) about a request is bounded. Much
// of a request is the client's to choose: its path, its query, its Accept-Language, up to the 16 KB
// of headers Node accepts. Logged whole, every such request would cost us its size again in the
// log, as often as a client cares to send it. So a value from a request is cut to
// LOGGED_VALUE_MAX characters and a whole line to LOG_LINE_MAX, each with a marker saying how
// much was left out; one request logs at most a line or so. Values that are not a locale at all
// are not passed to the renderer (serverRender.mjs), which would log them once per element.

/** Characters of one request value (a path, a header) kept in a log line. */
export const LOGGED_VALUE_MAX = 200;
/** Characters of one log line, an error's stack included. */
export const LOG_LINE_MAX = 1024;

/**
 * `text` cut to `max` characters, with a marker saying how many were left out.
 * @param {string} text
 * @param {number} [max]
 */
export function clip(text, max = LOGGED_VALUE_MAX) {
  return text.length <= max ? text : `${text.slice(0, max)}…[${text.length - max} more characters]`;
}

/**
 * Writes one line to the log (console.error), at most LOG_LINE_MAX characters: the parts joined
 * by spaces, an Error as its stack.
 * @param {...unknown} parts
 */
export function logLine(...parts) {
  const text = parts.map((part) => (part instanceof Error ? (part.stack ?? String(part)) : String(part))).join(' ');
  console.error(clip(text, LOG_LINE_MAX));
}
