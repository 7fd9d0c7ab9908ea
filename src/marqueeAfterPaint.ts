/**
 * The entry for pages whose server rendered the chrome (README: Server rendering). Such a page is
 * parsed before its first frame, so a bundle run as a deferred module script would hold that frame
 * up; this one lets the browser paint the server's chrome first, then loads the bundle, which
 * hydrates it. Even fetching the bundle before that frame delays it (measured: the page's requests
 * cost its main thread), so the files the bundle loads up front, which chromeHeadTags names in
 * this script's `data-preload`, are asked for after it, all at once.
 */
await new Promise<void>((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve, 0));
  // A tab in the background draws no frames: its chrome still comes to life.
  setTimeout(resolve, 1000);
});
const script = [...document.querySelectorAll<HTMLScriptElement>('script[data-preload]')].find((tag) => tag.src === import.meta.url);
for (const file of script?.dataset.preload?.split(' ').filter(Boolean) ?? []) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  // Beside this entry in dist/, wherever that is served from; integrity comes from the import map.
  link.href = new URL(file, import.meta.url).href;
  document.head.append(link);
}
await import('./marquee');

// A module, for top-level await.
export {};
