// Types of marquee-site-chrome/testing (testing/index.js): fixtures and the reference backend's switches.
import type { ConsentBannerElement, ConsentBannerProperties, MarqueeElements, MarqueeProperties, SiteFooterElement, SiteFooterProperties, SiteHeaderElement, SiteHeaderProperties } from '../types/marquee';

export * from './backend';

/** Waits until `test()` returns or resolves to something truthy (checking every 20 ms) and returns it; throws with `message` after `timeout` ms (3000). */
export function waitFor<T>(test: () => T | Promise<T>, message: string, timeout?: number): Promise<NonNullable<T>>;

export { failedParts, isHydrated, isRendered } from './ready';

/** What the page wrote in a chrome element's endpoint attribute, before loadPage took it off. */
export interface PageEndpoint {
  tag: string;
  attribute: string;
  value: string;
}

/** A page loadPage put into the test. */
export interface LoadedPage {
  /** Every chrome element of the page, in document order, rendered. */
  elements: HTMLElement[];
  header: SiteHeaderElement | undefined;
  footer: SiteFooterElement | undefined;
  banner: ConsentBannerElement | undefined;
  /** The endpoint attributes the page wrote (taken off, so the calls go to the kit's backend); empty with `endpoints: 'as-written'`. */
  endpoints: PageEndpoint[];
}

/**
 * Loads a page of your site into the test as your server sends it: fetches `url` from the test
 * server, puts its head (named metas such as `marquee-origins`, stylesheets, scripts; not its
 * title, charset, `<base>` or `http-equiv` metas, nor what loads Marquee) and body into this document and runs its scripts in order, all but
 * what loads Marquee (the kit has loaded the bundle); marked tracker scripts are registered as the
 * page's own. The chrome's endpoint attributes are taken off, so its calls reach the kit's backend
 * (`endpoints` lists them), unless `{ endpoints: 'as-written' }`. Resolves once every chrome element
 * of the page has rendered; `cleanup()` takes the page out.
 */
export function loadPage(url: string, options?: { endpoints?: 'to-backend' | 'as-written' }): Promise<LoadedPage>;

/** Waits until the element has rendered: defined, hydrated when the server rendered it, content there in full (no part still loading its code), in `locale` when given, no translations loading. */
export function rendered<E extends HTMLElement>(element: E, locale?: string): Promise<E>;

/** Puts the element on the page with these properties and waits until it has rendered; `cleanup()` removes it. */
export function mount<K extends keyof MarqueeElements>(tag: K, properties?: Partial<MarqueeProperties[K]>, parent?: ParentNode): Promise<MarqueeElements[K]>;

export function siteHeader(properties?: Partial<SiteHeaderProperties>): Promise<SiteHeaderElement>;
export function siteFooter(properties?: Partial<SiteFooterProperties>): Promise<SiteFooterElement>;
export function consentBanner(properties?: Partial<ConsentBannerProperties>): Promise<ConsentBannerElement>;

/** For afterEach: removes the mounted elements and the loaded page, turns faults off and forgets the visitor (the chrome's cookies, session storage). */
export function cleanup(): Promise<void>;
