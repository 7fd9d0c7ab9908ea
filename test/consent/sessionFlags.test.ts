import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { readSessionFlag, writeSessionFlag } from '../../src/consent/sessionFlags';

describe('session flags', () => {
  afterEach(() => {
    sinon.restore();
    sessionStorage.clear();
  });

  // CNS-07 itself is proven by a failed answer in test/consent/banner.test.tsx.
  it('reads and writes sessionStorage', () => {
    writeSessionFlag('consent-banner-error', 'true');
    expect(sessionStorage.getItem('consent-banner-error')).to.equal('true');
    expect(readSessionFlag('consent-banner-error')).to.equal('true');
    expect(readSessionFlag('consent-banner-answered')).to.equal(null);
  });

  it('treats blocked storage as "no flag" and never throws', () => {
    sinon.stub(window, 'sessionStorage').get(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => { writeSessionFlag('consent-banner-error', 'true'); }).not.to.throw();
    expect(readSessionFlag('consent-banner-error')).to.equal(null);
  });

  it('treats a full or refusing storage the same way', () => {
    sinon.stub(Storage.prototype, 'setItem').throws(new DOMException('full', 'QuotaExceededError'));
    sinon.stub(Storage.prototype, 'getItem').throws(new DOMException('no', 'SecurityError'));
    expect(() => { writeSessionFlag('consent-banner-error', 'true'); }).not.to.throw();
    expect(readSessionFlag('consent-banner-error')).to.equal(null);
  });
});

// Issue 34: sign-out starts a new session (a new session-id); the tab's flags were the last member's.
describe('session flags across sessions', () => {
  const setSession = (id: string) => (document.cookie = `session-id=${id}; path=/`);
  afterEach(() => {
    document.cookie = 'session-id=; path=/; max-age=0';
    sessionStorage.clear();
  });

  it('reads a flag written in another session as absent, and drops it on the next write, leaving the page\'s own items', () => {
    setSession('111-1111111-1111111');
    writeSessionFlag('consent-banner-answered', 'AcceptAll');
    sessionStorage.setItem('the-host-s-own', 'kept');
    expect(readSessionFlag('consent-banner-answered')).to.equal('AcceptAll');
    setSession('222-2222222-2222222');
    expect(readSessionFlag('consent-banner-answered'), 'the last member\'s answer').to.equal(null);
    writeSessionFlag('consent-banner-error', 'true');
    expect(sessionStorage.getItem('consent-banner-answered')).to.equal(null);
    expect(readSessionFlag('consent-banner-error')).to.equal('true');
    expect(sessionStorage.getItem('the-host-s-own')).to.equal('kept');
  });
});
