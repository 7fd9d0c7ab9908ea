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

/** What a terminal or log reader acts on: controls (C0, C1, DEL), format characters (bidi overrides), line and paragraph separators. */
const CONTROLS = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/**
 * `text` cut to `max` characters, with a marker saying how many were left out.
 * @param {string} text
 * @param {number} max
 */
const cut = (text, max) => (text.length <= max ? text : `${text.slice(0, max)}…[${text.length - max} more characters]`);

/**
 * A value from a request as it goes into a log line: cut to `max` characters, with a marker saying
 * how many were left out, and each control character written as `\uXXXX`, so that a newline
 * cannot forge a line of its own and an escape sequence cannot steer the terminal.
 * @param {string} text
 * @param {number} [max]
 */
export function clip(text, max = LOGGED_VALUE_MAX) {
  return cut(text, max).replace(CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Writes one line to the log (console.error), at most LOG_LINE_MAX characters: the parts joined
 * by spaces, an Error as its stack.
 * @param {...unknown} parts
 */
export function logLine(...parts) {
  const text = parts.map((part) => (part instanceof Error ? (part.stack ?? String(part)) : String(part))).join(' ');
  console.error(cut(text, LOG_LINE_MAX));
}
