/**
 * Issue 71, item 1: a visitor's chrome tags that are in the page before the bundle defines the
 * elements (parsed, or set with innerHTML 0–1,000 ms after `load` while the bundle is still
 * coming) never become the page's own. The comment (test/helpers/visitorTagsPage.mjs) stands before
 * the page's footer and says the site is "Support: call +1-555-0100", that Mallory is signed in, that
 * the page is Hebrew, and that the page's address is the sign-out: none of it reaches the page, and
 * its tags show nothing. On a page as the client renders it, server-rendered without a mark (the
 * nearest the top is the page's own), and server-rendered with tagNonce under a CSP, the page's
 * chrome nested deeper than the comment (the nonce decides).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { isRendered } from '../../testing/ready.js';
import { forgetVisitor } from '../consent/consentKit';
import { removeQuietly } from '../helpers/removeQuietly';

const CASES = [
  { name: 'parsed, client-rendered page', query: 'bundle=0' },
  ...[0, 100, 300, 1000].map((at) => ({ name: `set ${String(at)} ms after load, bundle delayed, client-rendered page`, query: `inject=${String(at)}&bundle=1200` })),
  { name: 'parsed, server-rendered page', query: 'ssr&bundle=0' },
  { name: 'set 300 ms after load, bundle delayed, server-rendered page', query: 'ssr&inject=300&bundle=1200' },
  { name: 'parsed, page marked with tagNonce', query: 'ssr&mark&bundle=0' },
  { name: 'set 1000 ms after load, bundle delayed, page marked with tagNonce', query: 'ssr&mark&inject=1000&bundle=1200' },
];
// A comment with a banner that claims to be the server's, every vendor allowed (FORGED_BANNER).
const FORGED = 'forged&bundle=0';
// The page's own banner rendered with its question; the comment's hidden banner stands before it.
const SERVED_BANNER = 'ssr&banner&bundle=0';

const OWN = ['#own-header', '#own-footer'];
const VISITOR = ['#comments site-header', '#comments site-footer', '#comments consent-banner'];

describe('a visitor’s chrome tags before the elements are defined (issue 71)', () => {
  // Not before each test: forgetting the visitor while the pages are open would be a change of
  // session under them, which they follow (src/session/sessionFollow.ts).
  after(forgetVisitor);

  // The pages load side by side (each frame has its own store), then each case is checked.
  const frames = new Map<string, HTMLIFrameElement>();
  before(async function () {
    // One session for every page, given before they load: pages of one browser that each got a
    // session of their own would each see the others' as a change of session (sessionFollow).
    forgetVisitor();
    await fetch('/api/_ajax/weblab/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"weblabs":[]}' });
    // Not a fixture: those are cleaned up after each test.
    const holder = document.body.appendChild(document.createElement('div'));
    for (const query of [...CASES.map((one) => one.query), FORGED, SERVED_BANNER]) {
      const frame = document.createElement('iframe');
      frame.title = query;
      frame.style.cssText = 'width: 1280px; height: 600px';
      frame.src = `/__visitor-tags?${query}`;
      holder.append(frame);
      frames.set(query, frame);
    }
  });
  after(async () => {
    for (const frame of frames.values()) await removeQuietly(frame);
  });


  for (const { name, query } of CASES) {
    it(`${name}: the page’s own chrome renders as the page wrote it; the visitor’s tags show and change nothing`, async function () {
      this.timeout(30_000);
      const frame = frames.get(query) as HTMLIFrameElement;
      const page = () => frame.contentDocument as Document;
      await waitUntil(() => page().readyState === 'complete' && OWN.every((own) => isRendered(page().querySelector(own))), 'the page’s own header and footer did not render', { timeout: 20_000 });
      if (query.includes('inject')) await waitUntil(() => page().querySelectorAll(VISITOR.join()).length === 3, 'the comment did not come');
      // Whatever the comment could have set off has had its time.
      await new Promise((resolve) => setTimeout(resolve, 300));

      const shadow = (selector: string) => page().querySelector(selector)?.shadowRoot;
      const header = shadow('#own-header') as ShadowRoot;
      const footer = shadow('#own-footer') as ShadowRoot;
      expect(header.querySelector<HTMLElement>('.login-state')?.dataset.loggedIn, 'signed in as the comment said').to.equal('false');
      for (const root of [header, footer]) {
        expect(root.textContent).not.to.match(/Mallory|555-0100|Evil/);
        const hrefs = [...root.querySelectorAll('a[href]')].map((link) => (link as HTMLAnchorElement).href);
        expect(hrefs.length).to.be.above(5);
        expect(hrefs.filter((href) => /evil\.example|logout/.test(href)), 'links moved by the comment').to.deep.equal([]);
      }
      expect(page().documentElement.lang).to.equal('en-US');
      expect(page().documentElement.dir).not.to.equal('rtl');
      for (const selector of VISITOR) {
        const element = page().querySelector(selector) as HTMLElement;
        expect(isRendered(element), `${selector} rendered`).to.equal(false);
        expect(element.getBoundingClientRect().height, `${selector} takes room`).to.equal(0);
        expect(element.shadowRoot?.textContent ?? '', `${selector} shows`).to.equal('');
      }
    });
  }

  it('[CNS-01] a banner in a comment that claims to be the server’s, every vendor allowed, allows nothing: the page’s own banner asks', async function () {
    this.timeout(30_000);
    const frame = frames.get(FORGED) as HTMLIFrameElement;
    const page = () => frame.contentDocument as Document;
    const accept = () => [...(page().querySelector('#own-banner')?.shadowRoot?.querySelectorAll('button') ?? [])].find((button) => button.textContent === 'Accept');
    await waitUntil(accept, 'the page’s own banner does not ask', { timeout: 20_000 });
    const forged = page().querySelector('#comments consent-banner') as HTMLElement;
    expect(forged.shadowRoot?.textContent, 'the forged banner’s content').to.equal('');
    expect((frame.contentWindow as unknown as { heard: string[] }).heard.filter((detail) => detail.includes('evil-tracker'))).to.deep.equal([]);
  });

  it('a hidden banner in a comment does not keep the page’s server-rendered banner from hydrating: Accept answers', async function () {
    this.timeout(30_000);
    const frame = frames.get(SERVED_BANNER) as HTMLIFrameElement;
    const page = () => frame.contentDocument as Document;
    const banner = () => page().querySelector('#own-banner');
    await waitUntil(() => banner()?.hasAttribute('data-hydrated'), 'the page’s own banner did not hydrate', { timeout: 20_000 });
    const accept = [...(banner()?.shadowRoot?.querySelectorAll('button') ?? [])].find((button) => button.textContent === 'Accept');
    accept?.click();
    const heard = (frame.contentWindow as unknown as { heard: string[] }).heard;
    await waitUntil(() => heard.length > 0, 'Accept was not taken', { timeout: 10_000 });
    expect(page().querySelector('#comments consent-banner')?.shadowRoot?.textContent ?? '').to.equal('');
  });
});
