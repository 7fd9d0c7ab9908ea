/**
 * What the consent tests share: a clean slate between tests (cookies, session flags, faults),
 * a banner rendered into the light DOM with its own store, and a stub graph for answers the
 * reference backend would never give (hostile prompts).
 */
import { waitUntil } from '@open-wc/testing';
import { ConsentBanner, CONSENT_EVENT, type ConsentBannerSettings, type ConsentEventDetail } from '../../src/consent';
import type { AppStore } from '../../src/store';
import { clearFaults, receivedEvents, type ReceivedEvent } from '../helpers/backend';
import { mountInChrome, type Mounted } from '../helpers/mount';

export const GRAPH_EVENT = 'graphql';
export const PROMPT_ID = 'consent-primary-2024-06';

function deleteCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Max-Age=0`;
}

/**
 * A new visitor: no session, no consent cookie, no flags. The backend's faults stay: one engine's
 * tests clearing them would clear those another engine's test set (the backend is shared).
 */
export function forgetVisitor(): void {
  for (const name of ['session-id', 'ci', 'detect-country']) deleteCookie(name);
  sessionStorage.clear();
}

/** Every test starts as a new visitor: no session, no consent cookie, no flags, no faults. */
export async function freshVisitor(): Promise<void> {
  forgetVisitor();
  await clearFaults();
}

export type RenderedBanner = Mounted;

/** The banner as a component, in the light DOM, with the given store (ChromeRoot as elements use it). */
export function renderBanner(store: AppStore, props: Partial<ConsentBannerSettings> = {}): RenderedBanner {
  return mountInChrome(store, <ConsentBanner {...props} />);
}

export async function shownBanner(container: ParentNode): Promise<HTMLElement> {
  await waitUntil(() => container.querySelector('.banner'), 'the banner never showed', { timeout: 3000 });
  return container.querySelector('.banner') as HTMLElement;
}

export function button(container: ParentNode, name: 'Accept' | 'Decline'): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no ${name} button`);
  return found;
}

/** The graph calls the backend received after `after`, by operation. */
export async function graphCalls(after: number, operationName?: string): Promise<ReceivedEvent[]> {
  const events = await receivedEvents(GRAPH_EVENT, after);
  return events.filter((e) => !operationName || String((e.body as { query?: string }).query).includes(operationName));
}

/** Waits until the backend received `count` graph calls (of that operation) after `after`. */
export async function waitForGraphCalls(after: number, count: number, operationName?: string): Promise<ReceivedEvent[]> {
  await waitUntil(async () => (await graphCalls(after, operationName)).length >= count, `expected ${String(count)} graph calls`, { timeout: 3000 });
  return graphCalls(after, operationName);
}

/** Records every consent-event on window until stopped. */
export function recordConsentEvents(): { details: ConsentEventDetail[]; stop(): void } {
  const details: ConsentEventDetail[] = [];
  const listener = (event: Event) => details.push((event as CustomEvent<ConsentEventDetail>).detail);
  window.addEventListener(CONSENT_EVENT, listener);
  return { details, stop: () => { window.removeEventListener(CONSENT_EVENT, listener); } };
}

export interface StubPrompt {
  plainText?: string;
  plaidHtml?: string;
  customizeUrl?: string;
  showPromptOnPageLoad?: boolean;
}

/**
 * A fetch that answers the graph with this prompt (and no directives), and the mutation with
 * every vendor allowed; anything else goes to the real network.
 */
export function stubGraph(prompt: StubPrompt): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes('/graphql')) return fetch(input, init);
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { query: string };
    const directives = {
      directivesCookie: 'stub',
      expirationDate: '2030-01-01T00:00:00.000Z',
      vendors: [{ id: '755', allow: true }],
    };
    const data = body.query.includes('mutation')
      ? { respondToPrivacyPrompt: { directives } }
      : {
          privacyPrompt: {
            privacyPrompt: {
              id: PROMPT_ID,
              customizeUrl: prompt.customizeUrl ?? '/privacy/preferences/',
              promptMarkdown: { value: { plainText: prompt.plainText ?? 'Plain prompt.', plaidHtml: prompt.plaidHtml ?? '' } },
              showPromptOnPageLoad: prompt.showPromptOnPageLoad ?? true,
            },
          },
          privacyDirectives: { directives: null },
        };
    return new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

export const settle = (ms = 100) => new Promise((resolve) => setTimeout(resolve, ms));
