import { expect, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import { AccountMenu, COACHMARK_CLOSE_DELAY, COACHMARK_FADE, COACHMARK_FLAG, COACHMARK_OPEN_DELAY } from '../../src/account';
import type { AppStore } from '../../src/store';
import { makeStore } from '../../src/store/store';
import { mountInChrome, type Mounted } from '../helpers/mount';
import { withoutBanner } from '../helpers/noBanner';

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('sign-in coachmark (spec §4, §9)', () => {
  let container: HTMLElement;
  let view: Mounted | undefined;
  let clock: sinon.SinonFakeTimers;
  let store: AppStore;
  let fetch: sinon.SinonStub;

  beforeEach(() => {
    sessionStorage.removeItem(COACHMARK_FLAG);
    fetch = sinon.stub().resolves(new Response(null, { status: 204 }));
    store = withoutBanner(makeStore({ services: { fetch } }));
  });

  afterEach(() => {
    view?.unmount();
    clock.restore();
    sinon.restore();
    sessionStorage.removeItem(COACHMARK_FLAG);
  });

  async function mount() {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    view = mountInChrome(store, <AccountMenu model={{}} />);
    container = view.container;
    // Until the bar has rendered and its effects have asked for the coachmark.
    for (let i = 0; i < 20 && !container.querySelector('.account-link'); i++) await frame();
    await frame();
    await frame();
  }

  const stage = () => store.getState().coachmark.stage;
  const coachmark = () => container.querySelector<HTMLElement>('.coachmark');

  it('opens after 500 ms, fades out after 10 s, and logs its count metric', async () => {
    await mount();
    expect(stage()).to.equal('init');
    await clock.tickAsync(COACHMARK_OPEN_DELAY - 1);
    expect(coachmark()).to.equal(null);
    await clock.tickAsync(1);
    expect(stage()).to.equal('fadeIn');
    await frame();
    expect(coachmark()?.dataset.stage).to.equal('fadeIn');
    expect(sessionStorage.getItem(COACHMARK_FLAG)).to.not.equal(null);
    await waitUntil(() => fetch.getCalls().some((c) => String(c.args[0]).includes('/logging/ops')), 'no count metric');
    const init = fetch.getCalls().find((c) => String(c.args[0]).includes('/logging/ops'))?.args[1] as RequestInit;
    const body = JSON.parse(init.body as string) as {
      Input: { metrics: { name: string }[] };
    };
    expect(body.Input.metrics[0]?.name).to.equal('nav-signin-coachmark');
    await clock.tickAsync(COACHMARK_CLOSE_DELAY);
    expect(stage()).to.equal('fadeOut');
    await clock.tickAsync(COACHMARK_FADE);
    expect(stage()).to.equal('hidden');
    await frame();
    expect(coachmark()).to.equal(null);
  });

  it('pauses while hovered and restarts its time when the pointer leaves', async () => {
    await mount();
    await clock.tickAsync(COACHMARK_OPEN_DELAY);
    await frame();
    coachmark()?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await clock.tickAsync(COACHMARK_CLOSE_DELAY * 2);
    expect(stage(), 'closed while hovered').to.equal('fadeIn');
    coachmark()?.dispatchEvent(new PointerEvent('pointerout', { bubbles: true }));
    await clock.tickAsync(COACHMARK_CLOSE_DELAY - 1);
    expect(stage()).to.equal('fadeIn');
    await clock.tickAsync(1);
    expect(stage()).to.equal('fadeOut');
  });

  it('hides at once from its close button; its links sign in with ref_ and u', async () => {
    await mount();
    await clock.tickAsync(COACHMARK_OPEN_DELAY);
    await frame();
    const button = new URL(coachmark()?.querySelector<HTMLAnchorElement>('.coachmark-button')?.href ?? '');
    expect(button.pathname).to.equal('/registration/signin');
    expect(button.searchParams.get('ref_')).to.equal('signup_cm_nc_ca_btn');
    expect(button.searchParams.get('u')).to.equal(location.pathname + location.search);
    const create = new URL(coachmark()?.querySelector<HTMLAnchorElement>('.coachmark-new a')?.href ?? '');
    expect(create.searchParams.get('ref_')).to.equal('signup_cm_nc_ca');
    expect(coachmark()?.textContent).to.contain('New Customer?').and.contain('Create account');
    coachmark()?.querySelector<HTMLButtonElement>('.coachmark-close')?.click();
    await clock.tickAsync(0);
    expect(stage()).to.equal('hidden');
  });

  it('is accessible once faded in', async () => {
    await mount();
    await clock.tickAsync(COACHMARK_OPEN_DELAY);
    clock.restore();
    await waitUntil(() => coachmark());
    await Promise.all((coachmark()?.getAnimations() ?? []).map((a) => a.finished));
    await expect(container).to.be.accessible();
  });

  it('stays away when this session already showed it', async () => {
    sessionStorage.setItem(COACHMARK_FLAG, 'true');
    await mount();
    await clock.tickAsync(COACHMARK_OPEN_DELAY * 2);
    expect(stage()).to.equal('hidden');
  });

  it('[ACCT-10] stays hidden when session storage is unavailable', async () => {
    sinon.stub(Storage.prototype, 'getItem').throws(new DOMException('denied', 'SecurityError'));
    await mount();
    await clock.tickAsync(COACHMARK_OPEN_DELAY * 2);
    expect(stage()).to.equal('hidden');
    expect(coachmark()).to.equal(null);
  });
});
