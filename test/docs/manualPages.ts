/** The manual's pages, as its index's own line of links names them (paths under /docs/). */
export async function manualPages(): Promise<string[]> {
  const index = new DOMParser().parseFromString(await (await fetch('/docs/')).text(), 'text/html');
  return [...index.querySelectorAll<HTMLAnchorElement>('nav.docs-nav a')].map((a) => new URL(a.getAttribute('href') ?? '', new URL('/docs/', location.href)).pathname);
}

/** The live examples a page of the manual shows, as the paths of their frames. */
export async function liveExamples(path: string): Promise<string[]> {
  const page = new DOMParser().parseFromString(await (await fetch(path)).text(), 'text/html');
  return [...page.querySelectorAll<HTMLIFrameElement>('iframe.docs-example')].map((frame) => new URL(frame.getAttribute('src') ?? '', new URL(path, location.href)).pathname);
}
