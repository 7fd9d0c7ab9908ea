import { isAnyOf, type ListenerEffectAPI } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '../store';
import { countMetricReported } from '../tracking';
import { COACHMARK_CLOSE_DELAY, COACHMARK_FADE, COACHMARK_FLAG } from './coachmarkListeners';
import { coachmarkDismissed, coachmarkHovered, coachmarkLeft, coachmarkStageChanged } from './coachmarkSlice';

function markShown(): boolean {
  try {
    sessionStorage.setItem(COACHMARK_FLAG, 'true');
    return true;
  } catch {
    return false;
  }
}

/**
 * The coachmark's life once its open delay is over (spec §4): fade in, then after its time
 * (paused while hovered, restarted on leaving) fade out and hidden; its close button hides it at
 * once. Loaded only for visitors who may see it (coachmarkListeners.ts).
 */
export async function showCoachmark(api: ListenerEffectAPI<RootState, AppDispatch>): Promise<void> {
  const hide = () => api.dispatch(coachmarkStageChanged('hidden'));
  if (!markShown()) {
    hide();
    return;
  }
  api.dispatch(coachmarkStageChanged('fadeIn'));
  api.dispatch(countMetricReported({ name: 'nav-signin-coachmark' }));
  for (;;) {
    const event = await api.take(isAnyOf(coachmarkHovered, coachmarkDismissed), COACHMARK_CLOSE_DELAY);
    if (event === null) break;
    if (coachmarkDismissed.match(event[0])) {
      hide();
      return;
    }
    const [next] = await api.take(isAnyOf(coachmarkLeft, coachmarkDismissed));
    if (coachmarkDismissed.match(next)) {
      hide();
      return;
    }
  }
  api.dispatch(coachmarkStageChanged('fadeOut'));
  await api.delay(COACHMARK_FADE);
  hide();
}
