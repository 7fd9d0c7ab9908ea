import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { sendKeys } from '@web/test-runner-commands';
import { cleanup, loadPage, receivedEvents, setFault, waitFor } from '../../testing/index.js';

declare global {
  interface Window {
    pageOrder?: string[];
  }
}

const PAGE = '/test/testing/fixtures/partner-page.html';

describe('marquee-site-chrome/testing: loadPage, a partner page as its server sends it', () => {
  afterEach(async () => {
    await cleanup();
    delete window.pageOrder;
  });

  it("runs the page's scripts in its order, but not what loads Marquee, and renders its chrome", async () => {
    const page = await loadPage(PAGE);
    expect(window.pageOrder).to.deep.equal(['head', 'inline-1', 'external', 'inline-2']);
    expect(page.elements.map((element) => element.localName)).to.deep.equal(['consent-banner', 'site-header', 'site-footer']);
    expect(page.header?.shadowRoot?.textContent).to.include('Ada');
    expect(page.footer?.shadowRoot?.querySelector('a')).to.not.equal(null);
    // Nothing of the page's own loading of the chrome is in the test's document.
    expect(document.querySelector('script[src*="example.com"], link[rel="modulepreload"], script[type="importmap"]')).to.equal(null);
    // Its stylesheet applies, its relative addresses are its own.
    await waitFor(() => getComputedStyle(document.querySelector('#partner-main') as Element).color === 'rgb(1, 2, 3)', 'the stylesheet did not apply');
    expect((document.querySelector('#partner-logo') as HTMLImageElement).src).to.equal(new URL('/test/testing/fixtures/logo.svg', location.href).href);
  });

  it("points the chrome's endpoints at the backend, so faults reach it, and lists what the page wrote", async () => {
    const page = await loadPage(PAGE);
    expect(page.endpoints).to.deep.equal([
      { tag: 'consent-banner', attribute: 'graph-endpoint', value: 'https://www.example.com/graphql' },
      { tag: 'site-header', attribute: 'suggestion-host', value: 'https://www.example.com' },
      { tag: 'site-header', attribute: 'graph-endpoint', value: 'https://www.example.com/graphql' },
      { tag: 'site-footer', attribute: 'logging-endpoint', value: 'https://log.example.com/' },
    ]);
    expect(page.header?.hasAttribute('graph-endpoint')).to.equal(false);
    await setFault({ endpoint: 'suggestion', status: 503 });
    const box = page.header?.shadowRoot?.querySelector('[role="combobox"]') as HTMLInputElement;
    box.focus();
    // A text no other test asks for: suggestion answers are cacheable, and the browser, shared by
    // every test file, would answer one asked before from its cache, never reaching the backend.
    await sendKeys({ type: 'nostromo' });
    // Said first, should the request not come: whether the box had the keys at all.
    await waitFor(() => box.value === 'nostromo', `the box has ${JSON.stringify(box.value)}, not the keys typed`);
    // Ten seconds: the box's debounce and the page's chrome loading, on a loaded CI machine.
    await waitFor(async () => (await receivedEvents('fault')).some((event) => event.summary === 'fault suggestion: status 503'), 'no suggestion request reached the backend', 10_000);
  });

  it("runs the page's marked tracker script once its vendor is allowed", async () => {
    await loadPage(PAGE);
    expect(window.pageOrder).to.not.include('tracker');
    window.dispatchEvent(new CustomEvent('consent-event', { detail: [{ id: '755', allow: true }] }));
    await waitFor(() => window.pageOrder?.includes('tracker'), 'the tracker did not run');
  });

  it('with endpoints as written, leaves them, and setFault then says it cannot reach them', async () => {
    const page = await loadPage(PAGE, { endpoints: 'as-written' });
    expect(page.endpoints).to.deep.equal([]);
    expect(page.header?.getAttribute('graph-endpoint')).to.equal('https://www.example.com/graphql');
    let error: unknown;
    try {
      await setFault({ endpoint: 'graphql', status: 503 });
    } catch (thrown) {
      error = thrown;
    }
    expect(String(error)).to.include('<site-header graph-endpoint="https://www.example.com/graphql">');
  });

  it("keeps the page's head: its marquee-origins meta, so the chrome's links go to the main site, with no error", async () => {
    const error = sinon.spy(console, 'error');
    try {
      const page = await loadPage(PAGE);
      expect(document.head.querySelector('meta[name="marquee-origins"]')?.getAttribute('content')).to.equal('https://www.example.com');
      const links = ['header', 'footer'].flatMap((part) => [...((part === 'header' ? page.header : page.footer)?.shadowRoot?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])]);
      expect(links.filter((link) => new URL(link.href).origin === 'https://www.example.com').length, 'links on the main site').to.be.above(20);
      expect(links.filter((link) => new URL(link.href).origin === location.origin).map((link) => link.href), 'links left on the test server').to.deep.equal([]);
      expect(error.getCalls().map((call) => String(call.args[0])).filter((message) => message.includes('[marquee]'))).to.deep.equal([]);
      // Not the head's title or charset: the test's document keeps its own.
      expect(document.title).to.not.equal('Partner');
    } finally {
      error.restore();
    }
  });

  it('cleanup takes the page out again, its head too', async () => {
    await loadPage(PAGE);
    await cleanup();
    expect(document.querySelector('consent-banner, site-header, site-footer, #partner-main, meta[name="marquee-origins"]')).to.equal(null);
  });
});
