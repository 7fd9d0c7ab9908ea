import { useEffect, type RefObject } from 'react';

/**
 * Moves focus to the element when it appears, so keyboard and screen-reader users meet the
 * question at once (it is announced with its title and text). Only when nothing else has focus,
 * as on a page that just loaded: a visitor already typing in the search box keeps their place
 * (the banner appears late, after a call, and must not snatch the keyboard mid-word).
 * Nothing traps focus: Tab leaves the banner for the page like any other content.
 */
export function useFocusOnAppear(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const active = document.activeElement;
    const nothingFocused = active === null || active === document.body || active === document.documentElement;
    if (nothingFocused) ref.current?.focus({ preventScroll: true });
  }, [ref]);
}
