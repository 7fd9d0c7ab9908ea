/**
 * Tracker scripts the host marked for consent (CNS-06, CNS-19):
 *
 *   <script type="text/plain" data-consent-vendor="755" src="https://…" nonce="…"></script>
 *   <script type="text/plain" data-consent-vendor="1126" nonce="…">inline code</script>
 *
 * type="text/plain" keeps the browser from running them. Once their vendor is allowed, each is
 * replaced by a live copy: every attribute but type, the nonce, the inline code. A script that
 * has run is no longer text/plain, so it can never be found, or run, again.
 */
const MARKED = 'script[type="text/plain"][data-consent-vendor]';

/** Resolves once an external script has loaded or failed, so the next one waits its turn. */
function settled(script: HTMLScriptElement): Promise<void> {
  return new Promise((resolve) => {
    script.addEventListener('load', () => { resolve(); }, { once: true });
    script.addEventListener('error', () => { resolve(); }, { once: true });
  });
}

function liveCopy(inert: HTMLScriptElement): HTMLScriptElement {
  const live = inert.ownerDocument.createElement('script');
  for (const { name, value } of Array.from(inert.attributes)) {
    if (name !== 'type') live.setAttribute(name, value);
  }
  // Under a CSP the nonce attribute reads as empty; the property still holds it.
  live.nonce = inert.nonce;
  live.text = inert.text;
  return live;
}

let queue: Promise<void> = Promise.resolve();

/**
 * Runs the marked scripts whose vendor `isAllowed`, one at a time in document order: an external
 * script is waited for (load or error) before the next one runs. Calls are queued, so two quick
 * consent changes cannot interleave. A script without a vendor id is never run.
 */
export function activateTrackerScripts(isAllowed: (vendorId: string) => boolean, doc: Document = document): Promise<void> {
  queue = queue.then(async () => {
    for (const inert of Array.from(doc.querySelectorAll<HTMLScriptElement>(MARKED))) {
      const vendor = inert.dataset.consentVendor ?? '';
      if (vendor === '' || !inert.isConnected || !isAllowed(vendor)) continue;
      const live = liveCopy(inert);
      const done = live.src ? settled(live) : Promise.resolve();
      inert.replaceWith(live);
      await done;
    }
  });
  return queue;
}

/**
 * Calls `onAdded` whenever the page adds a marked script after the chrome has run the ones it
 * had: a tag manager, a late widget. Returns the function that stops watching.
 */
export function watchForTrackerScripts(onAdded: () => void, doc: Document = document): () => void {
  const isMarked = (node: Node) => node instanceof Element && (node.matches(MARKED) || node.querySelector(MARKED) !== null);
  const observer = new MutationObserver((records) => {
    if (records.some((record) => Array.from(record.addedNodes).some(isMarked))) onAdded();
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
  };
}
