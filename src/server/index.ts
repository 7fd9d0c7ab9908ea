/**
 * marquee-site-chrome/server: the chrome rendered on the server (Node), as declarative shadow DOM that the
 * elements hydrate in place. See docs/server-rendering.md.
 */
export { chromeStyleHashes, renderElement, type RenderOptions } from './renderElement';
export { pageChromeLocale, renderChromeTags, renderChromeTagsToBuffer, type PageRenderOptions } from './renderChromeTags';
export { fetchPrivacyPrompt, type FetchPromptOptions, type PrivacyPromptAnswer, type PrivacyPrompt, type PrivacyDirectives, type AnswerForm } from './consentPrompt';
export { afterPaintLoaderHash, chromeHeadTagHashes, chromeHeadTags, type HeadTagOptions } from './headTags';
export { answerConsent, type ConsentAnswerOptions, type ConsentAnswerRequest, type ConsentAnswerResponse } from './consentAnswer';
export { warmRenderer, type WarmOptions } from './warmRenderer';
export { configureRenderer, keptVariants, type RendererOptions } from './variantCache';
export { SUPPORTED_LOCALES } from '../i18n/supportedLocales';
