import { isRegistered, onTrackerScriptRegistered } from './trackerRegistry';
import { pageDocument } from '../chrome/pageDocument';

/**
 * Tracker scripts the host marked for consent (CNS-06, CNS-19):
 *
 *   <script type="text/plain" data-consent-vendor="755" src="https://…" nonce="…"></script>
 *   <script type="text/plain" data-consent-vendor="1126" nonce="…">inline code</script>
 *
 * type="text/plain" keeps the browser from running them. Once their vendor is allowed, each is
 * made live where it stands: its type removed and the element put back in its place, which makes
 * the browser prepare it again, with every attribute and its own nonce. That is also what keeps
 * injected markup inert: a script that arrived through innerHTML (or insertAdjacentHTML, outerHTML)
 * is marked by the browser as already started, and the browser never runs it, whatever we do; a
 * copy made by us would run. A script that has run is no longer text/plain, so it is never found again.
 *
 * Which marked scripts are the page's: those in the document when the chrome began watching (the
 * page's markup), and those the host registers later (trackerRegistry.ts). One added after that,
 * unregistered, is left alone. Under a nonce CSP (the chrome's own script carries a nonce), only a
 * script carrying that nonce is run: 'strict-dynamic' would otherwise trust whatever we insert.
 */
const MARKED = 'script[type="text/plain"][data-consent-vendor]';

/** How long one external script may hold up the next: a tracker that never answers stops no other. */
const EXTERNAL_WAIT_MS = 5000;

/** Added after the chrome began watching, and not registered: not the page's. */
const late = new WeakSet<Element>();

/** Resolves once an external script has loaded or failed, or after EXTERNAL_WAIT_MS. */
function settled(script: HTMLScriptElement): Promise<void> {
  return new Promise((resolve) => {
    script.addEventListener('load', () => { resolve(); }, { once: true });
    script.addEventListener('error', () => { resolve(); }, { once: true });
    setTimeout(resolve, EXTERNAL_WAIT_MS);
  });
}

/**
 * The nonce of the scripts that loaded the chrome (module scripts from the chrome's own folder),
 * '' when they carry none or none is found, and undefined when they disagree: then markup injected
 * beside them claims a nonce, and no marked script is trusted.
 */
function chromeNonce(doc: Document): string | undefined {
  // The folder by hand: bundlers read `new URL('./', import.meta.url)` as an asset to copy, and
  // warn that it does not exist (issue 54).
  const folder = import.meta.url.slice(0, import.meta.url.lastIndexOf('/') + 1);
  const nonces = new Set(
    Array.from(doc.querySelectorAll<HTMLScriptElement>('script[type="module"][src]'))
      .filter((script) => script.src.startsWith(folder))
      .map((script) => script.nonce),
  );
  if (nonces.size > 1) return undefined;
  return [...nonces][0] ?? '';
}

let queue: Promise<void> = Promise.resolve();

/**
 * Runs the page's marked scripts whose vendor `isAllowed`, one at a time in document order: an
 * external script is waited for (load or error, at most EXTERNAL_WAIT_MS) before the next one
 * runs. Calls are queued, so two quick consent changes cannot interleave. A script without a
 * vendor id is never run.
 */
export function activateTrackerScripts(isAllowed: (vendorId: string) => boolean, doc: Document = pageDocument): Promise<void> {
  queue = queue.then(async () => {
    const nonce = chromeNonce(doc);
    for (const script of Array.from(doc.querySelectorAll<HTMLScriptElement>(MARKED))) {
      const vendor = script.dataset.consentVendor ?? '';
      if (vendor === '' || !script.isConnected || !isAllowed(vendor)) continue;
      if (late.has(script) && !isRegistered(script)) continue;
      if (nonce === undefined || (nonce !== '' && script.nonce !== nonce)) {
        console.error(`[marquee] A tracker script of vendor ${vendor} was not run: under this page's CSP it must carry the nonce of the chrome's own script.`, script);
        continue;
      }
      const done = script.src ? settled(script) : Promise.resolve();
      script.removeAttribute('type');
      script.parentNode?.insertBefore(script, script.nextSibling);
      await done;
    }
  });
  return queue;
}

/**
 * From now on, marked scripts the page adds are not the page's own unless registered; calls
 * `onRegistered` when the host registers one. Returns the function that stops watching.
 */
export function watchForTrackerScripts(onRegistered: () => void, doc: Document = pageDocument): () => void {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        if (!(node instanceof Element)) continue;
        if (node.matches(MARKED)) late.add(node);
        node.querySelectorAll(MARKED).forEach((script) => late.add(script));
      }
    }
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  const stopListening = onTrackerScriptRegistered(onRegistered);
  return () => {
    observer.disconnect();
    stopListening();
  };
}
