import { renderChromeTags } from './renderChromeTags';
import type { PrivacyPromptAnswer } from './consentPrompt';

export interface WarmOptions {
  /** The locales the server renders most: each one's messages are loaded now. Default `['en-US']`. */
  locales?: readonly string[];
  /** The origin the pages are served from, as given to renderElement. */
  origin?: string;
}

/** A question with HTML in it: warming its sanitizer loads jsdom, the slowest part of a cold start. */
const WARM_PROMPT: PrivacyPromptAnswer = {
  prompt: { id: 'warm', customizeUrl: '/privacy/', plainText: 'Cookies.', plaidHtml: '<p>Cookies <a href="/privacy/">and more</a>.</p>', showPromptOnPageLoad: true },
  directives: null,
};

const PAGE = '<site-header></site-header><site-footer></site-footer><consent-banner></consent-banner>';

/**
 * Readies the renderer before a server listens, so that its first visitor's page renders as fast
 * as the next one's: loads what a first render loads (the components, each locale's messages, jsdom
 * and DOMPurify for the consent question) and renders a page with the three elements a few times,
 * as the first requests after a start would, so that the engine has compiled the hot paths.
 * The first page rendered after it loads no module (test/node/warmRenderer.test.mjs), and takes about
 * as long as any later one (`npm run bench:server`).
 *
 * ```js
 * import { warmRenderer } from 'marquee-site-chrome/server';
 * await warmRenderer({ locales: ['en-US', 'de-DE'] });
 * server.listen(8080);
 * ```
 */
export async function warmRenderer(options: WarmOptions = {}): Promise<void> {
  const { locales = ['en-US'], origin } = options;
  // Three rounds: a cold start's second and third pages were still two and four times slower than
  // later ones (the engine compiles a function once it has run a few times).
  for (let round = 0; round < 3; round += 1) {
    for (const locale of locales) await renderChromeTags(PAGE, { locale, prompt: WARM_PROMPT, ...(origin === undefined ? {} : { origin }) });
  }
}
