/**
 * Issue 37: the README's snippet, as a partner's page has it, shows its chrome before React runs,
 * in each engine: when the elements are defined (the bundle has run) the header already shows the
 * member and their watchlist, never 'Sign In'; the bundle then hydrates it in place, with no
 * mismatch. On a page of its own (test/fixtures/painted-page.html), loading /dist/marquee.js.
 * test/node/clientPaint.test.mjs blocks the bundle and measures layout shift (Chromium).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { removeQuietly } from '../helpers/removeQuietly';

interface Seen {
  warnings: string[];
  'site-header'?: string | null;
  'site-footer'?: string | null;
}

describe('a client-only page painted before React (issue 37)', () => {
  it('shows the member when React arrives, then hydrates that in place with no mismatch', async () => {
    const frame = document.createElement('iframe');
    frame.src = '/test/fixtures/painted-page.html';
    frame.style.width = '1280px';
    document.body.append(frame);
    try {
      const page = () => frame.contentDocument;
      const hydrated = () => ['site-header', 'site-footer'].every((tag) => page()?.querySelector(tag)?.hasAttribute('data-hydrated'));
      await waitUntil(hydrated, 'header and footer hydrate', { timeout: 20_000 });
      const seen = (frame.contentWindow as unknown as { seen: Seen }).seen;
      expect(seen['site-header'], 'painted before its element was defined').to.be.a('string');
      expect(seen['site-header']).to.include('Ada').and.include('Watchlist').and.not.include('Sign In');
      expect(seen['site-footer'], 'the footer too').to.be.a('string').and.not.equal('');
      expect(seen.warnings.filter((text) => /match|hydrat/i.test(text))).to.deep.equal([]);
      const header = page()?.querySelector('site-header')?.shadowRoot;
      expect(header?.querySelector('.username')?.textContent).to.equal('Ada');
      expect(header?.querySelector('.watchlist .count')?.textContent).to.equal('3');
    } finally {
      await removeQuietly(frame);
    }
  });
});
