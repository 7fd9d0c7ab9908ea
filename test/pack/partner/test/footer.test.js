/* global describe, it, afterEach -- mocha's, as web-test-runner provides them */
import { expect } from '@open-wc/testing';
import { cleanup, siteFooter } from 'marquee-site-chrome/testing';

describe('the site footer on our pages', () => {
  afterEach(cleanup);

  it('links Help to our own help centre', async () => {
    const footer = await siteFooter({ helpLink: 'https://help.partner.example/' });
    const links = [...(footer.shadowRoot?.querySelectorAll('a') ?? [])].map((a) => a.href);
    expect(links).to.include('https://help.partner.example/');
  });
});
