/** Keys that mean something to the page as a whole rather than to the text: they go on to it. */
const PAGE_KEYS = new Set(['Escape', 'Tab']);
const KEY_EVENTS = ['keydown', 'keypress', 'keyup'];

// The chrome's fields are inputs (the search box); a textarea would be one too.
const isTextField = (node: EventTarget | undefined) => node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement;

/**
 * Keys typed into the chrome's own fields (the search box) stay in the chrome. Outside the shadow
 * root a key event is retargeted to the element, so a page's shortcuts (`/`, `s`, `j`, space…)
 * cannot tell that the visitor is typing, fire, and eat the keys. Their bubbling key events stop
 * at the shadow root, after the chrome's own handlers; Escape and Tab go on, and a page that
 * needs every key can listen in the capture phase (docs/using-on-a-page.md).
 */
export function keepTypingInside(root: ShadowRoot): void {
  const stop = (event: Event) => {
    if (!PAGE_KEYS.has((event as KeyboardEvent).key) && isTextField(event.composedPath()[0])) event.stopPropagation();
  };
  for (const type of KEY_EVENTS) root.addEventListener(type, stop);
}
