/**
 * The server's customizeUrl as an absolute http(s) URL, or null (the Customize link is then
 * hidden). Resolving against the page first means a same-origin path such as
 * `/privacy/preferences/` is kept, while `javascript:`, `data:` and the like never become a link,
 * however they are spelt (the URL parser strips the whitespace and case tricks).
 */
export function safeHttpUrl(candidate: string, base: string): string | null {
  if (candidate.trim() === '') return null;
  try {
    const url = new URL(candidate, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
