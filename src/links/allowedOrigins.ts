import { pageDocument } from '../chrome/pageDocument';
import { pageOrigin } from './pageLocation';

/**
 * Whether a shared setting may point at `url` (an absolute URL or an origin; a path is this page's):
 * this page's origin, or one the page lists, space-separated, in its head's
 * `<meta name="marquee-origins" content="https://www.example.com">`. Only the head: a visitor's
 * markup is in the body, so a chrome tag in a comment cannot send the calls and links elsewhere.
 * On the server, any (renderChromeTags renders only the page's own tags).
 */
export const isAllowedOrigin = (url: string): boolean =>
  typeof location === 'undefined' ||
  !URL.canParse(url) ||
  ` ${pageOrigin()} ${pageDocument.querySelector<HTMLMetaElement>('head>meta[name=marquee-origins]')?.content ?? ''} `.includes(` ${new URL(url).origin} `);
