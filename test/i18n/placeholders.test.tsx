import { expect, waitUntil } from '@open-wc/testing';
import de from '../../locales/de-DE';
import type { Translations } from '../../locales/i18n-types';
import { SiteFooter } from '../../src/footer/SiteFooter';
import { sharedSettingsChanged } from '../../src/store';
import { makeStore } from '../../src/store/store';
import { deferred } from '../helpers/deferred';
import { mountInChrome, type Mounted } from '../helpers/mount';

describe('i18n: placeholders (spec §1)', () => {
  let view: Mounted | undefined;

  afterEach(() => {
    view?.unmount();
  });

  it('shows placeholders until the translations arrive', async () => {
    const arrival = deferred<Translations>();
    const store = makeStore({ services: { importTranslations: () => arrival.promise } });
    view = mountInChrome(store, <SiteFooter currentYear={2026} />);
    const { container } = view;
    await waitUntil(() => container.textContent.includes('© 1990-2026'));
    expect(container.querySelector('.i18n-pending')).to.equal(null);

    store.dispatch(sharedSettingsChanged({ source: 'test', settings: { locale: 'de-DE' } }));
    await waitUntil(() => container.querySelector('.i18n-pending'), 'no placeholder while loading');
    expect(container.querySelector('.chrome-root')?.getAttribute('aria-busy')).to.equal('true');

    arrival.resolve(de);
    await waitUntil(() => container.textContent.includes('von Marquee'), 'German never arrived');
    expect(container.querySelector('.i18n-pending')).to.equal(null);
  });

  it('[I18N-08] shows the newest locale when an older load finishes last', async () => {
    const slowGerman = deferred<Translations>();
    const store = makeStore({
      services: { importTranslations: (locale) => (locale === 'de-DE' ? slowGerman.promise : Promise.resolve({} as Translations)) },
    });
    view = mountInChrome(store, <SiteFooter currentYear={2026} />);
    store.dispatch(sharedSettingsChanged({ source: 'test', settings: { locale: 'de-DE' } }));
    store.dispatch(sharedSettingsChanged({ source: 'test', settings: { locale: 'he-IL' } }));
    await waitUntil(() => store.getState().i18n.locale === 'he-IL' && store.getState().i18n.status === 'ready');
    slowGerman.resolve(de);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState().i18n.locale).to.equal('he-IL');
  });
});
