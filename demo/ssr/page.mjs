// The server-rendered page: a template literal whose every interpolated value is escaped (but the
// tags of chromeHeadTags, which are ours).
import { chromeHeadTags } from 'marquee-site-chrome/server';

const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe in HTML content and in a double-quoted attribute value. */
export const escapeHtml = (/** @type {string} */ text) => text.replace(/[&<>"']/g, (c) => ENTITIES[/** @type {keyof typeof ENTITIES} */ (c)]);

/**
 * Attributes as markup: a string is escaped, `true` is a bare boolean attribute, `false` and
 * `undefined` leave the attribute out.
 * @param {Record<string, string | boolean | undefined>} values
 */
export function attributes(values) {
  return Object.entries(values)
    .filter(([, value]) => value !== false && value !== undefined)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`))
    .join('');
}

/**
 * The page for one request. The settings every element shares (locale, sign-in, current page) go
 * on both header and footer: the server renders each element from its own attributes. Each tag
 * carries the request's nonce, which marks it as the page's own for renderChromeTags: a chrome tag
 * in what a visitor wrote cannot carry it.
 * @param {{ locale: string, username?: string, currentUri: string, nonce: string }} request
 */
export function renderPage({ locale, username, currentUri, nonce }) {
  const signedIn = username !== undefined;
  const header = attributes({ nonce, locale, 'is-logged-in': signedIn, username, 'current-uri': currentUri });
  return `<!doctype html>
<html lang="${escapeHtml(locale)}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Marquee demo: a server-rendered page</title>
    <style>
      site-header:not(:defined) { display: block; min-height: 56px; background: #121212; }
      body { margin: 0; font-family: system-ui, sans-serif; }
      main { max-width: 60rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.6; }
    </style>
    <!-- The chrome's shared code, asked for as the page is parsed, for the loader below. -->
    ${chromeHeadTags({ locale, load: 'prefetch' })}
  </head>
  <body>
    <consent-banner${attributes({ nonce })}></consent-banner>
    <site-header${header}></site-header>
    <main>
      <h1>A server-rendered page</h1>
      <p>
        This server wrote the chrome's attributes for this request: locale <code>${escapeHtml(locale)}</code>
        (from <code>?locale=</code> or the browser's languages), ${signedIn ? `signed in as <strong>${escapeHtml(username)}</strong>` : 'signed out'}
        (from the demo sign-in cookie), current page <code>${escapeHtml(currentUri)}</code>.
      </p>
      <p><a href="?locale=de-DE">Deutsch</a> · <a href="?locale=he-IL">עברית</a> · <a href="?locale=en-US">English</a></p>
    </main>
    <site-footer${header}${attributes({ 'show-sign-in': !signedIn })}></site-footer>
    <!-- Server-rendered chrome paints first; the after-paint loader asks for the bundle's files, by
         their hashed names, right after the first frame (docs/server-rendering.md). -->
    ${chromeHeadTags({ locale, load: 'after-paint' })}
  </body>
</html>
`;
}
