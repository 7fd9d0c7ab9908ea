import type { BannerPrompt, ServedPrompt } from '../consent/bannerSlice';
import { fetchPrivacyPrompt as queryPrivacyPrompt, type Directives, type ServerPrompt } from '../consent/consentApi';
import { graphHeaders } from '../consent/graphRequest';
import { createSanitizer, type Sanitizer } from '../consent/sanitizer';
import { onOrigin, safeHref } from '../links/safeHref';

/**
 * The PrivacyPrompt answer (spec §7) for one visitor, as the banner would have fetched it:
 * the prompt (null when the service sent none) and the session's directives (null until it answered).
 */
export interface PrivacyPromptAnswer {
  prompt: ServerPrompt | null;
  directives: Directives | null;
}

export type { ServerPrompt as PrivacyPrompt, Directives as PrivacyDirectives };

/** Where a server-rendered banner's Accept and Decline post without script (docs/server-rendering.md). */
export interface AnswerForm {
  /** The URL the form posts to: `promptId`, `action` (AcceptAll or RejectAll) and `u`. */
  action: string;
  /** The page to come back to, a path on this site (sent as `u`). Default the element's `current-uri`, else `/`. */
  returnTo?: string;
}

let sanitizer: Promise<Sanitizer> | undefined;

/**
 * The client's sanitizer (the same DOMPurify and configuration, src/consent/sanitizer.ts) over a
 * jsdom window: DOMPurify needs a DOM, and jsdom is the one its authors recommend for Node.
 * jsdom is an optional peer dependency, loaded only for a prompt with HTML.
 */
function serverSanitizer(): Promise<Sanitizer> {
  sanitizer ??= Promise.all([import('jsdom'), import('dompurify')]).then(([{ JSDOM }, { default: purify }]) => {
    const { window } = new JSDOM('<!doctype html>');
    return createSanitizer(purify, window);
  });
  sanitizer.catch(() => (sanitizer = undefined));
  return sanitizer;
}

/** Why the sanitizer could not be had, in a few words: jsdom is not installed, or its error's first line. */
function whyNoSanitizer(error: unknown): string {
  const { code, message } = error instanceof Error ? (error as Error & { code?: string }) : { code: undefined, message: String(error) };
  if ((code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') && /\bjsdom\b/.test(message)) {
    return 'without jsdom, an optional peer dependency (npm install jsdom)';
  }
  return `(${message.split('\n')[0] ?? ''})`;
}

/**
 * The banner's state from the server's answer, decided as the element decides it
 * (consentEffects.ts askForConsent): the question when the service says to show it, its HTML made
 * safe here; the vendors the page hears at once (the session's directives, or none needed when the
 * service does not ask).
 */
export async function servedPrompt(
  answer: PrivacyPromptAnswer,
  options: { origin: string; linkOrigin: string; siteOrigin: string; returnTo: string; form?: AnswerForm },
): Promise<ServedPrompt> {
  const { prompt, directives } = answer;
  const vendors = directives ? directives.vendors : prompt?.showPromptOnPageLoad === false ? [] : null;
  if (!prompt?.showPromptOnPageLoad) return { prompt: null, vendors };
  let html = '';
  if (prompt.plaidHtml.trim() !== '') {
    try {
      // Its links as the element writes them: absolute to the site the chrome's links belong to.
      html = (await serverSanitizer()).toHtml(prompt.plaidHtml, options.siteOrigin || options.linkOrigin).trim();
    } catch (error) {
      // Never the unsanitized HTML: the plain text shows instead. One line, the reason, no stack.
      console.error(`[marquee] renderElement: the prompt has HTML but it cannot be sanitized ${whyNoSanitizer(error)}; rendering its plain text.`);
    }
  }
  const shown: BannerPrompt = {
    id: prompt.id,
    customizeUrl: safeHref(prompt.customizeUrl, `${options.origin}/`) ?? null,
    plainText: prompt.plainText,
    html,
    // The form posts to the page's own server (not the site's), absolute so no `<base>` moves it.
    served: { action: onOrigin(options.form?.action ?? '', options.linkOrigin), returnTo: options.form?.returnTo ?? options.returnTo },
  };
  return { prompt: shown, vendors };
}

export interface FetchPromptOptions {
  /** The consent service's GraphQL endpoint (the banner's `graph-endpoint`). */
  endpoint: string;
  /**
   * The visitor's request headers the service needs: the `Cookie` header (its session cookie names
   * the visitor) and any others it reads, passed on as they are. The banner's own headers are added.
   */
  headers?: Record<string, string>;
  /** The locale the page is rendered in: the question is asked in it (Accept-Language). */
  locale?: string;
  /** `mobile` for a phone page; default `desktop` (x-imdb-client-name). */
  clientVariant?: 'desktop' | 'mobile';
  /** Milliseconds before the call counts as failed. Default 2000: a page should not wait longer. */
  timeout?: number;
  fetch?: typeof fetch;
}

/**
 * Asks the consent service the banner's PrivacyPrompt query for one visitor, from the server
 * (docs/server-rendering.md): pass the answer to `renderElement('consent-banner', …, { prompt })`.
 * Rejects when the call fails; render the banner without a prompt then, and it asks for itself.
 */
export function fetchPrivacyPrompt(options: FetchPromptOptions): Promise<PrivacyPromptAnswer> {
  // The banner's own headers, as the client sends them on a production page.
  const own = graphHeaders({
    stage: 'prod',
    mobile: options.clientVariant === 'mobile',
    sessionId: undefined,
    detectCountry: undefined,
    geoOverrideSecret: '',
    consentRecord: undefined,
    locale: options.locale ?? '',
  });
  const headers = { ...options.headers, ...own };
  return queryPrivacyPrompt({ endpoint: options.endpoint, headers, timeout: options.timeout ?? 2000, fetch: options.fetch ?? fetch });
}
