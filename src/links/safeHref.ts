import { pageUrl } from './pageLocation';

/**
 * The one rule for every URL the host or a server hands the chrome: it is judged after the
 * browser's own normalisation (the URL parser strips tabs and newlines, resolves `..`, reads `\`
 * as `/`), never by a pattern on the raw text, which normalisation can defeat
 * (`/..//evil.example/` is a path to a pattern and `//evil.example/` to the browser).
 */

/** Rooted at the site: `/` (or `\`, which browsers read as `/`) after what the URL parser strips first. */
// eslint-disable-next-line no-control-regex -- these are exactly what the URL parser strips
const ROOTED = /^[\u0000-\u0020]*[/\\]/;

/**
 * A same-origin path: one leading `/`, never `//host` or `/\host` (browsers read both as another
 * host). Only such a path may travel in `u`, and only such links are "internal".
 */
export function isSameOriginPath(href: string): boolean {
  return /^\/(?![/\\])/.test(href);
}

/** A path on the site (`/find`) as an absolute URL on `origin`; anything else, or no origin, as it is. */
export function onOrigin(href: string, origin: string): string {
  return origin !== '' && isSameOriginPath(href) ? `${origin}${href}` : href;
}

/**
 * `candidate` as the browser would follow it, when that is an http(s) URL or a path on this
 * site; else undefined. A same-origin result is returned as a path (`/a/b?c#d`), so what was
 * judged is exactly what gets rendered; another site's is returned as the absolute URL.
 * URLs carrying credentials are refused: `https://site@evil.example/` reads as the site to a person.
 */
export function safeHref(candidate: string, base = pageUrl()): string | undefined {
  // A relative reference (`help/`, `[31m`) means something else on every page: not a URL we take.
  if (!URL.canParse(candidate) && !ROOTED.test(candidate)) return undefined;
  let url: URL;
  try {
    url = new URL(candidate, base);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || url.password !== '') return undefined;
  if (url.origin !== originOf(base)) return url.href;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isSameOriginPath(path) ? path : undefined;
}

/** `base`'s origin, the last one's kept: a page (or a server's render) judges every URL against one base. */
let lastBase = '';
let lastOrigin = '';
function originOf(base: string): string {
  if (base !== lastBase) {
    lastOrigin = new URL(base).origin;
    lastBase = base;
  }
  return lastOrigin;
}

/** Like safeHref, but only a path on this site: what may travel in `u` or be a current page. */
export function safePath(candidate: string, base = pageUrl()): string | undefined {
  const href = safeHref(candidate, base);
  return href !== undefined && isSameOriginPath(href) ? href : undefined;
}

/** The origin of an http(s) URL, such as a service host given as `https://suggest.example.com`. */
export function safeOrigin(candidate: string): string | undefined {
  const href = safeHref(candidate, 'http://invalid.invalid/');
  if (href === undefined || isSameOriginPath(href)) return undefined;
  const { origin } = new URL(href);
  // A path, query or hash would be silently dropped: refuse rather than guess what was meant.
  return href === `${origin}/` ? origin : undefined;
}
