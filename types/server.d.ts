// marquee/server, kept by hand; test/pack/shapes.check.ts fails npm run typecheck when it drifts.

export interface RenderOptions {
  /** The locale to render in; written onto the element as its `locale` attribute. */
  locale?: string;
  /** The origin the page will be served from, for the few absolute URLs (default `http://localhost`). */
  origin?: string;
  /** A CSP nonce for the inline stylesheet, when the page's policy asks for one. */
  nonce?: string;
}

export interface PageRenderOptions extends RenderOptions {
  /** Attributes each element gets unless it has its own, e.g. the request's `current-uri`. */
  defaults?: Record<string, string>;
}

/**
 * `<tag attributes…>` with its shadow root rendered as declarative shadow DOM: exactly what the
 * element renders in the browser for these attributes, which it then hydrates in place. Without
 * script it is plain working HTML. `site-header` and `site-footer`; `consent-banner` is
 * client-only and comes back as the bare tag.
 */
export declare function renderElement(tag: string, attributes?: Record<string, string>, options?: RenderOptions): Promise<string>;

/** A whole page with its empty `<site-header>` and `<site-footer>` tags server-rendered. */
export declare function renderChromeTags(html: string, options?: PageRenderOptions): Promise<string>;

/** The 35 locales of the spec. */
export declare const SUPPORTED_LOCALES: readonly string[];
