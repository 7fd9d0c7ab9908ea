// marquee-site-chrome/server, kept by hand; test/pack/shapes.check.ts fails npm run typecheck when it drifts.

export interface RenderOptions {
  /** The locale to render in; written onto the element as its `locale` attribute. */
  locale?: string;
  /**
   * The origin the page will be served from (`https://www.example.com`): the chrome's links are
   * written absolute to it (to `site-origin` when the element has one), as the browser writes them.
   * Without it the links stay root-relative and the few other absolute URLs use `http://localhost`.
   */
  origin?: string;
  /** A CSP nonce for the inline stylesheet, when the page's policy asks for one. */
  nonce?: string;
  /**
   * `consent-banner` only: this visitor's PrivacyPrompt answer (fetchPrivacyPrompt). With it the
   * banner is rendered: the question from the first frame when the service says to ask, else
   * nothing visible; the element uses this answer and does not ask again. Without it, the bare tag.
   */
  prompt?: PrivacyPromptAnswer;
  /** `consent-banner` with `prompt`: where Accept and Decline post when script has not run. */
  answerForm?: AnswerForm;
}

/** The prompt of spec §3, as the consent service sent it. */
export interface PrivacyPrompt {
  id: string;
  customizeUrl: string;
  plainText: string;
  plaidHtml: string;
  showPromptOnPageLoad: boolean;
}

/** Spec §3 consent directives. */
export interface PrivacyDirectives {
  directivesCookie: string;
  expirationDate: string;
  vendors: readonly { id: string; allow: boolean }[];
}

/** The PrivacyPrompt answer for one visitor: the prompt (null when none came) and the session's directives (null until it answered). */
export interface PrivacyPromptAnswer {
  prompt: PrivacyPrompt | null;
  directives: PrivacyDirectives | null;
}

/** Where a server-rendered banner's Accept and Decline post without script: fields `promptId`, `action` (AcceptAll | RejectAll), `u`. */
export interface AnswerForm {
  action: string;
  /** The page to come back to, a path on this site (default the element's `current-uri`, else `/`). */
  returnTo?: string;
}

export interface FetchPromptOptions {
  /** The consent service's GraphQL endpoint. */
  endpoint: string;
  /** The visitor's request headers the service needs (its `Cookie` header); the banner's own are added. */
  headers?: Record<string, string>;
  /** The page's locale: the question is asked in it (Accept-Language). */
  locale?: string;
  /** `mobile` for a phone page; default `desktop`. */
  clientVariant?: 'desktop' | 'mobile';
  /** Milliseconds before the call counts as failed. Default 2000. */
  timeout?: number;
  fetch?: typeof fetch;
}

/** The banner's PrivacyPrompt query, asked from the server for one visitor; rejects when the call fails. */
export declare function fetchPrivacyPrompt(options: FetchPromptOptions): Promise<PrivacyPromptAnswer>;

export interface PageRenderOptions extends RenderOptions {
  /** Attributes each element gets unless it has its own, e.g. the request's `current-uri`. */
  defaults?: Record<string, string>;
}

/**
 * `<tag attributes…>` with its shadow root rendered as declarative shadow DOM: exactly what the
 * element renders in the browser for these attributes, which it then hydrates in place. Without
 * script it is plain working HTML. `site-header` and `site-footer`; `consent-banner` with the
 * visitor's `prompt`, else the bare tag (the element then asks for itself).
 */
export declare function renderElement(tag: string, attributes?: Record<string, string>, options?: RenderOptions): Promise<string>;

/** A whole page with its empty `<site-header>` and `<site-footer>` tags server-rendered, and `<consent-banner>` with `prompt`. */
export declare function renderChromeTags(html: string, options?: PageRenderOptions): Promise<string>;

/** The 35 locales of the spec. */
export declare const SUPPORTED_LOCALES: readonly string[];

export interface HeadTagOptions {
  /** Where the page finds `dist/`, ending in `/`: a path, or another origin's URL. Default `/dist/`. */
  base?: string;
  /** The page's locale: its messages are preloaded with the bundle (en-US's are in it). */
  locale?: string;
  /**
   * `after-paint` for a page whose chrome the server rendered: the after-paint loader, for the end
   * of `<body>`, which loads the bundle after the first frame (README "Server rendering"). Default
   * `at-once`, for client-rendered chrome, in the `<head>`.
   */
  load?: 'at-once' | 'after-paint';
  /**
   * Adds each file's subresource-integrity hash and `crossorigin`, and an import map with the
   * hashes of the files loaded later, for a bundle served from another origin (README "Partner sites").
   */
  integrity?: boolean;
  /** A CSP nonce for the scripts and the import map. */
  nonce?: string;
}

/** The tags that load the chrome: for the `<head>`, or with `load: 'after-paint'` the after-paint loader for the end of `<body>`. */
export declare function chromeHeadTags(options?: HeadTagOptions): string;

/**
 * The CSP source (`'sha256-…'`) that allows the after-paint loader chromeHeadTags writes for these
 * options; it changes with each build. Undefined without the build's manifest.
 */
export declare function afterPaintLoaderHash(options?: Omit<HeadTagOptions, 'load' | 'nonce'>): string | undefined;
