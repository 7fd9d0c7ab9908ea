// Types of marquee-site-chrome/testing (testing/index.js): fixtures and the reference backend's switches.
import type { ConsentBannerElement, ConsentBannerProperties, MarqueeElements, MarqueeProperties, SiteFooterElement, SiteFooterProperties, SiteHeaderElement, SiteHeaderProperties } from '../types/marquee';

export * from './backend';

/** Waits until `test()` returns or resolves to something truthy (checking every 20 ms) and returns it; throws with `message` after `timeout` ms (3000). */
export function waitFor<T>(test: () => T | Promise<T>, message: string, timeout?: number): Promise<NonNullable<T>>;

export { isHydrated, isRendered } from './ready';

/** Waits until the element has rendered: defined, hydrated when the server rendered it, content there in full (no part still loading its code), in `locale` when given, no translations loading. */
export function rendered<E extends HTMLElement>(element: E, locale?: string): Promise<E>;

/** Puts the element on the page with these properties and waits until it has rendered; `cleanup()` removes it. */
export function mount<K extends keyof MarqueeElements>(tag: K, properties?: Partial<MarqueeProperties[K]>, parent?: ParentNode): Promise<MarqueeElements[K]>;

export function siteHeader(properties?: Partial<SiteHeaderProperties>): Promise<SiteHeaderElement>;
export function siteFooter(properties?: Partial<SiteFooterProperties>): Promise<SiteFooterElement>;
export function consentBanner(properties?: Partial<ConsentBannerProperties>): Promise<ConsentBannerElement>;

/** For afterEach: removes the mounted elements, turns faults off and forgets the visitor (the chrome's cookies, session storage). */
export function cleanup(): Promise<void>;
