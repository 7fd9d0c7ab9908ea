import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { AccountMenu, COACHMARK_FLAG, COACHMARK_OPEN_DELAY } from '../../src/account';
import { makeStore } from '../../src/store/store';
import { mountInChrome, type Mounted } from '../helpers/mount';
import { withoutBanner } from '../helpers/noBanner';

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('the sign-in coachmark with user-menu\'s signInLink (spec §3 user menu)', () => {
  let view: Mounted | undefined;
  let clock: sinon.SinonFakeTimers | undefined;

  beforeEach(() => {
    sessionStorage.removeItem(COACHMARK_FLAG);
  });

  afterEach(() => {
    view?.unmount();
    clock?.restore();
    sinon.restore();
    sessionStorage.removeItem(COACHMARK_FLAG);
  });

  it('sends its Sign In and Create account to the signInLink, with their ref_ and u', async () => {
    const store = withoutBanner(makeStore({ services: { fetch: sinon.stub().resolves(new Response(null, { status: 204 })) } }));
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    view = mountInChrome(store, <AccountMenu model={{ signInLink: '/join/?from=bar' }} />);
    const { container } = view;
    for (let i = 0; i < 20 && !container.querySelector('.account-link'); i++) await frame();
    await frame();
    await clock.tickAsync(COACHMARK_OPEN_DELAY);
    for (let i = 0; i < 20 && !container.querySelector('.coachmark a'); i++) await frame();
    const links = [...container.querySelectorAll<HTMLAnchorElement>('.coachmark a')].map((a) => new URL(a.href));
    expect(links.map((url) => [url.pathname, url.searchParams.get('from'), url.searchParams.get('ref_')])).to.deep.equal([
      ['/join/', 'bar', 'signup_cm_nc_ca_btn'],
      ['/join/', 'bar', 'signup_cm_nc_ca'],
    ]);
    expect(links.every((url) => url.searchParams.get('u') !== null)).to.equal(true);
  });
});
