import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { isSameOriginPath, safeReturnPath, withRef, withReturnPath } from '../../src/links';

// The helpers by hand; the elements' own links are tested in test/links/linkHelper.test.ts,
// test/elements and test/nav.
describe('links: ref_ and u (spec §2 Link helper)', () => {
  afterEach(() => {
    sinon.restore();
  });

  it('appends ref_ to relative and absolute links, keeping other parameters and the hash', () => {
    expect(withRef('/chart/top/', 'nv_ch_250')).to.equal('/chart/top/?ref_=nv_ch_250');
    expect(withRef('/search/title/?title_type=podcastSeries', 'nv_pod')).to.equal('/search/title/?title_type=podcastSeries&ref_=nv_pod');
    expect(withRef('/find/?q=a+b%26c#results', 'x')).to.equal('/find/?q=a+b%26c&ref_=x#results');
    expect(withRef('https://help.example.org/a?b=1#c', 'nv_help')).to.equal('https://help.example.org/a?b=1&ref_=nv_help#c');
    expect(withRef('/a?', 'x')).to.equal('/a?ref_=x');
    expect(withRef('/a', 'a b&c')).to.equal('/a?ref_=a%20b%26c');
  });

  it('replaces a ref_ that is already there', () => {
    const warn = sinon.stub(console, 'warn');
    expect(withRef('/chart/top/?ref_=nv&x=1', 'nv')).to.equal('/chart/top/?x=1&ref_=nv');
    expect(warn.called, 'the same ref_ again is no mistake').to.equal(false);
  });

  it('warns when a link carries a different ref_, and the new one wins', () => {
    const warn = sinon.stub(console, 'warn');
    const href = withRef('/chart/top/?ref_=old&x=1#top', 'new');
    expect(href).to.equal('/chart/top/?x=1&ref_=new#top');
    expect(new URL(href, location.origin).searchParams.getAll('ref_')).to.deep.equal(['new']);
    expect(warn.callCount).to.equal(1);
    expect(String(warn.firstCall.args[0])).to.contain('ref_=old').and.contain('ref_=new');
  });

  it('gives internal links the current page path in u, and leaves other sites alone', () => {
    expect(withReturnPath('/privacy/', '/title/tt0133093/?ref_=a')).to.equal('/privacy/?u=%2Ftitle%2Ftt0133093%2F%3Fref_%3Da');
    expect(withReturnPath('/privacy/?u=%2Fold#x', '/new/')).to.equal('/privacy/?u=%2Fnew%2F#x');
    expect(withReturnPath('https://www.tiktok.com/', '/title/tt1/')).to.equal('https://www.tiktok.com/');
    expect(withReturnPath('//evil.example/', '/title/tt1/')).to.equal('//evil.example/');
  });

  it('puts only a same-origin path in u', () => {
    for (const offSite of ['https://evil.example/phish', '//evil.example/', '/\\evil.example/', '/..//evil.example/', '/%2e%2e//evil.example/', '/\t/evil.example/', 'javascript:alert(1)', '']) {
      expect(withReturnPath('/help/', offSite), offSite).to.equal('/help/?u=%2F');
      expect(safeReturnPath(offSite, '/home'), offSite).to.equal('/home');
    }
    expect(isSameOriginPath('/title/tt1/')).to.equal(true);
    expect(isSameOriginPath('title/tt1/')).to.equal(false);
  });
});
