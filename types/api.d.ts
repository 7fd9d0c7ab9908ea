// The package's functions, kept by hand (the generated marquee.d.ts re-exports them);
// test/pack/shapes.check.ts fails npm run typecheck when one drifts from its source.

/**
 * Initialises a chrome element that page script created, before or instead of waiting for it to
 * be connected: it renders at once and carries `data-initialised="1"`. `target` is the element or
 * a selector for it. A missing element ('element not found'), one that is not a Marquee element,
 * or one already initialised ('already initialised'; every connected element is) is refused: the
 * error goes to the error logger (the console and the error endpoint), never thrown, and the
 * result is false.
 */
export declare function initialise(target: Element | string | null): boolean;

/**
 * Vouches for a marked tracker script (`<script type="text/plain" data-consent-vendor="…">`) that
 * page code added after the chrome started: it then runs, as the page's own marked scripts do, once
 * its vendor is allowed. Anything else is refused with a console error, and the result is false.
 */
export declare function registerTrackerScript(script: unknown): boolean;
