import { createElement, startTransition, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { selectI18n } from '../i18n/i18nSlice';
import { pageStore } from '../store/store';
import type { AttributeSchema } from './attributes';
import type { ElementDefinition } from './elementDefinition';
import { readAttributes, writtenKeys } from './writtenAttributes';
import type { RenderedProps } from './renderedElement';
import { renderStore } from './renderStore';
import { preloadLazyComponents, type LazyComponent } from '../ui/lazyComponent';
import { partFailed } from '../ui/partFailed';
import { nextTask } from '../ui/nextTask';
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

/** How long hydration waits for the lazy parts' code: a part late or lost must not hold up the rest. */
const LAZY_PARTS_WAIT_MS = 3000;

/**
 * Waits for the lazy parts' code, so that they hydrate with the rest, but a bounded time, and
 * through failures: a part still missing then stays as the server rendered it (it is its own
 * Suspense boundary) until its code arrives, or shows its fallback if that fails (lazyComponent).
 * An element whose whole content is a lazy part (the footer) cannot hydrate without it: it waits
 * for it however long, and should it fail, keeps the server's HTML, which works as HTML, rather
 * than render an empty element anew.
 */
async function lazyParts({ tag, component }: { tag: string; component: unknown }): Promise<void> {
  // Each import() costs a millisecond or so: not in the task that makes the store to hydrate with.
  await nextTask();
  const own = (component as Partial<LazyComponent<object>>).preload;
  const rest = preloadLazyComponents().catch(() => undefined);
  const bound = new Promise((resolve) => setTimeout(resolve, LAZY_PARTS_WAIT_MS));
  await Promise.all([own?.().catch(keepServedHtml(tag)), Promise.race([rest, bound])]);
}

/** Never settles: the element keeps the server's HTML (partFailed says why). */
const keepServedHtml = (tag: string) => (error: unknown) => {
  partFailed(`<${tag}>'s content (it stays as the server rendered it)`, pageStore.dispatch)(error);
  return new Promise<never>(() => undefined);
};

/**
 * Hydrates server-rendered content in place: first exactly as the server rendered it (the same
 * attributes, a store built the same way, the locale's messages loaded), so React adopts every
 * node as it is; resolves, with the root, once that is done and the page's own store has its
 * messages. The caller then renders with the page's store and the current attributes, and React
 * changes only what differs, with `served` (what the server knew beyond the attributes, e.g. the
 * consent prompt) among its props. Until then the server's HTML stays in place and works as HTML.
 */
export async function hydrateServerRendered<S extends AttributeSchema>(
  content: HTMLElement,
  definition: ElementDefinition<S>,
  Rendered: ComponentType<RenderedProps<S>>,
): Promise<{ root: Root; served: unknown }> {
  const written = writtenAttributes(content);
  const served = servedState(content);
  // Quietly: the element reports its own attributes when it reads them.
  const values = readAttributes(definition.tag, definition.attributes, written, { quiet: true });
  const present = writtenKeys(definition.attributes, written);
  const [store, kept] = await Promise.all([renderStore(values, present), definition.keepOnHydration?.(), lazyParts(definition)]);
  let root: Root | undefined;
  await new Promise<void>((resolve) => {
    const origin = content.getAttribute(SERVER_ORIGIN_ATTRIBUTE) ?? undefined;
    const linkOrigin = content.getAttribute(SERVER_LINK_ORIGIN_ATTRIBUTE) ?? undefined;
    // A transition: React hydrates in slices that yield to the browser, not in one long task (a tap
    // on a part not hydrated yet has React hydrate that part first).
    startTransition(() => {
      root = hydrateRoot(content, createElement(Rendered, { ...values, store, origin, linkOrigin, served, onRendered: resolve }), {
        onRecoverableError: (error) => {
          console.warn(`[marquee] <${definition.tag}>: the server's HTML did not match; React re-rendered part of it.`, error);
        },
      });
    });
  });
  await pageMessagesReady();
  // Read last: the visitor may have typed until now. Hydration kept the DOM as it was; the page's
  // store learns it, so the render that follows keeps it too.
  for (const action of kept?.(content) ?? []) pageStore.dispatch(action);
  return { root: root as Root, served };
}
