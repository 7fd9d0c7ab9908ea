import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import type { ConsentBannerElement } from '../../elements/consent-banner';
import '../../elements/consent-banner';
import { lastEventId } from '../helpers/backend';
import { rendered, shadowOf } from '../helpers/shadow';
import { freshVisitor, graphCalls, settle, waitForGraphCalls } from '../consent/consentKit';
import { setViewport } from '../helpers/viewport';
import { itExceptIn, NARROW_VIEWPORT } from '../helpers/engine';

/** The element with its question shown (the reference backend asks every new session). */
async function shownBanner(markup = html`<consent-banner></consent-banner>`): Promise<{ el: ConsentBannerElement; banner: HTMLElement }> {
  const el = await fixture<ConsentBannerElement>(markup);
  const banner = await rendered(el, '.banner');
  await waitUntil(() => shadowOf(el).querySelector('button'));
  return { el, banner };
}

const focused = (el: Element) => shadowOf(el).activeElement;

describe('<consent-banner>', () => {
  afterEach(async () => {
    sinon.restore();
    await freshVisitor();
  });

  it('[CNS-13] sits fixed at the bottom, over the page (z-index 100000), shifting nothing', async () => {
    const page = await fixture<HTMLElement>(html`<div><p id="above">Page content</p><consent-banner></consent-banner><p id="below">More</p></div>`);
    const below = page.querySelector('#below') as HTMLElement;
    const before = below.getBoundingClientRect().top;
    const el = page.querySelector('consent-banner') as ConsentBannerElement;
    const banner = await rendered(el, '.banner');
    await Promise.all(banner.getAnimations().map((animation) => animation.finished));
    const style = getComputedStyle(el);
    expect(style.position).to.equal('fixed');
    expect(style.zIndex).to.equal('100000');
    expect(below.getBoundingClientRect().top, 'no layout shift').to.equal(before);
    expect(Math.round(banner.getBoundingClientRect().bottom)).to.equal(window.innerHeight);
  });

  it('passes axe with the question shown', async () => {
    const { el } = await shownBanner();
    await expect(el).to.be.accessible();
  });

  it('is a region named by its title, and its text is read once: as its content, not again as its description', async () => {
    const { el } = await shownBanner();
    const region = shadowOf(el).querySelector('section.banner');
    const title = shadowOf(el).getElementById(region?.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).to.equal('Select Your Preferences');
    expect(region?.hasAttribute('aria-describedby'), 'described by its own text, which a screen reader then reads twice').to.equal(false);
    expect(region?.querySelector('.text')?.textContent).to.not.equal('');
  });

  it('takes no focus when it appears; Tab from the top of the page walks the text\'s link, Decline, Accept, Customize, then leaves for the page', async () => {
    const page = await fixture<HTMLElement>(html`<div><consent-banner></consent-banner><a href="#after" id="after">after</a></div>`);
    const el = page.querySelector('consent-banner') as ConsentBannerElement;
    const banner = await rendered(el, '.banner');
    await waitUntil(() => banner.querySelector('button'));
    await settle();
    expect(focused(el), 'the banner took focus').to.equal(null);
    expect(document.activeElement).to.equal(document.body);
    // A labelled <section>: a region, not a dialog that would be expected to hold focus.
    expect(banner.localName).to.equal('section');
    expect(banner.getAttribute('role')).to.equal(null);
    expect(banner.getAttribute('aria-labelledby')).to.not.equal(null);
    const names: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      await sendKeys({ press: 'Tab' });
      names.push(focused(el)?.textContent ?? '');
    }
    expect(names).to.deep.equal(['privacy notice', 'Decline', 'Accept', 'Customize']);
    // Not trapped: the next Tab goes on to the page.
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.id).to.equal('after');
  });

  it('does not take focus from a visitor already using the page', async () => {
    const page = await fixture<HTMLElement>(html`<div><input aria-label="Search" id="search" /><consent-banner></consent-banner></div>`);
    const search = page.querySelector('input') as HTMLInputElement;
    search.focus();
    const el = page.querySelector('consent-banner') as ConsentBannerElement;
    await rendered(el, '.banner');
    await settle();
    expect(document.activeElement).to.equal(search);
  });

  it('Escape is not an answer: the banner stays and nothing is sent', async () => {
    const { el } = await shownBanner();
    const after = await lastEventId();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Escape' });
    await settle(200);
    expect(shadowOf(el).querySelector('.banner')).not.to.equal(null);
    expect(await graphCalls(after, 'RespondToPrivacyPrompt')).to.deep.equal([]);
  });

  it('[CNS-03] [CNS-18] works by keyboard alone, and a script that starts late can read the answer', async () => {
    const { el } = await shownBanner();
    expect(el.consent, 'unknown before the answer').to.equal(null);
    const after = await lastEventId();
    for (let i = 0; i < 3; i += 1) await sendKeys({ press: 'Tab' }); // the text's link, Decline, Accept
    expect(focused(el)?.textContent).to.equal('Accept');
    await sendKeys({ press: 'Enter' });
    await waitForGraphCalls(after, 1, 'RespondToPrivacyPrompt');
    await waitUntil(() => el.consent !== null, 'consent never known');
    expect(shadowOf(el).querySelector('.banner')).to.equal(null);

    // A script attaching now missed the event; it reads the state from the element.
    const late = document.querySelector('consent-banner');
    expect(late?.consent).to.deep.equal([
      { id: '50025', allow: true },
      { id: '755', allow: true },
      { id: '1126', allow: true },
    ]);
    expect(late?.vendorConsent('755')).to.equal('allowed');
    expect(late?.vendorConsent(4242), 'absent counts as allowed').to.equal('allowed');
  });

  it('[CNS-17] strict-consent: an absent vendor is refused', async () => {
    const { el } = await shownBanner(html`<consent-banner strict-consent></consent-banner>`);
    expect(el.strictConsent).to.equal(true);
    shadowOf(el).querySelector<HTMLButtonElement>('button.accept')?.click();
    await waitUntil(() => el.vendorConsent('755') === 'allowed', 'consent never known');
    expect(el.vendorConsent('4242')).to.equal('refused');
  });

  it('[CNS-08] client-variant="mobile" sends the mobile client name; a bad variant logs and falls back', async () => {
    let after = await lastEventId();
    await fixture(html`<consent-banner client-variant="mobile"></consent-banner>`);
    // This banner's question, by name: the answer the previous test gave may be recorded after `after`.
    let [call] = await waitForGraphCalls(after, 1, 'query PrivacyPrompt');
    expect(call?.headers['x-imdb-client-name']).to.equal('imdb-web-next-mobile-ConsentBanner');

    const error = sinon.stub(console, 'error');
    after = await lastEventId();
    // One banner at a time: a second one waits while the first is on the page.
    fixtureCleanup();
    const el = await fixture<ConsentBannerElement>(html`<consent-banner client-variant="tablet"></consent-banner>`);
    [call] = await waitForGraphCalls(after, 1, 'query PrivacyPrompt');
    expect(el.clientVariant).to.equal('auto');
    expect(error.getCalls().some((c) => String(c.args[0]).includes('client-variant'))).to.equal(true);
    // auto: the test browser's window is wider than 600px.
    expect(call?.headers['x-imdb-client-name']).to.equal('imdb-web-next-desktop-ConsentBanner');
  });

  itExceptIn(['webkit'], NARROW_VIEWPORT, 'fits a 320px screen without sideways scrolling', async () => {
    await setViewport({ width: 320, height: 640 });
    try {
      const { el, banner } = await shownBanner();
      expect(banner.scrollWidth).to.be.at.most(banner.clientWidth);
      expect(el.getBoundingClientRect().width).to.equal(320);
      for (const control of shadowOf(el).querySelectorAll('button, a.customize')) {
        const box = control.getBoundingClientRect();
        expect(box.left).to.be.at.least(0);
        expect(box.right).to.be.at.most(320);
      }
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('mirrors itself for right-to-left locales', async () => {
    const { el } = await shownBanner(html`<consent-banner locale="he-IL" disable-body-styling></consent-banner>`);
    await waitUntil(() => shadowOf(el).querySelector('.chrome-root')?.getAttribute('dir') === 'rtl', 'not rtl', { timeout: 3000 });
    await waitUntil(() => shadowOf(el).querySelector('.title')?.textContent === 'בחרו את ההעדפות שלכם', 'not in Hebrew', { timeout: 3000 });
    const decline = shadowOf(el).querySelector('button.decline') as HTMLElement;
    const accept = shadowOf(el).querySelector('button.accept') as HTMLElement;
    expect(decline.getBoundingClientRect().left, 'Decline first, from the right').to.be.greaterThan(accept.getBoundingClientRect().left);
    el.locale = 'en-US';
  });

  it('once answered by keyboard, focus moves on to what follows the banner, not to <body>', async () => {
    const page = await fixture<HTMLElement>(
      html`<div><consent-banner></consent-banner><p>Text</p><button type="button" hidden>hidden</button><a href="#next" id="next">next</a></div>`,
    );
    const el = page.querySelector('consent-banner') as ConsentBannerElement;
    await rendered(el, '.banner');
    await waitUntil(() => shadowOf(el).querySelector('button'));
    for (let i = 0; i < 2; i += 1) await sendKeys({ press: 'Tab' }); // the text's link, Decline
    expect(focused(el)?.textContent).to.equal('Decline');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => !shadowOf(el).querySelector('.banner'), 'the banner stayed');
    expect(document.activeElement?.id).to.equal('next');
    // The answer is recorded before the next test starts a fresh visitor.
    await waitUntil(() => el.consent !== null, 'the answer was never recorded');
  });
});
