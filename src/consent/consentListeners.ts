import { pageEntered } from '../session';
import type { AppStartListening, RootState } from '../store';
import { answerChosen, bannerConnected, selectBanner, selectBannerConnected } from './bannerSlice';
import { consentAsked, selectConsent } from './consentSlice';

// The effects are a chunk of their own, loaded when a banner connects (consentEffects.ts); only
// what must happen at once, in the action's own turn, is here.
const effects = () => import('./consentEffects');

export function addConsentListeners(startListening: AppStartListening): void {
  // A banner mounted: consent is asked from now on (hits wait for it), then the call goes out
  // (not for a banner the server rendered with its answer: that answer is used).
  // Asked again on a page back from the back/forward cache: the visitor may have answered, or
  // changed their answer, in another tab meanwhile, as a new page view would learn.
  startListening({
    predicate: (action, state) => bannerConnected.match(action) || (pageEntered.match(action) && action.payload === 'restored' && selectBannerConnected(state)),
    effect: async (action, api) => {
      // Read first: the state before the action can only be read synchronously.
      const served = bannerConnected.match(action) && !selectBanner(api.getOriginalState()).served ? action.payload : undefined;
      api.cancelActiveListeners();
      api.dispatch(consentAsked());
      await (await api.pause(effects())).askForConsent(api, served);
    },
  });

  // The visitor answered. Not cancelled when the banner goes away: the answer was given, and the
  // server, the cookie and the page must all learn it.
  startListening({
    actionCreator: answerChosen,
    effect: async ({ payload: answer }, api) => {
      const before = selectBanner(api.getOriginalState());
      if (before.status !== 'shown' || !before.prompt) return; // a second click on the way out
      await (await effects()).recordAnswer(api, before.prompt, answer);
    },
  });

  // Whenever consent becomes known or changes, the page's marked tracker scripts and Google's
  // Consent Mode follow it. Only a store with a banner mounted does this, so two bundles on one
  // page do not both run it.
  startListening({
    predicate: (_action, current, previous) =>
      selectConsent(current).vendors !== selectConsent(previous).vendors ||
      selectConsent(current).strict !== selectConsent(previous).strict ||
      selectBannerConnected(current) !== selectBannerConnected(previous),
    effect: async (_action, api) => {
      const state = api.getState();
      const consent = selectConsent(state);
      if (!selectBannerConnected(state) || consent.vendors === null) return;
      await (await effects()).followConsent(consent);
    },
  });

  // A marked script the page adds later runs once the host registers it, if its vendor is allowed;
  // watched while consent is known and the banner is on the page.
  const watching = (state: RootState) =>
    selectBannerConnected(state) && selectConsent(state).vendors !== null;
  startListening({
    predicate: (_action, current, previous) => watching(current) && !watching(previous),
    effect: async (_action, api) => {
      const { watchTrackerScripts } = await effects();
      // Watching may have ended while the effects loaded: the condition below only sees later actions.
      if (!watching(api.getState())) return;
      const stop = watchTrackerScripts(() => api.getState());
      await api.condition((_next, state) => !watching(state));
      stop();
    },
  });
}
