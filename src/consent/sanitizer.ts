import type { Config, DOMPurify } from 'dompurify';
import { pageDocument } from '../chrome/pageDocument';
import { onOrigin } from '../links/safeHref';

/**
 * The prompt's HTML comes from a server: DOMPurify makes it safe (CNS-16). DOMPurify is loaded
 * with a dynamic import(), so it is its own chunk, fetched only when a prompt with HTML appears.
 */

/** Text formatting and links; nothing that loads, runs or styles. */
const CONFIG = {
  ALLOWED_TAGS: ['p', 'br', 'a', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'span'],
  ALLOWED_ATTR: ['href', 'title', 'lang', 'dir'],
  // An absolute http(s) URL, a same-origin path or a fragment: never javascript:, data: or //host.
  ALLOWED_URI_REGEXP: /^(?:https?:\/\/|\/(?![/\\])|#)/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
} satisfies Config;

/**
 * The Trusted Types policy hosts may allow by name (`trusted-types marquee-consent`). It is
 * handed only to DOMPurify, which uses it to parse the dirty string in an inert document; it
 * never leaves this module, so nothing else can use it to skip sanitizing.
 */
export const TRUSTED_TYPES_POLICY_NAME = 'marquee-consent';

type Policy = NonNullable<Config['TRUSTED_TYPES_POLICY']>;
interface PolicyFactory {
  createPolicy(name: string, rules: { createHTML(input: string): string; createScriptURL(input: string): string }): Policy;
}

/**
 * Our policy where the browser has Trusted Types; null (DOMPurify then creates none of its own)
 * where it has not, or where the page's CSP refuses our policy's name. On a page that enforces
 * Trusted Types and refuses the name, DOMPurify cannot parse and returns nothing: the banner
 * then shows the plain text, never unsanitized HTML.
 */
function trustedTypesPolicy(win: Window): Policy | null {
  const factory = (win as { trustedTypes?: PolicyFactory }).trustedTypes;
  if (!factory) return null;
  try {
    return factory.createPolicy(TRUSTED_TYPES_POLICY_NAME, { createHTML: (input) => input, createScriptURL: (input) => input });
  } catch {
    return null;
  }
}

/**
 * `linkOrigin`: the site the prompt's root-relative links (`/privacy/`) belong to; they are written
 * absolute to it (links/linkOrigin), so a `<base>` in the page cannot move them. '' leaves them.
 */
export interface Sanitizer {
  /** Safe HTML as a string, for the store. */
  toHtml(dirty: string, linkOrigin?: string): string;
  /**
   * Safe HTML as nodes, for the page. Inserting nodes uses no HTML sink, so no string ever
   * reaches innerHTML, and a page that enforces Trusted Types is satisfied.
   */
  toFragment(dirty: string, linkOrigin?: string): DocumentFragment;
}

/**
 * The window as DOMPurify reads it. DOMPurify calls the members of `window.document`
 * (`createElement` first), which a named element in the page shadows (`<img name="createElement">`,
 * chrome/pageDocument.ts), and the build's rewrite of the libraries' `document` does not reach it:
 * the page's document is given as pageDocument, read through its prototype. Another window's (the
 * server's jsdom, a test's frame) holds no visitor's markup. The interfaces DOMPurify takes from
 * the window are the window's own properties, which no element shadows.
 */
function purifyWindow(win: Window): Parameters<DOMPurify>[0] {
  const { document, Element, HTMLTemplateElement, Node, NodeFilter, DOMParser, trustedTypes } = win as Window & typeof globalThis & { trustedTypes?: unknown };
  const own = document === globalThis.document ? pageDocument : document;
  return { document: own, Element, HTMLTemplateElement, Node, NodeFilter, DOMParser, trustedTypes } as unknown as Parameters<DOMPurify>[0];
}

/** A sanitizer for one window; `purify` is DOMPurify's default export. */
export function createSanitizer(purify: DOMPurify, win: Window = window): Sanitizer {
  const instance = purify(purifyWindow(win));
  // The call's linkOrigin, for the one synchronous sanitize() it makes (hooks take no arguments).
  let origin = '';
  // Links inside the prompt never get a handle on this page (window.opener), nor its address.
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    node.setAttribute('rel', 'noopener noreferrer');
    const href = node.getAttribute('href');
    if (href !== null) node.setAttribute('href', onOrigin(href, origin));
  });
  const config = { ...CONFIG, TRUSTED_TYPES_POLICY: trustedTypesPolicy(win) };
  const sanitize = <T>(linkOrigin: string, run: () => T): T => {
    origin = linkOrigin;
    try {
      return run();
    } finally {
      origin = '';
    }
  };
  return {
    toHtml: (dirty, linkOrigin = '') => sanitize(linkOrigin, () => instance.sanitize(dirty, config)),
    toFragment: (dirty, linkOrigin = '') => sanitize(linkOrigin, () => instance.sanitize(dirty, { ...config, RETURN_DOM_FRAGMENT: true })),
  };
}

let loading: Promise<Sanitizer> | undefined;
let loaded: Sanitizer | undefined;

/** Loads DOMPurify once (its own chunk) and keeps the sanitizer for this page. */
export function loadSanitizer(): Promise<Sanitizer> {
  loading ??= import('dompurify').then(
    ({ default: purify }) => (loaded = createSanitizer(purify)),
    (error: unknown) => {
      loading = undefined; // a failed load (offline, a blocked chunk) may be tried again later
      throw error;
    },
  );
  return loading;
}

/** The sanitizer, once loadSanitizer() has resolved; the banner shows HTML only after that. */
export function loadedSanitizer(): Sanitizer | undefined {
  return loaded;
}
