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
