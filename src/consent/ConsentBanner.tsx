import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store';
import { lazyComponent } from '../ui/lazyComponent';
import { bannerConnected, bannerDefaults, bannerDisconnected, bannerSettingsChanged, selectBanner, type BannerSettings } from './bannerSlice';
import { loadConsentStyles } from './consentStylesLoader';
import { strictConsentChanged } from './consentSlice';

// The question is fixed to the bottom of the viewport (nothing moves when it comes) and shows only
// after the server's answer, so its code loads beside that call instead of before the first paint;
// with its styles (bannerDefinition.ts), so it never shows unstyled.
const PromptDialog = lazyComponent(async () => (await Promise.all([import('./PromptDialog'), loadConsentStyles()]))[0].PromptDialog);

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
 */
export function ConsentBanner(props: Partial<ConsentBannerSettings>) {
  const { clientVariant, geoOverrideSecret, graphTimeout, strictConsent } = { ...consentBannerDefaults, ...props };
  const dispatch = useAppDispatch();
  const { status, prompt } = useAppSelector(selectBanner);

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
    dispatch(bannerConnected());
    return () => {
      dispatch(bannerDisconnected());
    };
  }, [dispatch]);

  return status === 'shown' && prompt ? <PromptDialog prompt={prompt} /> : null;
}
