import { waitUntil } from '@open-wc/testing';

// Frames from another origin (and the sandboxed) keep their count to themselves: 0.
/** The resources a page and the same-origin frames in it have finished loading, so far. */
function resourcesLoaded(view: Window | null): number {
  try {
    const own = view?.performance.getEntriesByType('resource').length ?? 0;
    return [...(view?.document.querySelectorAll('iframe') ?? [])].reduce((count, frame) => count + resourcesLoaded(frame.contentWindow), own);
  } catch {
    return 0;
  }
}

/**
 * Removes a frame once its page (and the frames in it) has loaded nothing new for 300 ms. Rendered
 * is not enough: the chrome still fetches what it shows later (the panels' styles, the tracking
 * senders), and WebKitGTK hangs for good, in about 1 removal in 100 on a loaded machine, when a
 * frame goes while one of its requests is under way (none in 200 removals with the page let settle).
 */
export async function removeQuietly(frame: HTMLIFrameElement): Promise<void> {
  const view = frame.contentWindow;
  if (view) {
    let seen = -1;
    // A page that never settles is removed all the same, after a while: the test has its answer.
    await waitUntil(
      () => {
        const now = resourcesLoaded(view);
        const quiet = now === seen;
        seen = now;
        return quiet;
      },
      'the framed page went on loading',
      { interval: 300, timeout: 15_000 },
    ).catch(() => undefined);
  }
  frame.remove();
}
