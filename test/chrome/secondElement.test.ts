import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/site-footer';
import '../../elements/site-header';
import { isRendered } from '../../testing/ready.js';
import { shadowOf } from '../helpers/shadow';

// Issue 52, item 1: a chrome tag that a visitor's comment brings into the page (a host's sanitizer
// let custom elements through) is a second element of its tag. Only the first of each tag takes
// part in the page: the second shows nothing and changes nothing, so neither the page's links nor
// its calls, nor <html lang>, move to what the comment says.

const EVIL = 'https://evil.example';
// The 300 injected footers left the page unresponsive for over 10 s.
const COUNT = 300;
const injected = `<site-footer site-origin="${EVIL}" tracking-endpoint="${EVIL}/tr/" logging-endpoint="${EVIL}/log/" error-endpoint="${EVIL}/err/" locale="ja-JP" hidden></site-footer>`;

const links = (element: Element) => [...shadowOf(element).querySelectorAll<HTMLAnchorElement>('a[href]')].map((link) => new URL(link.href));

describe('a second element of a tag, from a visitor’s comment (issue 52)', () => {
  let error: sinon.SinonStub;
  beforeEach(() => {
    error = sinon.stub(console, 'error');
  });
  afterEach(() => {
    error.restore();
  });

  it('shows nothing and changes nothing while the page’s own is there; it takes over when that one leaves', async () => {
    const page = await fixture<HTMLElement>(html`<div><site-header></site-header><div class="comment"></div><site-footer></site-footer></div>`);
    const header = page.querySelector('site-header') as HTMLElement;
    const footer = page.querySelector('site-footer') as HTMLElement;
    await waitUntil(() => isRendered(header) && isRendered(footer), 'the page’s own chrome did not render');
    const lang = document.documentElement.lang;

    (page.querySelector('.comment') as HTMLElement).innerHTML = injected;
    const second = page.querySelector('.comment site-footer') as HTMLElement;
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(second.shadowRoot?.querySelector('.chrome-root'), 'the second footer rendered').to.equal(null);
    expect(error.args.map(([message]) => String(message))).to.deep.equal(["[marquee] This <site-footer> is not the page's own (another is, or the page marks its own with a nonce): it shows nothing and changes nothing."]);
    for (const element of [header, footer]) {
      const hrefs = links(element);
      expect(hrefs.length, `<${element.localName}> links`).to.be.greaterThan(3);
      expect(hrefs.filter((href) => href.origin !== location.origin).map(String).filter((href) => href.startsWith(EVIL))).to.deep.equal([]);
    }
    expect(document.documentElement.lang).to.equal(lang);
    expect(performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.startsWith(EVIL))).to.deep.equal([]);

    // The page's own leaves (a router swapping footers adds the new one first): the next takes its place.
    footer.remove();
    await waitUntil(() => isRendered(second), 'the waiting footer did not take over');
  });

  it('many injected footers render nothing, each told once', async () => {
    const page = await fixture<HTMLElement>(html`<div><site-footer></site-footer><div class="comment"></div></div>`);
    await waitUntil(() => isRendered(page.querySelector('site-footer')), 'the page’s own footer did not render');
    (page.querySelector('.comment') as HTMLElement).innerHTML = injected.repeat(COUNT);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const injectedFooters = [...page.querySelectorAll('.comment site-footer')];
    expect(injectedFooters).to.have.length(COUNT);
    expect(injectedFooters.filter((element) => element.shadowRoot?.querySelector('.chrome-root'))).to.deep.equal([]);
    expect(error.callCount).to.equal(COUNT);
  });
});
