/**
 * Issue 52, item 1: chrome tags in a visitor's comment, inserted by the host with innerHTML (its
 * sanitizer lets custom elements through), on a whole page as npm start serves the chrome
 * (test/fixtures/injected-page.html, /dist/marquee.js). The comment carries one tag of each kind,
 * pointing the site and every endpoint at another origin, and a list of origins of its own. The
 * page's own chrome keeps every link on this site, and after the visitor accepts, nothing goes to
 * the comment's origin: with the page's own footer (the comment's is a second one, and waits) and
 * without one (the comment's footer shows, but the page's head does not list its origin), with and
 * without a Content-Security-Policy. Nor does the comment's footer change the page's language or
 * its member (only the elements the page starts with carry page-wide settings).
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { isRendered } from '../../testing/ready.js';
import { forgetVisitor } from '../consent/consentKit';
import { removeQuietly } from '../helpers/removeQuietly';

const EVIL = 'https://evil.example';
// What it says of the page as well: its language, and a member signed in.
const settings = `locale="ja-JP" is-logged-in username="Mallory" site-origin="${EVIL}" tracking-endpoint="${EVIL}/tr/" logging-endpoint="${EVIL}/log/" error-endpoint="${EVIL}/err/" weblab-endpoint="${EVIL}/weblab/" graph-endpoint="${EVIL}/graphql" suggestion-host="${EVIL}"`;
const COMMENT = `<p>Nice film!</p><meta name="marquee-origins" content="${EVIL}"><site-header ${settings}></site-header><site-footer ${settings}></site-footer><consent-banner ${settings}></consent-banner>`;

interface Watched {
  sent: string[];
  blocked: string[];
}

const shadow = (page: Document, selector: string) => page.querySelector(selector)?.shadowRoot ?? null;
const links = (page: Document, selector: string) => [...(shadow(page, selector)?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])].map((link) => link.href);

describe('chrome tags in a visitor’s comment (issue 52)', () => {
  // (Not freshVisitor: the faults it clears may be another engine's test's, run at the same time.)
  beforeEach(forgetVisitor);
  after(forgetVisitor);

  for (const ownFooter of [true, false]) {
    for (const csp of [false, true]) {
      const name = `${ownFooter ? 'a page with its own footer' : 'a page with no footer'}, ${csp ? 'with' : 'without'} a Content-Security-Policy`;
      it(`move no link and send nothing to the comment’s origin: ${name}`, async function () {
        this.timeout(30_000);
        const frame = await fixture<HTMLIFrameElement>(html`<iframe title="A page with comments" style="width: 1280px; height: 800px"></iframe>`);
        frame.src = `/test/fixtures/injected-page.html?${ownFooter ? 'footer&' : ''}${csp ? 'csp' : ''}`;
        const page = () => frame.contentDocument as Document;
        const own = ownFooter ? ['site-header', 'site-footer', 'consent-banner'] : ['site-header', 'consent-banner'];
        await waitUntil(() => frame.contentWindow?.location.pathname === '/test/fixtures/injected-page.html' && own.every((tag) => isRendered(page().querySelector(tag))), 'the page’s chrome did not render', { timeout: 15_000 });
        // The comments come after the page has loaded (markup in the page as it loads is the page's).
        await waitUntil(() => page().readyState === 'complete', 'the page did not load', { timeout: 10_000 });
        const lang = page().documentElement.lang;

        (page().getElementById('comments') as HTMLElement).innerHTML = COMMENT;
        const footer = ownFooter ? 'body > site-footer' : '#comments site-footer';
        await waitUntil(() => isRendered(page().querySelector(footer)), 'no footer shows', { timeout: 10_000 });

        // The visitor accepts: the page view, the logging and the tracking calls go out.
        const heard: string[] = [];
        frame.contentWindow?.addEventListener('consent-event', (event) => heard.push(JSON.stringify((event as CustomEvent).detail)));
        const accept = () => [...(shadow(page(), 'body > consent-banner')?.querySelectorAll('button') ?? [])].find((button) => button.textContent === 'Accept');
        await waitUntil(accept, 'the banner does not ask', { timeout: 10_000 });
        accept()?.click();
        const watched = frame.contentWindow as unknown as Watched;
        await waitUntil(() => heard.length > 0, 'Accept was not taken', { timeout: 10_000 });
        try {
          await waitUntil(() => watched.sent.some((url) => new URL(url, location.href).pathname.startsWith('/logging/')), undefined, { timeout: 10_000 });
        } catch {
          throw new Error(`nothing was logged; sent ${JSON.stringify(watched.sent)}, blocked ${JSON.stringify(watched.blocked)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));

        const header = links(page(), 'body > site-header');
        const footerLinks = links(page(), footer);
        expect(header.length, 'the header’s links').to.be.above(5);
        expect(footerLinks.length, 'the footer’s links').to.be.above(8);
        expect([...header, ...footerLinks].filter((href) => href.startsWith(EVIL)), 'links on the comment’s origin').to.deep.equal([]);
        expect(watched.sent.filter((url) => url.startsWith(EVIL)), 'calls to the comment’s origin').to.deep.equal([]);
        expect(watched.blocked.filter((url) => url.startsWith(EVIL)), 'calls the policy blocked').to.deep.equal([]);
        // The comment's other tags show nothing while the page's own are there.
        for (const tag of ownFooter ? ['site-header', 'site-footer', 'consent-banner'] : ['site-header', 'consent-banner']) {
          expect(isRendered(page().querySelector(`#comments ${tag}`)), `the comment’s ${tag}`).to.equal(false);
        }
        // Nor does the one that shows say what the page is: its language and member are the page's.
        expect(page().documentElement.lang).to.equal(lang);
        expect(shadow(page(), 'body > site-header')?.querySelector<HTMLElement>('.login-state')?.dataset.loggedIn).to.equal('false');
        expect(shadow(page(), footer)?.textContent).not.to.include('Mallory');
        await removeQuietly(frame);
      });
    }
  }
});
