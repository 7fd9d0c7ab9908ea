import { useCallback, useSyncExternalStore } from 'react';

/** Breakpoints of the bar (spec §9): m 600px, l 1024px, xl 1280px. */
export const LARGE = '(min-width: 1024px)';

/** Whether a media query matches, kept current as the window changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => {
        list.removeEventListener('change', onChange);
      };
    },
    [query],
  );
  // The server knows no window: it renders as for a small one, and hydration starts from that too.
  return useSyncExternalStore(subscribe, () => matchMedia(query).matches, () => false);
}
