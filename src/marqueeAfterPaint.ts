/**
 * The entry for pages whose server rendered the chrome (README: Server rendering). Such a page is
 * parsed before its first frame, so a bundle run as a deferred module script would hold that frame
 * up; this one lets the browser paint the server's chrome first, then loads the bundle, which
 * hydrates it. A `<link rel="modulepreload" href="/dist/marquee.js">` fetches the bundle meanwhile.
 */
await new Promise<void>((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve, 0));
  // A tab in the background draws no frames: its chrome still comes to life.
  setTimeout(resolve, 1000);
});
await import('./marquee');

// A module, for top-level await.
export {};
