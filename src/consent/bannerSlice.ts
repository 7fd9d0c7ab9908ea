import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_GRAPH_TIMEOUT_MS } from './upFrontConstants';
import type { VendorConsent } from './consentSlice';

/**
 * Where the banner is in its life:
 *   idle (no banner mounted) → loading (asking the graph) → shown | hidden
 *   idle → shown | hidden at once, for a banner the server rendered with its answer (ServedPrompt);
 *   once a page: a banner connected again later asks (the visitor may have answered meanwhile)
 *   shown → answering (hidden at once, the mutation on its way) → answered | failed
 */
export type BannerStatus = 'idle' | 'loading' | 'shown' | 'hidden' | 'answering' | 'answered' | 'failed';

/** The two answers the banner offers (spec §7 RespondToPrivacyPrompt action). */
export type PromptAnswer = 'AcceptAll' | 'RejectAll';

/** The prompt as the banner shows it: already checked and made safe (see promptAnswer.ts). */
export interface BannerPrompt {
  id: string;
  /** An http(s) URL or a path on this site (links/safeHref), or null: the link is then hidden. */
  customizeUrl: string | null;
  plainText: string;
  /** plaidHtml after DOMPurify; empty when there was none or nothing survived. */
  html: string;
  /**
   * Rendered by the server (marquee-site-chrome/server): `html` was made safe there and is already in the
   * page; `form` is where its Accept and Decline post without script, and the page to return to.
   */
  served?: { action: string; returnTo: string } | null;
}

/**
 * What a server-rendered banner knows from the server's own PrivacyPrompt call, so the element
 * does not ask again: the question to show (null: none), and the vendors to tell the page at once
 * (null: consent stays unknown until an answer).
 */
export interface ServedPrompt {
  prompt: BannerPrompt | null;
  vendors: readonly VendorConsent[] | null;
}

/** The banner element's own attributes that its listeners need. */
export interface BannerSettings {
  /** Which client name the graph call sends; auto decides by a media query. */
  clientVariant: 'auto' | 'desktop' | 'mobile';
  /** Sent with the detect-country cookie as geo-override headers, on non-production pages only. */
  geoOverrideSecret: string;
  /** Milliseconds before a graph call counts as failed; 0 waits for ever. */
  graphTimeout: number;
}

export const bannerDefaults: BannerSettings = { clientVariant: 'auto', geoOverrideSecret: '', graphTimeout: DEFAULT_GRAPH_TIMEOUT_MS };

export interface BannerState {
  status: BannerStatus;
  prompt: BannerPrompt | null;
  /** A server's answer (ServedPrompt) was used on this page: a banner connected again asks anew. */
  served: boolean;
  settings: BannerSettings;
}

const initialState: BannerState = { status: 'idle', prompt: null, served: false, settings: bannerDefaults };

// Each step only follows the one before it, so a late answer for a banner that has since been
// removed (or answered) cannot bring it back.
export const bannerSlice = createSlice({
  name: 'consentBanner',
  initialState,
  reducers: {
    bannerConnected(state, action: PayloadAction<ServedPrompt | undefined>) {
      const served = state.served ? undefined : action.payload;
      state.served ||= !!served;
      state.status = served ? (served.prompt ? 'shown' : 'hidden') : 'loading';
      state.prompt = served?.prompt ?? null;
    },
    bannerDisconnected(state) {
      state.status = 'idle';
      state.prompt = null;
    },
    bannerSettingsChanged(state, action: PayloadAction<BannerSettings>) {
      state.settings = action.payload;
    },
    promptShown(state, action: PayloadAction<BannerPrompt>) {
      if (state.status !== 'loading') return;
      state.status = 'shown';
      state.prompt = action.payload;
    },
    /** Not asked, or, for a question the server rendered, no longer: this session answered it or failed to. */
    promptNotShown(state) {
      if (state.status !== 'loading' && state.status !== 'shown') return;
      state.status = 'hidden';
      state.prompt = null;
    },
    /** The banner hides at once; the listener sends the answer (its payload). */
    answerChosen: {
      reducer(state) {
        if (state.status === 'shown') state.status = 'answering';
      },
      prepare: (answer: PromptAnswer) => ({ payload: answer }),
    },
    answerRecorded(state) {
      if (state.status === 'answering') state.status = 'answered';
    },
    answerFailed(state) {
      if (state.status === 'answering') state.status = 'failed';
    },
  },
});

export const { bannerConnected, bannerDisconnected, bannerSettingsChanged, promptShown, promptNotShown, answerChosen, answerRecorded, answerFailed } =
  bannerSlice.actions;

export const selectBanner = (state: { consentBanner: BannerState }) => state.consentBanner;

/** A banner element is on the page (whatever it shows): it owns activating trackers. */
export const selectBannerConnected = (state: { consentBanner: BannerState }) => state.consentBanner.status !== 'idle';
