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
    await waitUntil(() => !panel.hidden, 'the account menu opens');

    // A first load's pageshow is no restore: what is open stays open.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(panel.hidden, 'open after a plain pageshow').to.equal(false);

    restore();
    await waitUntil(() => shadowOf(el).querySelector<HTMLElement>('.account .flyout-panel')?.hidden !== false, 'the account menu closes');
    expect(button.getAttribute('aria-expanded')).to.equal('false');

    (await rendered<HTMLButtonElement>(el, 'button[aria-haspopup="dialog"], .hamburger')).click();
    await rendered(el, 'dialog[open]');
    restore();
    await waitUntil(() => shadowOf(el).querySelector('dialog[open]') === null, 'the drawer closes');
  });
});
