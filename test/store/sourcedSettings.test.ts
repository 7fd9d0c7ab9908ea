import { expect } from '@open-wc/testing';
import { selectSession, selectExplicitLocale } from '../../src/session';
import { sharedSettingsChanged, sharedSourceRemoved } from '../../src/store';
import { makeStore } from '../../src/store/store';

describe('session settings carried by elements', () => {
  it('[EL-04] the most recently set value wins, and removal falls back to the other element', () => {
    const store = makeStore();
    store.dispatch(sharedSettingsChanged({ source: 'header', settings: { siteName: 'A', watchlistCount: 2 } }));
    store.dispatch(sharedSettingsChanged({ source: 'footer', settings: { siteName: 'B' } }));
    expect(selectSession(store.getState())).to.include({ siteName: 'B', watchlistCount: 2 });

    store.dispatch(sharedSettingsChanged({ source: 'header', settings: { siteName: 'C' } }));
    expect(selectSession(store.getState()).siteName).to.equal('C');

    store.dispatch(sharedSettingsChanged({ source: 'header', settings: { siteName: undefined } }));
    expect(selectSession(store.getState()).siteName).to.equal('B');

    store.dispatch(sharedSourceRemoved('footer'));
    expect(selectSession(store.getState()).siteName).to.equal('Marquee');
    expect(selectSession(store.getState()).watchlistCount).to.equal(2);
  });

  it('gives back the settings it gave for the page\'s state after the server\'s state was read (a part hydrating late)', () => {
    const page = makeStore();
    const server = makeStore();
    for (const store of [page, server]) store.dispatch(sharedSettingsChanged({ source: 'header', settings: { siteName: 'A' } }));
    const held = selectSession(page.getState());
    expect(selectSession(server.getState())).to.deep.equal(held);
    expect(selectSession(page.getState())).to.equal(held);
    page.dispatch(sharedSettingsChanged({ source: 'header', settings: { siteName: 'B' } }));
    expect(selectSession(page.getState())).to.not.equal(held);
    expect(selectSession(page.getState()).siteName).to.equal('B');
  });

  it('[I18N-02] has no explicit locale until an element asks for one', () => {
    const store = makeStore();
    expect(selectExplicitLocale(store.getState())).to.equal(undefined);
    expect(selectSession(store.getState()).locale).to.equal('en-US');
    store.dispatch(sharedSettingsChanged({ source: 'footer', settings: { locale: 'he-IL' } }));
    expect(selectExplicitLocale(store.getState())).to.equal('he-IL');
  });
});
