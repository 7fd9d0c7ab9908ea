/**
 * The after-paint entry by its stable name, for pages that load the bundle by hand after a
 * server-rendered first paint (docs/server-rendering.md). Such a page is parsed before its first
 * frame, so a bundle run as a deferred module script would hold that frame up; this one lets the
 * browser paint the server's chrome first, then loads the bundle, which hydrates it. Pages that can
 * use chromeHeadTags({ load: 'after-paint' }) get the inline after-paint loader instead, which
 * costs the first frame less (src/server/afterPaintLoader.ts) and names every file by its hash.
 */
await new Promise<void>((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve, 0));
  // A tab in the background draws no frames: its chrome still comes to life.
  setTimeout(resolve, 1000);
});
await import('./marquee');

// A module, for top-level await.
export {};
