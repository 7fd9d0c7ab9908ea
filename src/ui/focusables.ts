// Focus within the chrome's panels: what Tab moves between, and drawers that keep it as dialogs do.
import type { KeyboardEvent } from 'react';

/** The links and controls inside `container`, in document order: what Tab and the arrow keys move between. */
export const focusables = (container: HTMLElement | null): HTMLElement[] =>
  container ? [...container.querySelectorAll<HTMLElement>('a[href], button:enabled, input:enabled')] : [];

/**
 * Tab and Shift+Tab go round a panel's controls, as in a modal dialog (NAV-16): for a drawer that
 * is a popover, which the platform does not make modal.
 */
export function keepFocusInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const items = focusables(event.currentTarget);
  const [first, last] = [items[0], items.at(-1)];
  const active = (event.currentTarget.getRootNode() as ShadowRoot).activeElement;
  const to = event.shiftKey ? (active === first ? last : undefined) : active === last ? first : undefined;
  if (!to) return;
  event.preventDefault();
  to.focus();
}

/** Focus into a drawer that has just opened, as into a dialog: the platform leaves it on the button that opened it. */
export function moveFocusInside(panel: HTMLElement | null): void {
  if (panel && !panel.contains((panel.getRootNode() as ShadowRoot).activeElement)) focusables(panel)[0]?.focus();
}
