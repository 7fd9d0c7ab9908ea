import { virtual } from '@guidepup/virtual-screen-reader';
import { computeAccessibleName } from 'dom-accessibility-api';
import { shadowOf } from './shadow';

/** The root React renders into, inside one of our elements' shadow root. */
function chromeRoot(host: Element): HTMLElement {
  const root = shadowOf(host).querySelector<HTMLElement>('.chrome-root');
  if (!root) throw new Error(`<${host.localName}> has no .chrome-root`);
  return root;
}

/**
 * What a screen reader says reading the element from its start to its end, one phrase per step:
 * Guidepup's virtual screen reader, started inside the element's shadow root (it computes roles,
 * names, descriptions and states from the DOM as the ARIA specs say, the same in every engine).
 */
export async function readThrough(host: Element): Promise<string[]> {
  // An element of a frame's page is no `instanceof Element` of this window, and the reader takes
  // such a node for a virtual one (an input with a type read as a textbox): while it reads, the
  // name means the frame's class.
  const window_ = window as unknown as { Element: typeof Element };
  const ours = window_.Element;
  window_.Element = (host.ownerDocument.defaultView as unknown as { Element: typeof Element }).Element;
  try {
    await virtual.start({ container: chromeRoot(host) });
    try {
      const first = await virtual.lastSpokenPhrase();
      // After the root's end it starts over: stop there.
      for (let step = 0; step < 1000; step += 1) {
        await virtual.next();
        if (step > 0 && (await virtual.lastSpokenPhrase()) === first) break;
      }
      const log = await virtual.spokenPhraseLog();
      return log.slice(0, log.lastIndexOf(first));
    } finally {
      await virtual.stop();
    }
  } finally {
    window_.Element = ours;
  }
}

const words = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** The text a sighted visitor sees on a control: text in boxes that are drawn, not clipped away. */
function visibleText(control: Element): string {
  const parts: string[] = [];
  const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !parent.checkVisibility({ visibilityProperty: true })) continue;
    // Decoration (a chevron, an icon's glyph) is not a label.
    if (parent.closest('[aria-hidden="true"]')) continue;
    const box = parent.getBoundingClientRect();
    // The visually-hidden pattern: a 1×1 box with its content clipped away.
    if (box.width <= 1 || box.height <= 1) continue;
    if (getComputedStyle(parent).clipPath.startsWith('inset(50%')) continue;
    parts.push(node.textContent ?? '');
  }
  return words(parts.join(' '));
}

/**
 * WCAG 2.5.3 Label in Name: every control showing text has a name that contains it, so that
 * "click EN" by voice finds the language button. Returns the controls that fail, as readable lines.
 */
export function labelsNotInName(host: Element): string[] {
  const controls = chromeRoot(host).querySelectorAll('a[href], button, input, [role="option"], [role="menuitem"]');
  return [...controls].flatMap((control) => {
    const seen = visibleText(control);
    const name = words(computeAccessibleName(control));
    return seen && !name.includes(seen) ? [`${control.localName}.${control.className}: shows "${seen}", named "${name}"`] : [];
  });
}
