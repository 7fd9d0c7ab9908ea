import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import { allowOrigins } from '../helpers/allowOrigins';
import { rendered } from '../helpers/shadow';

// Issue 52: the origins a page's chrome may link to as its site and send its calls to are this
// page's own and those its head lists in <meta name="marquee-origins">. A chrome tag in a
// visitor's comment carries whatever it likes; only the page's head can allow another origin.

const MAIN = 'https://www.example.com';
const EVIL = 'https://evil.example';
const origin = (link: HTMLAnchorElement) => new URL(link.getAttribute('href') ?? '').origin;

describe('the origins a page allows (<meta name="marquee-origins">)', () => {
  afterEach(() => {
    sinon.restore();
  });

  it('[EL-03] an origin the page does not list is refused with one console error naming the meta; links and calls stay on this page', async () => {
    const error = sinon.stub(console, 'error');
    // A list in the body (a comment's) counts for nothing.
    const page = await fixture<HTMLElement>(
      html`<div>
        <meta name="marquee-origins" content=${`${MAIN} ${EVIL}`} />
        <site-header site-origin=${MAIN} tracking-endpoint=${`${EVIL}/tr/`} suggestion-host=${EVIL}></site-header>
      </div>`,
    );
    const header = page.querySelector('site-header') as SiteHeaderElement;
    const logo = await rendered<HTMLAnchorElement>(header, 'a.logo');
    expect(origin(logo)).to.equal(location.origin);
    expect([header.siteOrigin, header.trackingEndpoint, header.suggestionHost]).to.deep.equal(['', '/tr/', '']);
    const messages = error.getCalls().map((call) => String(call.args[0]));
    for (const [attribute, value] of [['site-origin', MAIN], ['tracking-endpoint', `${EVIL}/tr/`], ['suggestion-host', EVIL]]) {
      const told = messages.filter((message) => message.includes(`${attribute}=${JSON.stringify(value)}`));
      expect(told, attribute).to.have.length(1);
      expect(told[0]).to.contain('<site-header>').and.contain('<meta name="marquee-origins">');
    }
  });

  it('[EL-03] an origin the head lists is taken; one it does not, beside it, is not', async () => {
    const disallow = allowOrigins('https://cdn.example.com', MAIN);
    try {
      const error = sinon.stub(console, 'error');
      const header = await fixture<SiteHeaderElement>(html`<site-header site-origin=${MAIN} tracking-endpoint=${`${EVIL}/tr/`}></site-header>`);
      const logo = await rendered<HTMLAnchorElement>(header, 'a.logo');
      await waitUntil(() => origin(logo) === MAIN, `the logo stayed on ${logo.getAttribute('href') ?? ''}`);
      expect(header.trackingEndpoint).to.equal('/tr/');
      expect(error.getCalls().map((call) => String(call.args[0])).filter((message) => message.includes('marquee-origins'))).to.have.length(1);
    } finally {
      disallow();
    }
  });
});
