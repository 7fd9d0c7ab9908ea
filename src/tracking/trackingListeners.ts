import { consentForgotten } from '../consent/consentSlice';
import { selectWeblabCallsPending } from '../experiments';
import { pageEntered } from '../session';
import { sharedSettingsChanged } from '../store/sourcedSettings';
import type { AppStartListening } from '../store';
import { pageAddress } from './pageAddress';
import { chromeHydrated, chromeSettled, domReady } from './pageReady';
import { countMetricReported, errorReported, pageActionReported, queryLogged, RENDER_FAILURE_PAGE_ACTION, sectionRenderFailed } from './trackingActions';
import type { Api } from './trackingSends';
import { trackingPermission } from './trackingPermission';
import { selectTrackingSettings } from './trackingSettings';
import { partFailed } from '../ui/partFailed';

/**
 * At most this many hits wait for consent at once; later ones are dropped. A page left open for
 * hours whose consent call keeps failing must not grow without end (docs/consent.md).
 */
export const MAX_HELD_HITS = 50;

/**
 * The consent gate of one store: resolves true when a hit may go, after holding it while consent
 * is unknown; false when the visitor declined, or when too many hits are held already.
 */
function createConsentGate(): (api: Api) => Promise<boolean> {
  let held = 0;
  let watched = false;
  return async (api) => {
    if (trackingPermission(api.getState()) === 'wait') {
      // A page that forgot its banner would hold every hit for good, silently: it is told. (This
      // also loads the senders before a banner's links are clicked, so their counts go out.)
      if (!watched) sends().then((s) => { s.watchForBanner(api); }, partFailed('the tracking calls'));
      watched = true;
      if (held >= MAX_HELD_HITS) {
        sends().then((s) => { s.warnHitsDropped(MAX_HELD_HITS); }, partFailed('the tracking calls'));
        return false;
      }
      held += 1;
      try {
        // A hit held in a session that has since ended is let go, to be dropped: consent is unknown again.
        await api.condition((action, state) => consentForgotten.match(action) || trackingPermission(state) !== 'wait');
      } finally {
        held -= 1;
      }
    }
    return trackingPermission(api.getState()) === 'send';
  };
}

// The senders are a chunk of their own, loaded the first time a hit may go (trackingSends.ts).
const sends = () => import('./trackingSends');

/** How long the page view waits for weblab calls still on their way: a slow one must not lose it. */
const PAGE_VIEW_WEBLAB_WAIT_MS = 3000;

/** The one analytics helper: every page action of the chrome is sent from here (spec §7). */
export function addTrackingListeners(startListening: AppStartListening): void {
  const mayTrack = createConsentGate();
  startListening({
    actionCreator: pageActionReported,
    effect: async ({ payload }, api) => {
      // A count of a click on the banner is no tracking of the person: it goes now, anonymously,
      // rather than wait for (or be dropped by) the answer (docs/consent.md).
      if (payload.anonymous || (await mayTrack(api))) await (await sends()).sendPageAction(api, payload);
    },
  });

  // One page-view log entry per page, once the page's elements have said what page this is.
  startListening({
    actionCreator: sharedSettingsChanged,
    effect: async (_action, api) => {
      api.unsubscribe();
      await api.pause(domReady());
      const address = pageAddress(api.getState());
      // The entry names the treatments the page runs under, so it waits for the weblab calls the
      // chrome makes as it renders, on a server-rendered page as it hydrates (for a while each: a
      // slow call, or a part that never hydrates, must not cost the page view).
      await api.pause(chromeSettled());
      await api.pause(chromeHydrated(PAGE_VIEW_WEBLAB_WAIT_MS));
      if (selectWeblabCallsPending(api.getState())) {
        await api.condition((_action, state) => !selectWeblabCallsPending(state), PAGE_VIEW_WEBLAB_WAIT_MS);
      }
      if (!(await mayTrack(api))) return;
      await (await sends()).logPageView(api, address);
    },
  });

  // A page restored from the back/forward cache is a page the visitor sees again, as after a
  // reload: it logs a page view of its own (docs/using-on-a-page.md). A single-page
  // site's navigation does when the page asks for it (page-view-on-navigation): many such sites
  // log their own.
  startListening({
    predicate: (action, state) =>
      pageEntered.match(action) && (action.payload === 'restored' || selectTrackingSettings(state).pageViewOnNavigation),
    effect: async (_action, api) => {
      const address = pageAddress(api.getState());
      if (!(await mayTrack(api))) return;
      await (await sends()).logPageView(api, address);
    },
  });

  startListening({
    actionCreator: countMetricReported,
    effect: async ({ payload }, api) => {
      if (!(await mayTrack(api))) return;
      await (await sends()).logCountMetric(api, payload.name);
    },
  });

  startListening({
    actionCreator: queryLogged,
    effect: async ({ payload }, api) => {
      if (!(await mayTrack(api))) return;
      await (await sends()).logQuery(api, payload.navQuery);
    },
  });

  startListening({
    actionCreator: errorReported,
    effect: async ({ payload }, api) => {
      await (await sends()).reportError(api, payload);
    },
  });

  startListening({
    actionCreator: sectionRenderFailed,
    effect: async ({ payload: { section, message, stack } }, api) => {
      // Spec §8: logged (by the boundary), reported, and tracked as an action naming the section.
      api.dispatch(pageActionReported({ pageAction: RENDER_FAILURE_PAGE_ACTION, refTag: section }));
      await (await sends()).reportError(api, { message: `${section} failed to render: ${message}`, stack });
    },
  });
}
