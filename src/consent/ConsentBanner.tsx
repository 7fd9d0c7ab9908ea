import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store';
import { lazyComponent } from '../ui/lazyComponent';
import { bannerConnected, bannerDefaults, bannerDisconnected, bannerSettingsChanged, selectBanner, type BannerSettings, type ServedPrompt } from './bannerSlice';
import { loadConsentStyles } from './consentStylesLoader';
import { strictConsentChanged } from './consentSlice';

// The question is fixed to the bottom of the viewport (nothing moves when it comes) and shows only
// after the server's answer, so its code loads beside that call instead of before the first paint;
// with its styles (bannerDefinition.ts), so it never shows unstyled.
export const PromptDialog = lazyComponent(async () => (await Promise.all([import('./PromptDialog'), loadConsentStyles()]))[0].PromptDialog);

/** The banner's own attributes (elements/consent-banner.ts documents them). */
export interface ConsentBannerSettings extends BannerSettings {
  /** CNS-17: vendors absent from the directives are refused. */
  strictConsent: boolean;
}

export const consentBannerDefaults: ConsentBannerSettings = { ...bannerDefaults, strictConsent: false };

/**
 * The consent banner (spec §4). It hands its settings to the store and says it is on the page;
 * the consent listeners ask the server and decide whether it shows. It renders the question only
 * while it is asked: nothing before the answer comes, and nothing once the visitor answered.
 * `served`: the server's answer, when the server rendered this banner (hydration passes it on).
 */
export function ConsentBanner({ served, ...props }: Partial<ConsentBannerSettings> & { served?: ServedPrompt }) {
  const { clientVariant, geoOverrideSecret, graphTimeout, strictConsent } = { ...consentBannerDefaults, ...props };
  const dispatch = useAppDispatch();
  const { status, prompt, served: used } = useAppSelector(selectBanner);

  // Settings first: the call that follows the connection reads them.
  useEffect(() => {
    dispatch(strictConsentChanged(strictConsent));
  }, [dispatch, strictConsent]);
  useEffect(() => {
    dispatch(bannerSettingsChanged({ clientVariant, geoOverrideSecret, graphTimeout }));
  }, [dispatch, clientVariant, geoOverrideSecret, graphTimeout]);
  useEffect(() => {
    void PromptDialog.preload().catch(() => {
      // The render that needs it tries again, and its error boundary reports a lasting failure.
    });
    dispatch(bannerConnected(served));
    return () => {
      dispatch(bannerDisconnected());
    };
  }, [dispatch, served]);

  // Until its connection reaches the store, a server-rendered banner shows what the server
  // rendered (so hydration, and the first render with the page's store, keep those nodes).
  const shown = status === 'shown' ? prompt : status === 'idle' && !used ? served?.prompt : null;
  return shown ? <PromptDialog prompt={shown} /> : null;
}
