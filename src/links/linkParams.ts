import { isSameOriginPath, safePath } from './safeHref';
import { logValue } from '../console';

/**
 * Only a same-origin path may travel in `u`: the sign-in page redirects there afterwards, so
 * anything else would make our links an open redirect. Judged as the browser reads it, so
 * `/..//evil.example/` (which is `//evil.example/`) is refused too.
 */
export function safeReturnPath(candidate: string, fallback: string): string {
  return safePath(candidate) ?? fallback;
}

// The links already warned about: a link is made anew on every render of what holds it.
const warned = new Set<string>();
/** A server renders for ever: it forgets, rather than keep every link a host ever sent. */
const MAX_WARNED = 500;

/**
 * Appends the ref_ tracking parameter, replacing one already there (spec §2). A different ref_ on
 * the link is a mistake somewhere, so it is logged, once per link; the new one wins (spec §8).
 */
export function withRef(href: string, ref: string): string {
  const { result, previous } = setParam(href, 'ref_', ref);
  const other = previous.find((value) => value !== ref);
  const message = other === undefined ? undefined : `[marquee] ${logValue(href)} already has ref_=${logValue(other)}; using ref_=${ref}.`;
  if (message !== undefined && !warned.has(message)) {
    if (warned.size >= MAX_WARNED) warned.clear();
    warned.add(message);
    console.warn(message);
  }
  return result;
}

/**
 * Internal links carry the current page path in `u` (spec §2 Link helper); links to other sites are
 * returned as they are. A current path that is not a same-origin path is sent as `/`.
 */
export function withReturnPath(href: string, currentPath: string): string {
  if (!isSameOriginPath(href)) return href;
  return setParam(href, 'u', safeReturnPath(currentPath, '/')).result;
}

/**
 * Sets one query parameter of an absolute or relative URL, keeping the path, the other parameters
 * exactly as written, and the hash. Returns the values the parameter had before.
 */
function setParam(href: string, name: string, value: string): { result: string; previous: string[] } {
  const [beforeHash, hash] = splitAt(href, '#');
  const [path, query] = splitAt(beforeHash, '?');
  const pairs = query.slice(1).split('&').filter(Boolean);
  const previous = pairs.flatMap((pair) => new URLSearchParams(pair).getAll(name));
  const kept = pairs.filter((pair) => !new URLSearchParams(pair).has(name));
  kept.push(`${name}=${encodeURIComponent(value)}`);
  return { result: `${path}?${kept.join('&')}${hash}`, previous };
}

/** Splits before the first `separator`, which stays with the second part; ['text', ''] without one. */
function splitAt(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at)];
}
