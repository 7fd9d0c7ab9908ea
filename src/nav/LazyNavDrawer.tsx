import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useAppSelector } from '../store';
import type { NavModel } from './navModel';
import { selectDrawerOpen } from './navSlice';

const load = () => import('./NavDrawer');
const NavDrawer = lazy(() => load().then((module) => ({ default: module.NavDrawer })));

/** Starts loading the drawer before it is wanted, e.g. when the pointer nears the hamburger. */
export function preloadNavDrawer(): void {
  void load();
}

/** The drawer and its full menu are a chunk of their own, loaded the first time it opens. */
export function LazyNavDrawer({ model, onClosed }: { model: NavModel | null; onClosed: () => void }) {
  // The tap paints at once (the button's state); the drawer, a whole menu to mount, a frame later.
  const open = useDeferredValue(useAppSelector(selectDrawerOpen));
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NavDrawer model={model} onClosed={onClosed} />
    </Suspense>
  );
}
