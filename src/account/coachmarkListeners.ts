import type { AppStartListening } from '../store';
import { coachmarkRequested, coachmarkStageChanged } from './coachmarkSlice';

/** Spec §9: opens after 500 ms, closes after 10000 ms, fades for 1500 ms. */
export const COACHMARK_OPEN_DELAY = 500;
export const COACHMARK_CLOSE_DELAY = 10_000;
export const COACHMARK_FADE = 1500;
export const COACHMARK_FLAG = 'coachmarkShown';

/** Whether the coachmark was shown this session; undefined when session storage is unavailable. */
function shownThisSession(): boolean | undefined {
  try {
    return sessionStorage.getItem(COACHMARK_FLAG) !== null;
  } catch {
    return undefined;
  }
}

/**
 * Shows the sign-in coachmark once per browser session (spec §4): init, fade in, then after its
 * time (paused while hovered, restarted on leaving) fade out and hidden; its close button hides it
 * at once. Without session storage it stays hidden, since "once per session" could not be kept.
 */
export function addCoachmarkListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: coachmarkRequested,
    effect: async (_action, api) => {
      api.unsubscribe();
      const hide = () => api.dispatch(coachmarkStageChanged('hidden'));
      if (shownThisSession() !== false) {
        hide();
        return;
      }
      // Its code loads while the open delay runs, so it opens on time; without it, none shows.
      const loading = import('./coachmarkShow').catch(() => undefined);
      await api.delay(COACHMARK_OPEN_DELAY);
      const code = await loading;
      if (code) await code.showCoachmark(api);
      else hide();
    },
  });
}
