import { waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { SearchBar, type SearchBarProps } from '../../src/search';
import type { AppStore } from '../../src/store';
import { makeStore } from '../../src/store/store';
import { mountInChrome } from '../helpers/mount';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const urlOf = (input: RequestInfo | URL) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

export interface SentRequest {
  url: string;
  /** A text body, else ''. */
  body: string;
  /** performance.now() when it was sent. */
  at: number;
}

/**
 * A fetch that passes every call to the real one (the reference backend) and keeps what it sent.
 * `delay(url)` may hold a call back before it goes out.
 */
export function recordingFetch(delay: (url: string) => Promise<void> = () => Promise.resolve()) {
  const sent: SentRequest[] = [];
  const spy: typeof fetch = async (input, init) => {
    const url = urlOf(input);
    sent.push({ url, body: typeof init?.body === 'string' ? init.body : '', at: performance.now() });
    await delay(url);
    return fetch(input, init);
  };
  return {
    spy,
    sent,
    /** The suggestion requests, as paths with their query. */
    suggestions: () => sent.filter((r) => r.url.includes('/suggestion/')),
  };
}

/** The search bar alone in the light DOM, on a store of its own (as test/i18n/placeholders.test.tsx does). */
export function renderSearch(options: { store?: AppStore; props?: SearchBarProps } = {}) {
  const store = options.store ?? makeStore();
  const view = mountInChrome(store, <SearchBar {...options.props} />);
  return { store, ...view, input: () => view.container.querySelector<HTMLInputElement>('.search-input') };
}

/** Waits for the element to render, then focuses it. */
export async function focusWhenThere(find: () => HTMLElement | null | undefined): Promise<HTMLElement> {
  await waitUntil(find, 'never rendered');
  const element = find() as HTMLElement;
  element.focus();
  return element;
}

/** Types as a person does, one key at a time with a pause after each (the issue: 30 ms a key). */
export async function typeSlowly(text: string, msPerKey = 30): Promise<void> {
  for (const key of text) {
    await sendKeys({ type: key });
    await sleep(msPerKey);
  }
}

/** The options the list shows: a list that has not caught up with the box hides its options. */
function shownOptions(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('[role="listbox"]:not([hidden]) [role="option"]')];
}

/** The labels of the options the list shows. */
export function optionLabels(root: ParentNode): string[] {
  return shownOptions(root).map((option) => option.querySelector('.suggestion-label')?.textContent ?? '');
}

/**
 * Whether the list is the answer for the text in the box: its last option, 'See all results', is
 * for that text. A key's text reaches the list after the key's paint; till then the last text's
 * options show, and may hold the label a test waits for.
 */
export function listForTheBox(root: ParentNode): boolean {
  const typed = root.querySelector<HTMLInputElement>('.search-input')?.value.trim();
  return shownOptions(root).at(-1)?.dataset.value === typed;
}

/**
 * The category the bar's button shows: every category's name is in it, and CSS shows the one of
 * the radio checked (or the store's); undefined when it shows none.
 */
export const shownCategory = (button: Element | null): string | undefined =>
  [...(button?.querySelectorAll('.category-name') ?? [])].find((name) => name.checkVisibility())?.querySelector('[aria-hidden="true"]')?.textContent;
