import { expect, fixture, fixtureCleanup, fixtureSync, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/site-footer';
import '../../elements/site-header';
import { isRendered } from '../../testing/ready.js';
import { shadowOf } from '../helpers/shadow';

// Issue 52, item 1: page-wide settings have one owner. On a page with no footer of its own, a
// footer in a visitor's comment is the first of its tag and shows, but what it says of the page
// (its language, who is signed in, the watchlist) is not taken: only the elements the page starts
// with, and those that take their place, carry page-wide settings.

const injected = '<site-footer locale="ja-JP" is-logged-in username="Mallory" watchlist-count="99"></site-footer>';
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

const loginState = (header: Element) => shadowOf(header).querySelector<HTMLElement>('.login-state')?.dataset.loggedIn;
const watchlist = (header: Element) => shadowOf(header).querySelector('.watchlist')?.textContent ?? '';

describe('page-wide settings come from the page’s own chrome (issue 52)', () => {
  let error: sinon.SinonStub;
  beforeEach(() => {
    error = sinon.stub(console, 'error');
  });
  afterEach(() => {
    error.restore();
    fixtureCleanup();
  });

  it('a footer from a visitor’s comment shows, but changes neither the language, the member nor the watchlist', async () => {
    const page = await fixture<HTMLElement>(html`<div><site-header locale="de-DE"></site-header><div class="comment"></div></div>`);
    const header = page.querySelector('site-header') as HTMLElement;
    await waitUntil(() => isRendered(header) && document.documentElement.lang === 'de-DE', 'the page’s header did not render in German');
    const watchlistBefore = watchlist(header);

    (page.querySelector('.comment') as HTMLElement).innerHTML = injected;
    const footer = page.querySelector('.comment site-footer') as HTMLElement;
    await waitUntil(() => isRendered(footer), 'the footer of a page without one should still show');
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(document.documentElement.lang).to.equal('de-DE');
    expect(loginState(header)).to.equal('false');
    expect(shadowOf(header).textContent).not.to.include('Mallory');
    expect(watchlist(header)).to.equal(watchlistBefore);
    // The footer itself shows the page's language: German, not Japanese.
    expect(shadowOf(footer).querySelector('[lang="ja-JP"], [lang="ja"]')).to.equal(null);
    expect(error.args.map(([message]) => String(message))).to.deep.equal([
      '[marquee] <site-footer> joined the page after its own chrome, so its page-wide settings are ignored: locale, is-logged-in, username, watchlist-count. Set them on the elements the page starts with.',
    ]);

    // Changing them later changes nothing either, and is not told again.
    footer.setAttribute('locale', 'fr-FR');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(document.documentElement.lang).to.equal('de-DE');
    expect(error.callCount).to.equal(1);
  });

  it('a footer of the page’s first render carries them (the negative case)', async () => {
    const page = fixtureSync<HTMLElement>(html`<div><site-header locale="de-DE"></site-header><div class="comment"></div></div>`);
    // In the task that connected the header, as an app's first render or the parser would.
    (page.querySelector('.comment') as HTMLElement).innerHTML = injected;
    const header = page.querySelector('site-header') as HTMLElement;
    await waitUntil(() => document.documentElement.lang === 'ja-JP' && loginState(header) === 'true', 'the first render’s footer did not set the page’s language and member');
    expect(error.callCount).to.equal(0);
  });

  it('a late footer saying what the page says is not told', async () => {
    const page = await fixture<HTMLElement>(html`<div><site-header locale="de-DE" is-logged-in></site-header><div class="comment"></div></div>`);
    await waitUntil(() => isRendered(page.querySelector('site-header')));
    await nextTask();
    (page.querySelector('.comment') as HTMLElement).innerHTML = '<site-footer locale="de-DE" is-logged-in></site-footer>';
    await waitUntil(() => isRendered(page.querySelector('site-footer')));
    expect(error.callCount).to.equal(0);
  });

  it('an element that takes another’s place carries its settings, whichever of the two a router connects first', async () => {
    const page = await fixture<HTMLElement>(html`<div><site-header locale="de-DE"></site-header><site-footer></site-footer></div>`);
    await waitUntil(() => document.documentElement.lang === 'de-DE');
    await nextTask();

    // Removed first, then the new page's header added, a task later.
    (page.querySelector('site-header') as HTMLElement).remove();
    await nextTask();
    page.insertAdjacentHTML('afterbegin', '<site-header locale="fr-FR"></site-header>');
    await waitUntil(() => document.documentElement.lang === 'fr-FR', 'the router’s new header did not carry its language');

    // Added first (it waits), then the old one removed.
    const old = page.querySelector('site-header') as HTMLElement;
    page.insertAdjacentHTML('afterbegin', '<site-header locale="es-ES"></site-header>');
    await nextTask();
    old.remove();
    await waitUntil(() => document.documentElement.lang === 'es-ES', 'the header that waited did not carry its language');
    // Only the waiting header's own error: nothing about settings.
    expect(error.args.map(([message]) => String(message)).filter((message) => message.includes('page-wide'))).to.deep.equal([]);
  });

  it('once none of the page’s chrome is left, the next element starts the page anew', async () => {
    const first = await fixture<HTMLElement>(html`<site-header locale="de-DE"></site-header>`);
    await waitUntil(() => document.documentElement.lang === 'de-DE');
    first.remove();
    await nextTask();
    await fixture<HTMLElement>(html`<site-footer locale="it-IT"></site-footer>`);
    await waitUntil(() => document.documentElement.lang === 'it-IT', 'the only element of the page did not carry its language');
    expect(error.callCount).to.equal(0);
  });
});
