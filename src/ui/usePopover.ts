import { use, useEffect, useEffectEvent, useRef, type RefObject, type ToggleEvent } from 'react';
import { layOutWhenIdle } from './layOutWhenIdle';
import { PageEntriesContext } from './pageEntries';

/**
 * A panel that opens as HTML (`popover` on it, `popovertarget` on its button): the platform opens
 * and closes it, with no script and before hydration, and handles Escape and a click outside.
 * Spread what it returns on the panel.
 *
 * DESIGN: the DOM owns the open state, script follows it. `onToggle` hears every change, however it
 * came (the button, Escape, a click outside, script), and only changes. On mount it hears a panel
 * the page shows open (opened before hydration: adopted as it is, the panel untouched), unless
 * `openOnMount` asks script to open it (a panel mounted because it was asked for); taken off the
 * page open, it hears closed, `removed`. It closes when the visitor comes to the page anew (back/forward
 * cache, single-page navigation). When it closes with focus inside it, focus goes back to `opener`
 * (not when it closes because another panel opened, say, with focus elsewhere).
 * Hydrating (src/chrome/hydration.ts), the page's store hears so of a panel opened before it, once,
 * as the panel hydrates. Closed, it is laid out once while the page is idle (layOutWhenIdle).
 */
export function usePopover(
  panel: RefObject<HTMLElement | null>,
  { opener, onToggle, openOnMount = false }: { opener: RefObject<HTMLElement | null>; onToggle?: (open: boolean, removed?: boolean) => void; openOnMount?: boolean },
) {
  // Told changes only, from closed: a panel mounted closed says nothing, one opened before
  // hydration says so once, and one taken off the page closed says nothing more.
  const shown = useRef(false);
  const told = useEffectEvent((open: boolean, removed?: boolean) => {
    if (open === shown.current) return;
    shown.current = open;
    onToggle?.(open, removed);
  });
  const mountOpen = useRef(openOnMount);
  // Whether focus was inside as it closed: the platform may move it to what had focus when it
  // opened (nothing, after a script's click), where the visitor expects the opener.
  const focusInside = useRef(false);

  useEffect(() => {
    const element = panel.current;
    if (!element) return undefined;
    // With its opener as the source, as a click on the opener would (ARIA's relation, the anchor).
    if (mountOpen.current) (element.showPopover as (options: { source?: HTMLElement }) => void).call(element, { source: opener.current ?? undefined });
    else told(element.matches(':popover-open'));
    const cancelLayout = layOutWhenIdle(element);
    return () => {
      cancelLayout();
      // Taken off the page (no toggle event then): closed, not by the visitor.
      if (!element.isConnected) told(false, true);
    };
  }, [panel, opener]);

  const entries = use(PageEntriesContext);
  const entriesSeen = useRef(entries);
  useEffect(() => {
    if (entries === entriesSeen.current) return;
    entriesSeen.current = entries;
    panel.current?.hidePopover();
  }, [entries, panel]);

  const activeIn = (element: HTMLElement) => (element.getRootNode() as ShadowRoot).activeElement;
  // React passes a toggle event on to the ancestors' handlers, as if it bubbled: a panel inside
  // another (the category menu in search mode's form) is not the outer one toggling.
  const own = (event: ToggleEvent<HTMLElement>) => event.target === event.currentTarget;
  return {
    onBeforeToggle: (event: ToggleEvent<HTMLElement>) => {
      if (own(event) && event.newState === 'closed') focusInside.current = event.currentTarget.contains(activeIn(event.currentTarget));
    },
    onToggle: (event: ToggleEvent<HTMLElement>) => {
      if (!own(event)) return;
      // (Opened and closed within a task, the two events are one, from closed to closed.)
      const { oldState, newState } = event;
      const element = event.currentTarget;
      if (oldState !== newState) told(newState === 'open');
      // Coalesced, it closed before focus went in: focus on nothing (the page's body) was lost with it.
      const lost = oldState === newState && !activeIn(element) && element.ownerDocument.activeElement === element.ownerDocument.body;
      if (newState === 'closed' && (focusInside.current || lost)) opener.current?.focus();
    },
  };
}
