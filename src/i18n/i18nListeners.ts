import type { AppStartListening } from '../store';
import { selectExplicitLocale, selectSession } from '../session';
import { selectI18n, translationsFailed, translationsLoaded, translationsRequested } from './i18nSlice';
import { baseLocale, isRightToLeft, resolveLocale, type Locales } from './locales';
import { baseTranslations, loadTranslations } from './translations';
import { pageDocument } from '../chrome/pageDocument';

const pageDirection = (state: Parameters<typeof selectSession>[0] & Parameters<typeof selectI18n>[0]) =>
  `${String(selectExplicitLocale(state))}|${selectI18n(state).locale}|${String(selectSession(state).disableBodyStyling)}`;

export function addI18nListeners(startListening: AppStartListening): void {
  // Messages reload whenever the requested locale changes; the newest request wins.
  startListening({
    predicate: (_action, current, previous) => selectSession(current).locale !== selectSession(previous).locale,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const locale = resolveLocale(selectSession(api.getState()).locale);
      if (locale === baseLocale) {
        api.dispatch(translationsLoaded({ locale, messages: baseTranslations }));
        return;
      }
      api.dispatch(translationsRequested(locale));
      try {
        const messages = await api.pause(loadTranslations(locale, api.extra.importTranslations));
        api.dispatch(translationsLoaded({ locale, messages }));
      } catch {
        // A cancelled load is superseded by a newer one; a failed one falls back to English.
        if (!api.signal.aborted) api.dispatch(translationsFailed());
      }
    },
  });

  // The document follows the locale only once a page has asked for one (spec §1).
  startListening({
    predicate: (_action, current, previous) => pageDirection(current) !== pageDirection(previous),
    effect: (_action, api) => {
      const state = api.getState();
      const requested = selectExplicitLocale(state);
      if (requested === undefined) {
        restoreDocumentLocale();
        return;
      }
      // The locale the chrome shows: English when the asked one is unsupported or failed to load.
      applyDocumentLocale(selectI18n(state).locale, selectSession(state).disableBodyStyling);
    },
  });
}

const OWN_DIR = 'data-marquee-dir';

/** `<html lang>` as the page had it before the chrome first set it (null: no attribute). */
let pageLang: string | null | undefined;

function applyDocumentLocale(locale: Locales, disableBodyStyling: boolean): void {
  const html = pageDocument.documentElement;
  if (pageLang === undefined) pageLang = html.getAttribute('lang');
  html.lang = locale;
  const body = pageDocument.body as HTMLElement | null;
  if (body && isRightToLeft(locale) && !disableBodyStyling) {
    body.dir = 'rtl';
    body.setAttribute(OWN_DIR, '');
  } else {
    undoBodyDirection();
  }
}

/** No element asks for a locale any more: the document goes back to what the page had. */
function restoreDocumentLocale(): void {
  if (pageLang === undefined) return;
  if (pageLang === null) pageDocument.documentElement.removeAttribute('lang');
  else pageDocument.documentElement.lang = pageLang;
  pageLang = undefined;
  undoBodyDirection();
}

/** Only undoes what we did; a host's own dir stays. */
function undoBodyDirection(): void {
  const body = pageDocument.body as HTMLElement | null;
  if (!body?.hasAttribute(OWN_DIR)) return;
  body.removeAttribute('dir');
  body.removeAttribute(OWN_DIR);
}
