import { createElement, Fragment, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/** A component whose code is a chunk of its own; `preload()` starts fetching it. */
export type LazyComponent<P extends object> = ((props: P) => ReactNode) & { preload: () => Promise<void> };

// Every lazy component's loader: the server renderer and hydration load them all before rendering.
const loaders = new Set<() => Promise<void>>();

/**
 * A component loaded with `import()` when first rendered, showing `fallback` meanwhile (a node, or
 * a component given the same props, e.g. to keep an id that something else refers to):
 * `lazyComponent(() => import('./Big').then((module) => module.Big))`. Once its
 * module is loaded it renders synchronously, so the server can render it and hydration matches
 * (unlike bare `React.lazy`, which suspends at least once).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode | ComponentType<P> = null,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // A failed fetch may be retried by the next render (a flaky network must not stick).
        loading = undefined;
        throw error;
      },
    ));
  loaders.add(preload);
  const Suspended = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));

  function Lazy(props: P) {
    // Chosen once per mount: switching from the suspended tree to the direct one later would
    // remount the component and lose its state.
    const [ready] = useState(() => loaded);
    if (ready) return createElement(ready, props);
    const shown = typeof fallback === 'function' ? createElement(fallback, props) : fallback;
    // An inert marker while the code loads, so that tests and pages can tell "rendered in full"
    // (marquee-site-chrome/testing's rendered() waits for none to be left).
    const loading = createElement(Fragment, null, createElement('template', { 'data-marquee-loading': '' }), shown);
    return createElement(Suspense, { fallback: loading }, createElement(Suspended, props));
  }
  return Object.assign(Lazy, { preload });
}

/** Loads every lazy component's module, so that what renders next renders in full, synchronously. */
export async function preloadLazyComponents(): Promise<void> {
  // A module just loaded may define lazy components of its own: until no new ones appear.
  for (let known = -1; known !== loaders.size; ) {
    known = loaders.size;
    await Promise.all([...loaders].map((preload) => preload()));
  }
}
