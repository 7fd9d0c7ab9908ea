import { defaultsOf, sessionAttributes } from '../chrome/sessionAttributes';
import { createSourcedSettings } from '../store/sourcedSettings';

/** Who is visiting and how the page is set up; carried by attributes of any element. */
export interface SessionSettings {
  /** The locale requested by the page (resolved to a supported one by the i18n feature). */
  locale: string;
  isLoggedIn: boolean;
  username: string;
  watchlistCount: number;
  /** Current page path; empty means "ask location". */
  currentUri: string;
  /** Prefix of localized site paths, e.g. "/de". */
  urlLocalePrefix: string;
  /** The origin the chrome's links belong to (a partner page's main site); empty means the page's own. */
  siteOrigin: string;
  siteName: string;
  /** When set, the chrome leaves `<body dir>` alone. */
  disableBodyStyling: boolean;
}

/** The attributes' defaults (chrome/sessionAttributes.ts): one list of them, not two to keep alike. */
export const sessionDefaults: SessionSettings = defaultsOf(sessionAttributes);

const session = createSourcedSettings('session', sessionDefaults);

export const sessionSlice = session.slice;
export const selectSession = session.select;

/** The locale some element asked for explicitly, or undefined when none did. */
export const selectExplicitLocale = (state: Parameters<typeof session.selectSources>[0]) =>
  session.selectSources(state).reduce<string | undefined>((found, s) => s.settings.locale ?? found, undefined);
