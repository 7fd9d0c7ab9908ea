import { listedOrigins, pageOrigin } from './pageLocation';

/**
 * Whether a shared setting may point at `url` (an absolute URL or an origin; a path is this page's):
 * this page's origin, or one the page lists, space-separated, in its head's
 * `<meta name="marquee-origins" content="https://www.example.com">`. Only the head: a visitor's
 * markup is in the body, so a chrome tag in a comment cannot send the calls and links elsewhere.
 * On the server, what the page being rendered lists, as in the browser (renderChromeTags), or any
 * for an element rendered without its page (renderElement).
 */
export const isAllowedOrigin = (url: string): boolean => {
  const listed = listedOrigins();
  return listed === null || !URL.canParse(url) || ` ${pageOrigin()} ${listed} `.includes(` ${new URL(url).origin} `);
};
