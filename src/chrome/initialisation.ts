/**
 * The marker on an element that page script has initialised (spec §4 Experiments, §5, §8):
 * `data-initialised="1"`. It stops a script that runs twice from wiring an element twice.
 */
export const INITIALISED_ATTRIBUTE = 'data-initialised';

/**
 * Marks `element` as initialised and returns true, or returns false when it cannot be: the
 * element is missing, or already marked. A failure is handed to `report` (the error-logging
 * helper) instead of being thrown, so one bad element never stops the page's other scripts.
 */
export function initialiseElement(element: Element | null, name: string, report: (error: Error) => void): boolean {
  if (element === null) {
    report(new Error(`Cannot initialise ${name}: element not found`));
    return false;
  }
  if (element.getAttribute(INITIALISED_ATTRIBUTE) === '1') {
    report(new Error(`Cannot initialise ${name}: already initialised`));
    return false;
  }
  element.setAttribute(INITIALISED_ATTRIBUTE, '1');
  return true;
}
