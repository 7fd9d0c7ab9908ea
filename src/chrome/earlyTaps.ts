import { HYDRATED_ATTRIBUTE, SERVER_ROOT_ATTRIBUTE } from './serverRendered';
import { FAILED_ATTRIBUTE } from '../ui/failedParts';

/**
 * No tap on server-rendered chrome is lost before hydration (issue 36). Links and forms work
 * without script, and so does a button that opens a popover (`popovertarget`): every control of the
 * header and footer (issue 51). What is left is a `type="button"` button, which does nothing until
 * React runs: the consent banner's answers on a page that gives them no route to post to (no
 * `answerForm`). A click on one, in an element not yet hydrated, is taken here instead: the button shows it was pressed at once
 * (`data-pressed`, and an inline tint and progress cursor, so that no stylesheet of ours is needed),
 * `go` asks for the bundle at once, and once that element has hydrated the button is focused and
 * clicked again, now with its handler. Only the last such tap is replayed: a visitor who tapped
 * twice, or tapped one control and then another, meant the last one.
 *
 * React is kept from the tap while it hydrates (the tap stops here), so the control does not act
 * twice; after hydration nothing is taken, nor in an element rendered in the browser (a banner the
 * server left to the client): its code is there as it shows. If hydration replaced the button, its
 * namesake by position in the shadow root is clicked. A link in the banner's question is not
 * taken (it works as HTML), but its count is sent here: hydration would come too late for it. The
 * listener is added through EventTarget.prototype, as a named element can shadow a method on
 * `document`.
 *
 * Self-contained (its arguments and the platform's globals only): the after-paint loader carries its
 * source text (earlyTaps). (Painted chrome needs none: the banner is not painted.)
 */
