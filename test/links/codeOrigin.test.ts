/**
 * Issue 74: the origin the chrome's code was loaded from counts as allowed, as the page runs that
 * origin's code already. A partner page that loads the bundle from the main site and names it in
 * `site-origin` and the endpoints keeps working without `<meta name="marquee-origins">` (which the
 * 0.1.0 manual did not know), and hears once, as a warning, to list it by 1.0.0; any other origin
 * stays refused. The main site is this test server as 127.0.0.1 (test/helpers/mainSite.mjs); each
 * page is a frame of its own, where the bundle runs anew.
 */
import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { isHydrated } from '../../testing/ready.js';

const MAIN = `http://127.0.0.1:${location.port}`;
const EVIL = 'https://evil.example';

interface PageConsole {
  level: 'error' | 'warn';
  text: string;
}

/** What the page's console says, kept before the bundle runs. */
const CONSOLE_SPY = `<script>window.said = [];
for (const level of ['error', 'warn']) {
  const original = console[level].bind(console);
  console[level] = (...args) => { window.said.push({ level, text: args.map(String).join(' ') }); original(...args); };
}</script>`;

/** A page of this origin loading the bundle from `bundle`, with `head` and a header and footer whose links go to MAIN. */
async function page(bundle: string, head = '', more = '') {
  const frame = await fixture<HTMLIFrameElement>(
    html`<iframe
      title="A partner's page"
      style="width: 1100px; height: 400px; border: 0"
      srcdoc=${`<!doctype html><html><head>${CONSOLE_SPY}${head}<script type="module" src="${bundle}"></script></head>
        <body><site-header site-origin="${MAIN}" no-consent-banner ${more}></site-header><site-footer site-origin="${MAIN}" no-consent-banner></site-footer></body></html>`}
    ></iframe>`,
  );
  const logo = () => frame.contentDocument?.querySelector('site-header')?.shadowRoot?.querySelector<HTMLAnchorElement>('a.logo');
  const ready = (tag: string) => {
    const element = frame.contentDocument?.querySelector(tag);
    return isHydrated(element) && element?.shadowRoot?.querySelector('a[href]');
  };
  await waitUntil(() => logo() && ready('site-header') && ready('site-footer'), 'the chrome never rendered', { timeout: 15_000 });
  const footerLinks = [...(frame.contentDocument?.querySelector('site-footer')?.shadowRoot?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];
  const said = (Reflect.get(frame.contentWindow ?? {}, 'said') as PageConsole[] | undefined) ?? [];
  return { logo: new URL(logo()?.href ?? '').origin, footer: footerLinks.map((link) => new URL(link.href).origin), said };
}

describe('the origin the chrome’s code comes from (issue 74)', () => {
  afterEach(fixtureCleanup);

  it('is allowed without the meta: the links go there, and one warning says to list it by 1.0.0', async () => {
    const { logo, footer, said } = await page(`${MAIN}/dist/marquee.js`);
    expect(logo).to.equal(MAIN);
    expect(footer.filter((origin) => origin === location.origin), 'footer links left on this page’s origin').to.deep.equal([]);
    expect(said.filter((entry) => entry.level === 'error').map((entry) => entry.text)).to.deep.equal([]);
    const warnings = () => said.filter((entry) => entry.level === 'warn' && entry.text.includes('marquee-origins'));
    // Its words come on demand, after the first paint.
    await waitUntil(() => warnings().length > 0, 'no warning to list the origin');
    expect(warnings(), 'one warning for the page, not one per element').to.have.length(1);
    expect(warnings()[0]?.text).to.contain(MAIN).and.contain('1.0.0');
  });

  it('listed in the meta, it is allowed with nothing said', async () => {
    const { logo, said } = await page(`${MAIN}/dist/marquee.js`, `<meta name="marquee-origins" content="${MAIN}">`);
    expect(logo).to.equal(MAIN);
    expect(said.map((entry) => entry.text)).to.deep.equal([]);
  });

  it('allows no other origin: an endpoint elsewhere is refused with its console error', async () => {
    const { logo, said } = await page(`${MAIN}/dist/marquee.js`, '', `graph-endpoint="${EVIL}/graphql"`);
    expect(logo).to.equal(MAIN);
    const errors = said.filter((entry) => entry.level === 'error').map((entry) => entry.text);
    expect(errors).to.have.length(1);
    expect(errors[0]).to.contain('graph-endpoint').and.contain(EVIL).and.contain('marquee-origins');
  });

  it('with the bundle from the page’s own origin, the main site must be listed: without the meta its links stay here', async () => {
    const { logo, said } = await page('/dist/marquee.js');
    expect(logo).to.equal(location.origin);
    const errors = said.filter((entry) => entry.level === 'error' && entry.text.includes('site-origin'));
    expect(errors.length, 'site-origin is refused with an error').to.be.above(0);
  });
});
