import { createElement, Fragment, lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType, type MemoExoticComponent, type ReactNode } from 'react';
import { useAppDispatch } from '../store/hooks';
import { partFailed } from './partFailed';
import { loadOnce } from './loadOnce';
import { markFailed } from './failedParts';

/** A component whose code is a chunk of its own; `preload()` starts fetching it. */
export type LazyComponent<P extends object> = MemoExoticComponent<(props: P) => ReactNode> & { preload: () => Promise<void> };

// Every lazy component's loader: the server renderer loads them all before rendering (hydration
// does not wait for them: src/chrome/hydration.ts).
const loaders = new Set<() => Promise<void>>();

/**
 * A component loaded with `import()` when first rendered, showing `fallback` meanwhile (a node, or
 * a component given the same props, e.g. to keep an id that something else refers to):
 * `lazyComponent(() => import('./Big').then((module) => module.Big))`. Once its
 * module is loaded it renders synchronously, so the server can render it and hydration matches
 * (unlike bare `React.lazy`, which suspends at least once).
 *
 * It fails alone: it is its own Suspense boundary, on the server too, so hydration leaves a part
 * whose code has not arrived as the server's HTML instead of failing the element; and a part whose
 * code cannot be loaded shows its fallback, says so (partFailed), and is tried again the next time
 * it is used (mounted).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode | ComponentType<P> = null,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = loadOnce(async () => {
    loaded = await load();
  });
  loaders.add(preload);
  const shown = (props: P) => (typeof fallback === 'function' ? createElement(fallback, props) : fallback);
  const suspended = () =>
    lazy(() =>
      preload().then(
        () => ({ default: loaded as ComponentType<P> }),
        (error: unknown) => ({ default: (props: P) => createElement(Failed, { error }, shown(props)) }),
      ),
    );

  function Lazy(props: P) {
    // Chosen once per mount: switching from the suspended tree to the direct one later would
    // remount the component and lose its state. A failed load is tried again by the next mount.
    const [ready] = useState(() => loaded);
    const [Suspended] = useState(() => (ready ? undefined : suspended()));
    // An inert marker while the code loads, so that tests and pages can tell "rendered in full"
    // (marquee-site-chrome/testing's rendered() waits for none to be left).
    const loading = createElement(Fragment, null, createElement('template', { 'data-marquee-loading': '' }), shown(props));
    return createElement(Suspense, { fallback: loading }, createElement(ready ?? (Suspended as ComponentType<P>), props));
  }
  // Memoised: a parent re-rendering with the same props must not reach a part still waiting for its
  // code to hydrate, which React would then render anew as its fallback.
  return Object.assign(memo(Lazy), { preload });
}

/**
 * A part whose code failed to load: its fallback, one console error and one report naming the
 * element, and `parts` among the element's failed parts (failedParts). An inert marker finds the
 * element, as the fallback may be nothing.
 */
function Failed({ error, children }: { error: unknown; children?: ReactNode }) {
  const dispatch = useAppDispatch();
  const marker = useRef<HTMLTemplateElement>(null);
  useEffect(() => {
    const host = (marker.current?.getRootNode() as Partial<ShadowRoot> | undefined)?.host;
    if (host) markFailed(host, 'parts');
    partFailed(host ? `a part of <${host.localName}>` : 'a part of the chrome', dispatch)(error);
  }, [dispatch, error]);
  return (
    <>
      <template ref={marker} />
      {children}
    </>
  );
}

/**
 * Loads every lazy component's module, so that what renders next renders in full, synchronously.
 * Each is waited for, whether or not another fails; then the first failure, if any, rejects.
 */
export async function preloadLazyComponents(): Promise<void> {
  // A module just loaded may define lazy components of its own: until no new ones appear.
  for (let known = -1; known !== loaders.size; ) {
    known = loaders.size;
    const failed = (await Promise.allSettled([...loaders].map((preload) => preload()))).find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }
}
