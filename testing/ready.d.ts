// Types of testing/ready.js: whether a chrome element is ready, as a test sees it (also re-exported by marquee-site-chrome/testing).

/** True once the element is defined and, when the server rendered its content, hydrated. */
export function isHydrated(element: Element | null | undefined): boolean;

/** True once the element is hydrated and rendered in full (root there, not busy, no part loading its code), in `locale` when given. */
export function isRendered(element: Element | null | undefined, locale?: string): boolean;

/**
 * The parts of the element that could not be loaded, or had not come 5 s after it began to hydrate (its `data-marquee-failed`):
 * `hydration`, `content`, `messages` or `parts`; empty when nothing failed. Such an element is as ready as it can be (it carries data-hydrated).
 */
export function failedParts(element: Element | null | undefined): string[];

/** For a Node test driving a browser: an expression's source, true in the page once the first element of each tag is rendered (`isRendered`). */
export function renderedScript(tags: string[], locale?: string): string;
