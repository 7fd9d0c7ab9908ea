import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import { rendered, shadowOf } from '../helpers/shadow';

/** What the browser fires on a page it restores from the back/forward cache. */
const restore = () => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));

// Issue 24: a page restored from the back/forward cache shows none of what the visitor left open.
describe('back/forward cache restore', () => {
  it('closes an open flyout and the drawer, and keeps them closed on a pageshow that is no restore', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header is-logged-in username="Ada" no-consent-banner></site-header>`);
    const button = await rendered<HTMLButtonElement>(el, '.account .flyout-button');
    button.click();
    const panel = await rendered(el, '.account .flyout-panel');
    await waitUntil(() => panel.matches(':popover-open'), 'the account menu opens');

    // A first load's pageshow is no restore: what is open stays open.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(!panel.matches(':popover-open'), 'open after a plain pageshow').to.equal(false);

    restore();
    await waitUntil(() => !shadowOf(el).querySelector('.account .flyout-panel')?.matches(':popover-open'), 'the account menu closes');

    (await rendered<HTMLButtonElement>(el, 'button[aria-haspopup="dialog"], .hamburger')).click();
    await rendered(el, '.drawer:popover-open');
    restore();
    await waitUntil(() => shadowOf(el).querySelector('.drawer:popover-open') === null, 'the drawer closes');
  });
});

// Issue 34: a page kept from before the visitor signed out (or in) must not show the last member.
describe('back/forward cache restore into another session', () => {
  const setSession = (id: string) => (document.cookie = `session-id=${id}; path=/`);
  afterEach(() => (document.cookie = 'session-id=; path=/; max-age=0'));

  it('fires a cancelable session-change, and no page entry, when the session-id changed while the page was away', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header is-logged-in username="Ada" no-consent-banner></site-header>`);
    await rendered(el, '.account .flyout-button');
    const changes: Event[] = [];
    // Cancelled: the test page must not reload; the default action (a reload) is the reference pages'.
    const listener = (event: Event) => {
      changes.push(event);
      event.preventDefault();
    };
    window.addEventListener('session-change', listener);
    try {
      // The page's own session (one an earlier test file left, else a first): no change while it is open.
      setSession(/(?:^|; )session-id=([^;]*)/.exec(document.cookie)?.[1] ?? '111-1111111-1111111');
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
      restore();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(changes, 'the same session: no session-change').to.have.length(0);

      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
      setSession('222-2222222-2222222'); // signed out elsewhere: the server gave a new session
      restore();
      await waitUntil(() => changes.length === 1, 'session-change fired');
      expect(changes[0]?.cancelable).to.equal(true);
      // (A new visitor's first page, shown with no session, takes the first its calls are given:
      // test/session/sessionFollow.test.ts, and Back to it test/node/signOutBack.test.mjs.)
    } finally {
      window.removeEventListener('session-change', listener);
    }
  });
});