export function takeEarlyTaps(d: Document, go: () => void, hydrated: string, served: string, failed: string): void {
  const tags = ['site-header', 'site-footer', 'consent-banner'];
  // Only server-rendered content waits for its code: an element rendered in the browser has it.
  // One that says it is ready without its hydration code, content or messages (failedParts) is
  // still the server's HTML, and hydrates should they come.
  const waiting = (host: Element) =>
    (!host.hasAttribute(hydrated) || /\b(hydration|content|messages)\b/.test(host.getAttribute(failed) ?? '')) &&
    Array.prototype.some.call(host.shadowRoot?.children ?? [], (child: Element) => child.hasAttribute(served));
  let taken: { host: Element; button: HTMLButtonElement; index: number; release: () => void } | undefined;
  // A link of a server-rendered question (Customize, a link in its text) is followed before
  // hydration could count it: its count goes now, as the banner's script sends it (anonymous, kept
  // alive past the page), from what the question says of it (PromptDialog's data-count).
  const count = (path: EventTarget[]) => {
    const at = path.findIndex((node) => node instanceof Element && node.localName === 'consent-banner');
    const link = path.slice(0, at).find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
    const question = link?.closest('[data-count-to]');
    const refTag = link?.classList.contains('customize') ? 'cb_customize' : link?.closest('.message') ? 'cb_text_link' : '';
    if (at < 0 || !question || !refTag || !waiting(path[at] as Element)) return;
    const body = new URLSearchParams(question.getAttribute('data-count') ?? '');
    body.set('ref_', refTag);
    fetch(new URL(question.getAttribute('data-count-to') ?? '', location.href), { method: 'POST', body, credentials: 'omit', keepalive: true }).catch(() => undefined);
  };
  // Chromium gives focus back to the button that opened a popover only outside a shadow root: in
  // ours, a panel closed with focus inside (Escape, its close button) leaves it on the page's body.
  // Firefox and WebKit give it back, and once hydrated usePopover does: before, it is put back here.
  const openers = new WeakMap<Element, HTMLButtonElement>();
  const giveFocusBack = (opener: HTMLButtonElement, root: ShadowRoot, host: Element) => {
    const panel = opener.popoverTargetElement;
    if (!panel || opener.getAttribute('popovertargetaction') === 'hide') return;
    const known = openers.has(panel);
    openers.set(panel, opener);
    if (known) return;
    let inside = false;
    panel.addEventListener('beforetoggle', (event) => {
      if ((event as ToggleEvent).newState === 'closed') inside = panel.contains(root.activeElement);
    });
    panel.addEventListener('toggle', (event) => {
      if ((event as ToggleEvent).newState !== 'closed' || !inside) return;
      inside = false;
      // Only from the closed panel (Chromium blurs it a frame later) or nothing (not from where the
      // visitor put it since), and not once the element's own code runs. (Asked of the prototype: a
      // named element can shadow `activeElement`. Not deprecated: the lint resolves `call` to the
      // overload for deprecated tag names.)
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      const lost = panel.contains(root.activeElement) || !Document.prototype.querySelector.call(d, ':focus');
      if (waiting(host) && lost) openers.get(panel)?.focus();
    });
  };
  const take = (event: Event) => {
    count(event.composedPath());
    let button: HTMLButtonElement | undefined;
    let host: Element | undefined;
    for (const node of event.composedPath()) {
      if (!button) button = node instanceof HTMLButtonElement ? node : undefined;
      else if (node instanceof Element && tags.includes(node.localName)) {
        host = node;
        break;
      }
    }
    const root = host?.shadowRoot;
    if (!host || !root || !button || button.type !== 'button' || !waiting(host)) return;
    taken?.release();
    taken = undefined;
    // A button that opens a popover (popovertarget) answers as HTML: nothing to keep, but the
    // visitor's last tap is this one.
    if (button.hasAttribute('popovertarget')) {
      giveFocusBack(button, root, host);
      return;
    }
    event.stopImmediatePropagation();
    const pressed = button;
    const style = pressed.style;
    pressed.setAttribute('data-pressed', '');
    style.setProperty('background', 'color-mix(in srgb,currentColor 25%,transparent)');
    style.setProperty('cursor', 'progress');
    const tap = {
      host,
      button: pressed,
      index: Array.prototype.indexOf.call(root.querySelectorAll('button'), pressed),
      release: () => {
        pressed.removeAttribute('data-pressed');
        style.removeProperty('background');
        style.removeProperty('cursor');
      },
    };
    taken = tap;
    go();
    new MutationObserver((_records, observer) => {
      if (!tap.host.hasAttribute(hydrated) || waiting(tap.host)) return;
      observer.disconnect();
      if (taken !== tap) return;
      taken = undefined;
      tap.release();
      const again = tap.button.isConnected ? tap.button : root.querySelectorAll('button')[tap.index];
      if (again instanceof HTMLElement) {
        again.focus();
        again.click();
      }
    }).observe(tap.host, { attributeFilter: [hydrated, failed] });
  };
  EventTarget.prototype.addEventListener.call(d, 'click', take, true);
  // Once every server-rendered element of ours on the page has hydrated there is nothing left to
  // take: the listener goes, so that no later click (the page's own too) passes through it.
  new MutationObserver((_records, observer) => {
    // (Not deprecated: the lint resolves `call` to the overload for deprecated tag names.)
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    if (Array.prototype.some.call(Document.prototype.querySelectorAll.call(d, tags.join()), waiting)) return;
    observer.disconnect();
    EventTarget.prototype.removeEventListener.call(d, 'click', take, true);
  }).observe(d, { subtree: true, attributeFilter: [hydrated, failed] });
}

/** takeEarlyTaps as script text, for the after-paint loader to run where it stands, with its `d` and `go`. */
export const earlyTaps = `(${takeEarlyTaps.toString()})(d,go,${JSON.stringify(HYDRATED_ATTRIBUTE)},${JSON.stringify(SERVER_ROOT_ATTRIBUTE)},${JSON.stringify(FAILED_ATTRIBUTE)});`;
