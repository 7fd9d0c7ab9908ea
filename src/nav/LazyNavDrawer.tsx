import { useState, type RefObject } from 'react';
import { useAppSelector } from '../store';
import { lazyComponent } from '../ui/lazyComponent';
import { useServerRendered } from '../ui/useServerRendered';
import type { NavModel } from './navModel';
import { selectDrawerOpen } from './navSlice';

const NavDrawer = lazyComponent(() => import('./NavDrawer').then((module) => module.NavDrawer));

/** Starts loading the drawer before it is wanted, e.g. when the pointer nears the hamburger. */
export function preloadNavDrawer(): void {
  void NavDrawer.preload();
}

/**
 * The drawer and its full menu are a chunk of their own. The server renders them, so they work as
 * HTML from the first paint and hydrate when their code comes; in the browser alone they are
 * loaded the first time the drawer opens.
 */
export function LazyNavDrawer({ model, opener }: { model: NavModel | null; opener: RefObject<HTMLButtonElement | null> }) {
  const served = useServerRendered();
  const [wanted, setWanted] = useState(served);
  // Followed only until it is wanted: from then on an opening re-renders nothing here.
  const opened = useAppSelector((state) => !wanted && selectDrawerOpen(state));
  if (opened) setWanted(true);
  return wanted ? <NavDrawer model={model} opener={opener} adopted={served} /> : null;
}
