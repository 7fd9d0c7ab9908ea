import { baseLocale, resolveLocale } from '../i18n';
import { translationsLoaded } from '../i18n/i18nSlice';
import { importTranslations, loadTranslations } from '../i18n/translations';
import { pageNavigated } from '../search';
import { selectSession } from '../session';
import { sharedSettingsChanged } from '../store';
import { makeStore, type AppStore } from '../store/store';
import { sharedAttributes } from './sharedAttributes';

/**
 * A store that renders one element as the server renders it: the shared settings its own
 * attributes give, its locale's messages already loaded, and no effects (no calls, timers or
 * DOM). The server renders with it; the browser hydrates with one built the same way, before it
 * hands the element over to the page's store.
 */
export async function renderStore(values: Readonly<Record<string, unknown>>, written: readonly string[]): Promise<AppStore> {
  const store = makeStore({ effects: false });
  const shared = Object.keys(sharedAttributes).filter((key) => written.includes(key));
  const settings: Record<string, unknown> = Object.fromEntries(shared.map((key) => [key, values[key]]));
  // The server has no address bar: without current-uri it renders for `/`, and so must hydration.
  settings.currentUri ||= '/';
  store.dispatch(sharedSettingsChanged({ source: 'server', settings }));
  // The page's `s` picks the search category (spec §4), which the bar's effect does in the browser.
  store.dispatch(pageNavigated(String(settings.currentUri)));
  const locale = resolveLocale(selectSession(store.getState()).locale);
  if (locale === baseLocale) return store;
  try {
    store.dispatch(translationsLoaded({ locale, messages: await loadTranslations(locale, importTranslations) }));
  } catch {
    // Logged by loadTranslations. In English, as the page's store falls back (I18N-11): hydrating
    // the server's other language, React renders the element anew, which still ends hydrated.
  }
  return store;
}
