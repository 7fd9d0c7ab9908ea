import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nProvider, useI18n } from '../i18n';
import { selectPageEntries } from '../session';
import { useAppSelector } from '../store';
import { pageStore, type AppStore } from '../store/store';
import { PageEntriesContext } from '../ui/pageEntries';
import { GuardedSection } from './GuardedSection';

/**
 * What every element renders inside its shadow root: the page's store, i18n and a guard.
 * `serverState` is the state the server rendered with: hydration reads it (react-redux hands it
 * to useSyncExternalStore as the server snapshot), then each part re-renders with the page's
 * store where that differs. The store never changes under a hydrated element, so a part whose
 * code is still on its way stays as the server rendered it (a context change would re-render it
 * as its fallback).
 */
export function ChromeRoot({ section, store = pageStore, serverState, children }: { section: string; store?: AppStore; serverState?: unknown; children: ReactNode }) {
  return (
    <Provider store={store} serverState={serverState as ReturnType<AppStore['getState']> | undefined}>
      <I18nProvider>
        <LocalizedRoot>
          <GuardedSection name={section}>{children}</GuardedSection>
        </LocalizedRoot>
      </I18nProvider>
    </Provider>
  );
}

// Direction and language set here too, so the chrome mirrors even when body styling is off; and
// the page's entries, for the panels that close on each (ui/pageEntries).
function LocalizedRoot({ children }: { children: ReactNode }) {
  const { locale, dir, pending } = useI18n();
  const entries = useAppSelector(selectPageEntries);
  return (
    <div className="chrome-root" lang={locale} dir={dir} aria-busy={pending}>
      <PageEntriesContext value={entries}>{children}</PageEntriesContext>
    </div>
  );
}
