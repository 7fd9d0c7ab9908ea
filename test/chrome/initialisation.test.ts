import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import { initialise } from '../../src/marquee';
import { lastEventId, receivedEvents } from '../helpers/backend';
import { rendered, shadowOf } from '../helpers/shadow';

/** The error reports the page sent after `after`, by message. */
async function reportedMessages(after: number): Promise<string[]> {
  return (await receivedEvents('error-report', after)).map((e) => (e.body as { message: string }).message);
}

describe('initialising an element from page script (spec §4, §5, §8)', () => {
  afterEach(() => {
    sinon.restore();
  });

  it('[EXP-05] every element carries data-initialised="1" once it has rendered on the page', async () => {
    const header = await fixture(html`<site-header></site-header>`);
    await rendered(header, '.navbar');
    expect(header.getAttribute('data-initialised')).to.equal('1');
    const footer = await fixture(html`<site-footer></site-footer>`);
    expect(footer.getAttribute('data-initialised')).to.equal('1');
  });

  it('[EXP-05] initialise() renders an element the script created before it is on the page, and marks it', async () => {
    const footer = document.createElement('site-footer');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shadowOf(footer).querySelector('.chrome-root'), 'rendered without being initialised').to.equal(null);
    expect(footer.hasAttribute('data-initialised')).to.equal(false);
    expect(initialise(footer)).to.equal(true);
    expect(footer.getAttribute('data-initialised')).to.equal('1');
    await waitUntil(() => shadowOf(footer).textContent.includes('1990-'), 'it did not render before being placed');
    footer.currentYear = 2031;
    const page = await fixture(html`<div></div>`);
    page.append(footer);
    await waitUntil(() => shadowOf(footer).textContent.includes('1990-2031'));
    expect(shadowOf(footer).querySelectorAll('.chrome-root').length).to.equal(1);
  });

  it('[EXP-05] initialising twice is refused with "already initialised", logged and reported, not thrown', async () => {
    const error = sinon.stub(console, 'error');
    const after = await lastEventId();
    const header = document.createElement('site-header');
    header.id = 'promo-header';
    expect(initialise(header)).to.equal(true);
    expect(initialise(header)).to.equal(false);
    expect(error.calledOnceWith('[marquee] Cannot initialise <site-header>: already initialised')).to.equal(true);
    await waitUntil(async () => (await reportedMessages(after)).includes('Cannot initialise <site-header>: already initialised'), 'not sent to the error logger');

    // An element already on the page initialised itself when it connected.
    const placed = await fixture(html`<site-footer id="placed"></site-footer>`);
    expect(initialise('#placed')).to.equal(false);
    expect(error.lastCall.args[0]).to.equal('[marquee] Cannot initialise #placed: already initialised');
    expect(placed.getAttribute('data-initialised')).to.equal('1');
  });

  it('[EXP-05] a missing element is refused with "not found", logged and reported, not thrown', async () => {
    const error = sinon.stub(console, 'error');
    const after = await lastEventId();
    expect(initialise('#nowhere')).to.equal(false);
    expect(initialise(null)).to.equal(false);
    expect(error.firstCall.args[0]).to.equal('[marquee] Cannot initialise #nowhere: element not found');
    expect(error.secondCall.args[0]).to.equal('[marquee] Cannot initialise element: element not found');
    await waitUntil(async () => (await reportedMessages(after)).includes('Cannot initialise #nowhere: element not found'), 'not sent to the error logger');
  });

  it('refuses an element that is not one of the chrome\'s, leaving it unmarked', async () => {
    const error = sinon.stub(console, 'error');
    const div = await fixture(html`<div id="plain"></div>`);
    expect(initialise(div)).to.equal(false);
    expect(div.hasAttribute('data-initialised')).to.equal(false);
    expect(error.firstCall.args[0]).to.equal('[marquee] Cannot initialise <div>: not a Marquee element');
  });
});
