import type { AppStartListening } from '../store';
import { pageActionReported } from '../tracking';
import { languageCoachmarkDismissed, languageCoachmarkShown, languageMenuToggled } from './languageSlice';

/** Spec §9: the language coachmark closes itself after 7000 ms. */
export const LANGUAGE_COACHMARK_DELAY = 7000;

export function addLanguageListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: languageMenuToggled,
    effect: ({ payload }, api) => {
      const pageAction =
        payload.layout === 'drawer' ? (payload.open ? 'nv-language-menu-open' : undefined) : payload.open ? 'nv-loc-menu-open' : 'nv-loc-menu-close';
      if (pageAction) api.dispatch(pageActionReported({ pageAction }));
    },
  });

  startListening({
    actionCreator: languageCoachmarkShown,
    effect: async (_action, api) => {
      api.unsubscribe();
      await api.delay(LANGUAGE_COACHMARK_DELAY);
      api.dispatch(languageCoachmarkDismissed());
    },
  });
}
