import { expect, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import { ChromeLink } from '../../src/links';
import { sharedSettingsChanged, type AppStore } from '../../src/store';
import { makeStore } from '../../src/store/store';
import { mountInChrome, type Mounted } from '../helpers/mount';

describe('<ChromeLink> (spec §2 Link helper)', () => {
  let view: Mounted | undefined;
  let store: AppStore;
  let stayOnPage: (event: Event) => void;

  beforeEach(() => {
    store = makeStore();
    store.dispatch(sharedSettingsChanged({ source: 'test', settings: { currentUri: '/title/tt1/' } }));
    // Runs after React's handler and the listeners below: keeps the test page from following links.
    stayOnPage = (event) => {
      event.preventDefault();
    };
    window.addEventListener('click', stayOnPage);
  });

  afterEach(() => {
    window.removeEventListener('click', stayOnPage);
    view?.unmount();
    sinon.restore();
  });

  async function renderLink(props: { href: string; newTab?: boolean }): Promise<HTMLAnchorElement> {
    view = mountInChrome(
      store,
      <ChromeLink {...props} metrics={{ pageAction: 'ft-link', refTag: 'ft_hlp' }}>
        Help
      </ChromeLink>,
    );
    const { container } = view;
    await waitUntil(() => container.querySelector('a'), 'no link rendered');
    return container.querySelector('a') as HTMLAnchorElement;
  }

  it('a plain click reports the metrics and lets the browser follow the real href', async () => {
    const dispatch = sinon.spy(store, 'dispatch');
    const open = sinon.stub(window, 'open');
    const link = await renderLink({ href: '/help/?u=%2F' });
    expect(link.getAttribute('href'), 'u is the current page, on the page\'s own origin').to.equal(`${location.origin}/help/?u=%2Ftitle%2Ftt1%2F`);
    let preventedByLink: boolean | undefined;
    document.addEventListener('click', (e) => (preventedByLink = e.defaultPrevented), { once: true });
    link.click();
    expect(preventedByLink, 'navigation left to the browser').to.equal(false);
    expect(open.called).to.equal(false);
    expect(dispatch.lastCall.args[0]).to.deep.equal({
      type: 'tracking/pageActionReported',
      payload: { pageAction: 'ft-link', refTag: 'ft_hlp', offsite: false },
    });
  });

  for (const key of ['metaKey', 'ctrlKey'] as const) {
    it(`with ${key === 'metaKey' ? 'Meta' : 'Ctrl'} held opens a new window instead`, async () => {
      const open = sinon.stub(window, 'open').returns(null);
      const dispatch = sinon.spy(store, 'dispatch');
      const link = await renderLink({ href: '/help/' });
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, [key]: true });
      let preventedByLink: boolean | undefined;
      document.addEventListener('click', (e) => (preventedByLink = e.defaultPrevented), { once: true });
      link.dispatchEvent(event);
      expect(preventedByLink, 'this page stays').to.equal(true);
      expect(open.calledOnceWithExactly(`${location.origin}/help/?u=%2Ftitle%2Ftt1%2F`, '_blank', 'noopener')).to.equal(true);
      expect(dispatch.calledWithMatch({ type: 'tracking/pageActionReported' })).to.equal(true);
    });
  }

  it('flags a click on a link to another origin as offsite, whatever it is called', async () => {
    const dispatch = sinon.spy(store, 'dispatch');
    const other = await renderLink({ href: 'https://help.example.org/' });
    await waitUntil(() => other.getAttribute('href') === 'https://help.example.org/');
    other.click();
    expect(dispatch.lastCall.args[0]).to.deep.include({ payload: { pageAction: 'ft-link', refTag: 'ft_hlp', offsite: true } });
    const own = await renderLink({ href: `${location.origin}/help/` });
    await waitUntil(() => own.getAttribute('href') === `${location.origin}/help/`);
    own.click();
    expect(dispatch.lastCall.args[0]).to.deep.include({ payload: { pageAction: 'ft-link', refTag: 'ft_hlp', offsite: false } });
  });

  it('opens a new tab without an opener, and gives other sites no referrer', async () => {
    const own = await renderLink({ href: '/pro/', newTab: true });
    expect([own.target, own.rel]).to.deep.equal(['_blank', 'noopener']);
    const other = await renderLink({ href: 'https://pro.example.org/', newTab: true });
    await waitUntil(() => other.getAttribute('href') === 'https://pro.example.org/');
    expect([other.target, other.rel]).to.deep.equal(['_blank', 'noopener noreferrer']);
    const inPlace = await renderLink({ href: '/help/' });
    await waitUntil(() => inPlace.getAttribute('href') === `${location.origin}/help/?u=%2Ftitle%2Ftt1%2F`);
    expect(inPlace.hasAttribute('target') || inPlace.hasAttribute('rel')).to.equal(false);
  });

  it('with a site origin, a path goes there with u=/, and a click on it is not offsite', async () => {
    store.dispatch(sharedSettingsChanged({ source: 'test', settings: { siteOrigin: 'https://www.example.com' } }));
    const dispatch = sinon.spy(store, 'dispatch');
    const link = await renderLink({ href: '/help/' });
    // u is a path on the main site: this page's path is not one (docs/partner-sites.md).
    expect(link.getAttribute('href')).to.equal('https://www.example.com/help/?u=%2F');
    link.click();
    expect(dispatch.lastCall.args[0]).to.deep.include({ payload: { pageAction: 'ft-link', refTag: 'ft_hlp', offsite: false } });
    const other = await renderLink({ href: 'https://help.example.org/' });
    await waitUntil(() => other.getAttribute('href') === 'https://help.example.org/');
    other.click();
    expect(dispatch.lastCall.args[0]).to.deep.include({ payload: { pageAction: 'ft-link', refTag: 'ft_hlp', offsite: true } });
  });

  it('with the page\'s own origin as the site origin, u stays the current page', async () => {
    store.dispatch(sharedSettingsChanged({ source: 'test', settings: { siteOrigin: location.origin } }));
    const link = await renderLink({ href: '/help/' });
    expect(link.getAttribute('href')).to.equal(`${location.origin}/help/?u=%2Ftitle%2Ftt1%2F`);
  });
});
