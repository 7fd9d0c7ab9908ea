/** The links and controls inside `container`, in document order: what Tab and the arrow keys move between. */
export const focusables = (container: HTMLElement | null): HTMLElement[] =>
  container ? [...container.querySelectorAll<HTMLElement>('a[href], button:enabled, input:enabled')] : [];
