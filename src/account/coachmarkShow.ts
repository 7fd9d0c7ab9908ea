import type { ListenerEffectAPI, UnknownAction } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '../store';
import { countMetricReported } from '../tracking';
import { COACHMARK_CLOSE_DELAY, COACHMARK_FADE, COACHMARK_FLAG } from './coachmarkListeners';
import { coachmarkDismissed, coachmarkHovered, coachmarkLeft, coachmarkStageChanged } from './coachmarkSlice';

/**
 * An action either creator made: Redux Toolkit's isAnyOf, written here, where only this chunk has
 * it (imported, it stayed in the up-front bundle, where Redux Toolkit is).
 */
const eitherOf =
  (one: { match(action: unknown): boolean }, other: { match(action: unknown): boolean }) =>
  (action: UnknownAction): boolean =>
    one.match(action) || other.match(action);

function markShown(): boolean {
  try {
    sessionStorage.setItem(COACHMARK_FLAG, 'true');
    return true;
  } catch {
    return false;
  }
}

/**
 * The coachmark's life once its open delay is over (spec §4): fade in, then after its time fade
 * out and hidden; its close button hides it at once. Its time stops while it is held (the pointer
 * over it, or focus in it: CoachmarkBox) and starts again when let go; held while fading, it comes
 * back, so it never goes from under a visitor reading or tabbing through it (WCAG 2.2.1, 2.4.3).
 * Loaded only for visitors who may see it (coachmarkListeners.ts).
 */
export async function showCoachmark(api: ListenerEffectAPI<RootState, AppDispatch>): Promise<void> {
  const hide = () => api.dispatch(coachmarkStageChanged('hidden'));
  if (!markShown()) {
    hide();
    return;
  }
  api.dispatch(coachmarkStageChanged('fadeIn'));
  api.dispatch(countMetricReported({ name: 'nav-signin-coachmark' }));
  let fading = false;
  for (;;) {
    const event = await api.take(eitherOf(coachmarkHovered, coachmarkDismissed), fading ? COACHMARK_FADE : COACHMARK_CLOSE_DELAY);
    if (event === null && fading) break;
    if (event === null) {
      fading = true;
      api.dispatch(coachmarkStageChanged('fadeOut'));
      continue;
    }
    if (coachmarkDismissed.match(event[0])) break;
    fading = false;
    api.dispatch(coachmarkStageChanged('fadeIn'));
    const [next] = await api.take(eitherOf(coachmarkLeft, coachmarkDismissed));
    if (coachmarkDismissed.match(next)) break;
  }
  hide();
}
