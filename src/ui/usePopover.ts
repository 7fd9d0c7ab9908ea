import { use, useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { PageEntriesContext } from './pageEntries';

/**
 * A panel that opens as HTML (`popover` on it, `popovertarget` on its button): the platform opens
 * and closes it, with no script and before hydration, and handles Escape and a click outside.
 *
 * DESIGN: the DOM owns the open state, script follows it. `onToggle` hears every change, however it
 * came (the button, Escape, a click outside, script). A panel that was open before hydration is
 * adopted as it is (`adopted`: the store is told on mount, the panel is not touched); one mounted
 * by script opens when `openOnMount` is true; one taken off the page is told closed, `removed`. It
 * closes when the visitor comes to the page anew (back/forward cache, single-page navigation).
 * When it closes with focus inside it or lost, focus goes back to `opener`.
 */
export function usePopover(
  panel: RefObject<HTMLElement | null>,
  { opener, onToggle, adopted, openOnMount }: { opener: RefObject<HTMLElement | null>; onToggle: (open: boolean, removed?: boolean) => void; adopted: boolean; openOnMount: boolean },
): void {
  const told = useEffectEvent(onToggle);
  const mountOpen = useRef(openOnMount);

  useEffect(() => {
    const element = panel.current;
    if (!element) return undefined;
    if (adopted) told(element.matches(':popover-open'));
    // With its opener as the source, as a click on the opener would (ARIA's relation, the anchor).
    else if (mountOpen.current) (element.showPopover as (options: { source?: HTMLElement }) => void).call(element, { source: opener.current ?? undefined });
    // Whether focus was inside as it closed: the platform may move it to what had focus when it
    // opened (nothing, after a script's click), where the visitor expects the opener.
    let focusInside = false;
    const onBeforeToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed') focusInside = element.contains((element.getRootNode() as ShadowRoot).activeElement);
    };
    const onToggleEvent = (event: Event) => {
      // (Opened and closed within a task, the two events are one, from closed to closed.)
      const { oldState, newState } = event as ToggleEvent;
      if (oldState !== newState) told(newState === 'open');
      if (newState === 'closed' && (focusInside || focusLost(element))) opener.current?.focus();
    };
    element.addEventListener('beforetoggle', onBeforeToggle);
    element.addEventListener('toggle', onToggleEvent);
    return () => {
      element.removeEventListener('beforetoggle', onBeforeToggle);
      element.removeEventListener('toggle', onToggleEvent);
      // Taken off the page (no toggle event then): closed, not by the visitor.
      if (!element.isConnected) told(false, true);
    };
  }, [panel, opener, adopted]);

  const entries = use(PageEntriesContext);
  const entriesSeen = useRef(entries);
  useEffect(() => {
    if (entries === entriesSeen.current) return;
    entriesSeen.current = entries;
    panel.current?.hidePopover();
  }, [entries, panel]);
}

/** Focus on nothing (the page's body), as after a panel with focus inside was hidden. */
function focusLost(panel: HTMLElement): boolean {
  const active = (panel.getRootNode() as ShadowRoot | Document).activeElement;
  return active === null && panel.ownerDocument.activeElement === panel.ownerDocument.body;
}
