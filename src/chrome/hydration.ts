import { createElement, startTransition, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { selectI18n } from '../i18n/i18nSlice';
import { pageStore } from '../store/store';
import type { AttributeSchema } from './attributes';
import type { ElementDefinition } from './elementDefinition';
import { readAttributes, writtenKeys, writtenTexts } from './writtenAttributes';
import type { RenderedProps } from './renderedElement';
import { renderStore } from './renderStore';
import type { LazyComponent } from '../ui/lazyComponent';
import { partFailed } from '../ui/partFailed';
import { keepReplayTargets } from './replayTargets';
import type { ServedPrompt } from '../consent/bannerSlice';
import { SERVER_LINK_ORIGIN_ATTRIBUTE, SERVER_ORIGIN_ATTRIBUTE, SERVER_ROOT_ATTRIBUTE, SERVER_STATE_ATTRIBUTE } from './serverRendered';

function writtenAttributes(content: HTMLElement): Record<string, string> {
  try {
    const written: unknown = JSON.parse(content.getAttribute(SERVER_ROOT_ATTRIBUTE) ?? '{}');
    if (typeof written !== 'object' || written === null) return {};
    return Object.fromEntries(Object.entries(written).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** What the server rendered with beyond the attributes (SERVER_STATE_ATTRIBUTE), or undefined. */
function servedState(content: HTMLElement): unknown {
  try {
    return JSON.parse(content.getAttribute(SERVER_STATE_ATTRIBUTE) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The served state with its prompt's HTML made safe again here: the server sanitized it, but what
 * reaches the page is only markup (docs/security.md). Without the sanitizer, no HTML: the plain
 * text shows.
 */
async function safeServed(served: unknown): Promise<unknown> {
  const prompt = (served as Partial<ServedPrompt> | undefined)?.prompt;
  if (!prompt?.html) return served;
  const html = await import('../consent/sanitizer')
    .then(async ({ loadSanitizer }) => (await loadSanitizer()).toHtml(prompt.html))
    .catch(() => '');
  return { ...(served as ServedPrompt), prompt: { ...prompt, html } };
}

/** Resolves once the page's store shows a locale's messages (not placeholders while one loads). */
function pageMessagesReady(): Promise<void> {
  return new Promise((resolve) => {
    const ready = () => selectI18n(pageStore.getState()).status === 'ready';
    if (ready()) {
      resolve();
      return;
    }
    const unsubscribe = pageStore.subscribe(() => {
      if (!ready()) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * An element whose whole content is a lazy part (the footer), or whose content shows in parts that
 * need script (the banner's question: `shownParts`), cannot hydrate without their code: it waits
 * for it however long, and should it fail, keeps the server's HTML, which works as HTML, rather
 * than render an empty element anew, and says it is ready as it is (`parts.failed`). The other lazy
 * parts are not waited for: each is a Suspense boundary of its own, which stays as the server
 * rendered it, working as HTML, until React has its code (it asks for it as it comes to the part)
 * and hydrates it.
 */
async function shownParts({ tag, component, shownParts: parts = [] }: Pick<ElementDefinition, 'tag' | 'shownParts'> & { component: unknown }, report: HydrationParts): Promise<void> {
  const own = (component as Partial<LazyComponent<object>>).preload;
  await Promise.all([own?.(), ...parts.map((part) => part.preload())]).catch(keepServedHtml(tag, report));
}

/** Never settles: the element keeps the server's HTML (partFailed says why). */
const keepServedHtml = (tag: string, report: HydrationParts) => (error: unknown) => {
  partFailed(`<${tag}>'s content (it stays as the server rendered it)`, pageStore.dispatch)(error);
  report.failed('content');
  return new Promise<never>(() => undefined);
};

/**
 * What hydration tells its element of the parts it waits for (the element's data-marquee-failed
 * names them, src/ui/failedParts.ts): each wait, by name, until it settles; and a part that cannot
 * come.
 */
export interface HydrationParts {
  waiting(part: 'content' | 'messages', done: Promise<unknown>): void;
  failed(part: 'content'): void;
}

/** An attribute's text on the element now (null: none), and the value it has from it. */
export type Current = (key: string) => [text: string | null, value: unknown];

/** What hydration rendered with beyond the attributes, for every render after it (see RenderedProps). */
export interface Hydrated {
  root: Root;
  served: unknown;
  serverState: unknown;
  origin: string | undefined;
  linkOrigin: string | undefined;
}

/**
 * Hydrates server-rendered content in place, as the server rendered it: the same attributes, the
 * page's store read through the state the server rendered with (a store built the same way, the
 * locale's messages loaded), so React adopts every node as it is, and then re-renders only what
 * the page's store says otherwise. Resolves once that is committed; the caller keeps rendering
 * with what is returned (the page's store never changes under the element: see ChromeRoot), with
 * the element's current attributes, and React changes only what differs. Until then the server's
 * HTML stays in place and works as HTML.
 */
export async function hydrateServerRendered<S extends AttributeSchema>(
  content: HTMLElement,
  definition: ElementDefinition<S>,
  Rendered: ComponentType<RenderedProps<S>>,
  current: Current,
  parts: HydrationParts,
): Promise<Hydrated> {
  const written = writtenAttributes(content);
  const servedPromise = safeServed(servedState(content));
  // Quietly: the element reports its own attributes when it reads them.
  const values = readAttributes(definition.tag, definition.attributes, written, { quiet: true });
  // Where the element still says what the server was told, its own value: the render after this
  // one then gives the component the very same props (a model is an object read anew from its text).
  for (const [key, text] of Object.entries(writtenTexts(definition.attributes, written))) {
    const [now, value] = current(key);
    if (now === text) (values as Record<string, unknown>)[key] = value;
  }
  const present = writtenKeys(definition.attributes, written);
  const shown = shownParts(definition, parts);
  const messages = pageMessagesReady();
  parts.waiting('content', shown);
  parts.waiting('messages', messages);
  const [store, kept, served] = await Promise.all([renderStore(values, present), definition.keepOnHydration?.(), servedPromise, shown, messages]);
  const serverState = store.getState();
  const origin = content.getAttribute(SERVER_ORIGIN_ATTRIBUTE) ?? undefined;
  const linkOrigin = content.getAttribute(SERVER_LINK_ORIGIN_ATTRIBUTE) ?? undefined;
  let root: Root | undefined;
  keepReplayTargets(content.getRootNode());
  await new Promise<void>((resolve) => {
    // A transition: React hydrates in slices that yield to the browser, not in one long task (a tap
    // on a part not hydrated yet has React hydrate that part first).
    startTransition(() => {
      root = hydrateRoot(content, createElement(Rendered, { ...values, serverState, origin, linkOrigin, served, onRendered: resolve }), {
        onRecoverableError: (error) => {
          console.warn(`[marquee] <${definition.tag}>: the server's HTML did not match; React re-rendered part of it.`, error);
        },
      });
    });
  });
  // Read last: the visitor may have typed until now. Hydration kept the DOM as it was; the page's
  // store learns it, so the render that follows keeps it too.
  for (const action of kept?.(content) ?? []) pageStore.dispatch(action);
  return { root: root as Root, served, serverState, origin, linkOrigin };
}
