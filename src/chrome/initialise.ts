import { pageStore } from '../store/store';
import { errorReported } from '../tracking/trackingActions';
import { initialiseElement } from './initialisation';
import { pageDocument } from './pageDocument';

/** Each chrome element's own step, run once: render now and carry the marker. */
export const INITIALISE = Symbol.for('marquee.initialise');

interface Initialisable extends Element {
  [INITIALISE](): void;
}

const isChromeElement = (element: Element): element is Initialisable => INITIALISE in element;

/** Spec §8: initialisation errors go to the error-logging helper, and to the console for whoever is debugging. */
function report(error: Error): void {
  console.error(`[marquee] ${error.message}`);
  pageStore.dispatch(errorReported({ message: error.message, stack: error.stack }));
}

/**
 * Initialises a chrome element that page script created, before or instead of waiting for it to
 * be connected (spec §4, §5): it renders at once and carries `data-initialised="1"`. `target` is
 * the element or a selector for it. A missing element ('element not found'), one that is not a
 * Marquee element, or one already initialised ('already initialised'; every connected element
 * is) is refused: the error goes to the error logger, never thrown, and the result is false.
 */
export function initialise(target: Element | string | null): boolean {
  const name = typeof target === 'string' ? target : target ? `<${target.localName}>` : 'element';
  const element = typeof target === 'string' ? pageDocument.querySelector(target) : target;
  // An element made before its tag was defined, or in another document, is upgraded first.
  if (element) customElements.upgrade(element);
  if (element && !isChromeElement(element)) {
    report(new Error(`Cannot initialise ${name}: not a Marquee element`));
    return false;
  }
  if (!initialiseElement(element, name, report) || !element) return false;
  element[INITIALISE]();
  return true;
}
