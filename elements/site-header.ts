import { chromeElement, defineOnce } from '../src/chrome';
import { siteHeaderDefinition } from '../src/header';

/**
 * The site's navigation bar: logo, navigation drawer, search, professional edition link, watchlist,
 * account menu and 'Use app'.
 * Takes the shared attributes (locale, sign-in state, endpoints, tracking) besides its own.
 *
 * @tag site-header
 * @attr {NavModel | null} nav-model - The navigation menu as JSON `{ navLinkCategories, navLinks, proLink, industryLink }` (see src/nav/navModel.ts); messages are `{ id, defaultMessage }`, links http(s) URLs or same-origin paths. A malformed model is refused whole. Default: the site's menu.
 * @attr {SearchModel} search-model - The search form as JSON, any of `{ formAction, formMethod, inputName, hiddenFields, queryTemplate, categories }` (spec §3 search model; see types/shapes.d.ts), the others the site's own: where it submits (a path, given the locale prefix, or an http(s) URL), `get` or `post`, the box's field name, `[{ "name", "val" }]` sent with it, where 'See all results' goes (`{query}`, the typed text, only after the `?`), and the form names of the categories offered, in order (of `""`, `tt`, `ep`, `nm`, `co`, `kw`; a page's `s` not offered gives way to the first). A malformed model is refused whole. Default: the site's own, a GET form to /find with q and ref_=nv_sr_sm, 'See all results' at /find/?q=…, every category.
 * @attr {string} app-link - App-store deep link for 'Use app'; the current page goes with it as `$canonical_url`. A path given here is used as is, as in the footer. Default `{prefix}/app/`.
 * @attr {boolean} show-language-selector - Show the language selector in the bar. Default `false`.
 * @attr {boolean} handles-locale-change - The page handles `locale-change` itself (e.g. sets `locale`); without it or `locale-url-template` the languages cannot be chosen. Default `false`.
 * @attr {string} locale-url-template - Where choosing a language goes unless `locale-change` is cancelled: an http(s) URL or path with `{locale}` and optionally `{path}`, e.g. `/{locale}{path}`. Default empty.
 * @attr {boolean} auto-translation - Whether automatic translations are on (the toggle shows under experiment MARQUEE_AUTO_TRANSLATION_TOGGLE T1). Default `true`.
 * @attr {boolean} limit-suggestions-height - Cap the search suggestion list at 70% of the viewport's height, scrolling inside it; `false` lets it grow with its suggestions. Default `true`.
 * @attr {LanguageEntry[]} languages - The languages the selector offers, as JSON `[{ "value": "fr-FR", "fullySupported": false }, …]`, labelled 'Fully supported' or 'Partially supported'. The visitor's current locale is always shown, selected and not clickable; when the list leaves it out it is added first, as partially supported. Default: en-US (fully) and fr-CA, fr-FR, de-DE, hi-IN, it-IT, pt-BR, es-ES, es-MX (partially).
 * @attr {string} language-coachmark-heading - Heading of a note pointing at the language selector (with `show-language-selector`), shown once for 7 seconds when it or `language-coachmark-body` is set. Default empty.
 * @attr {string} language-coachmark-body - Body of that note; the note shows with a heading, a body or both. Default empty.
 * @fires {CustomEvent<{ locale: string }>} locale-change - The visitor chose a language. Bubbles, composed, cancelable: cancel it to stop the `locale-url-template` navigation.
 * @fires {CustomEvent<{ enabled: boolean }>} auto-translation-change - The visitor turned automatic translations on or off. Bubbles, composed, cancelable.
 * @csspart navbar - The bar.
 * @csspart logo - The logo link.
 * @cssprop --marquee-header-background - Bar background. Default `#121212`.
 * @cssprop --marquee-header-color - Bar text colour. Default `#fff`.
 * @cssprop --marquee-drawer-background - Navigation drawer background. Default `#1f1f1f`.
 * @cssprop --marquee-accent - Accent colour (logo, counts, headings). Default `#f5c518`.
 * @cssprop --marquee-font-family - Font of the chrome.
 * @cssprop --marquee-focus-color - Focus ring colour. Default `#f5c518`.
 */
export class SiteHeaderElement extends chromeElement(siteHeaderDefinition) {}

// Each entry of the package offers it, so a page loading one element can initialise it.
export { initialise } from '../src/chrome';

defineOnce('site-header', SiteHeaderElement);

declare global {
  interface HTMLElementTagNameMap {
    'site-header': SiteHeaderElement;
  }
}
