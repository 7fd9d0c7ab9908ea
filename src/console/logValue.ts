/** Characters of one value from a page or a request kept in a console message. */
const LOGGED_VALUE_MAX = 200;

/**
 * A value from a page or a request (an attribute, a URL, `?locale=`) as it goes into a console or
 * log message: quoted, every control and format character escaped (C0 and C1 controls, DEL, line
 * and paragraph separators, bidi overrides), so that a newline cannot start a forged line, an ANSI
 * escape cannot steer the terminal and a bidi override cannot reorder what is read; cut to
 * LOGGED_VALUE_MAX characters, an ellipsis saying so.
 */
export const logValue = (value: unknown): string => {
  const text = String(value);
  return JSON.stringify(text.length > LOGGED_VALUE_MAX ? `${text.slice(0, LOGGED_VALUE_MAX)}…` : text).replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
};
