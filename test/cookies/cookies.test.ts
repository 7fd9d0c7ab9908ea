import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { cookieDomain, readCookie, readJsonCookie, writeCookie, type CookieJar } from '../../src/cookies';

/** A jar that keeps every Set-Cookie line it is handed, and reads back `stored`. */
function recordingJar(stored = '') {
  const writes: string[] = [];
  const jar = {
    get cookie() {
      return stored;
    },
    set cookie(line: string) {
      writes.push(line);
    },
  };
  return { jar, writes };
}

/** What a sandboxed iframe's document does: any touch of document.cookie throws. */
const sandboxedJar: CookieJar = {
  get cookie(): string {
    throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
  },
  set cookie(_line: string) {
    throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
  },
};

const https = { protocol: 'https:', hostname: 'www.example.com' };
const http = { protocol: 'http:', hostname: 'www.example.com' };
const expires = new Date('2030-01-02T03:04:05Z');

describe('cookieDomain', () => {
  const cases: [string, string | undefined][] = [
    ['www.example.com', '.example.com'],
    ['example.com', '.example.com'],
    ['WWW.Example.COM', '.example.com'],
    ['m.example.com', '.example.com'],
    ['M.Example.COM', '.example.com'],
    ['m.com', '.m.com'],
    ['www.com', '.www.com'],
    ['localhost', undefined],
    ['127.0.0.1', undefined],
    ['[::1]', undefined],
  ];
  for (const [hostname, domain] of cases) {
    it(`${hostname} → ${String(domain)}`, () => {
      expect(cookieDomain(hostname)).to.equal(domain);
    });
  }
});

describe('writeCookie (spec §7, §8)', () => {
  afterEach(() => {
    sinon.restore();
  });

  it('[CK-01] [CK-03] writes for the site-wide domain, path /, with expiry, Secure on https, SameSite=Lax', () => {
    const { jar, writes } = recordingJar();
    expect(writeCookie('ci', 'abc123', { expires }, jar, https)).to.equal(true);
    expect(writes).to.deep.equal(['ci=abc123; Domain=.example.com; Path=/; Expires=Wed, 02 Jan 2030 03:04:05 GMT; Secure; SameSite=Lax']);
  });

  it('[CK-03] leaves Secure off on http pages', () => {
    const { jar, writes } = recordingJar();
    writeCookie('ci', 'abc', { expires }, jar, http);
    expect(writes[0]).to.equal('ci=abc; Domain=.example.com; Path=/; Expires=Wed, 02 Jan 2030 03:04:05 GMT; SameSite=Lax');
  });

  it('[CK-01] takes the expiry as a number of days from now', () => {
    sinon.useFakeTimers(new Date('2030-01-01T00:00:00Z'));
    const { jar, writes } = recordingJar();
    writeCookie('ci', 'abc', { expires: 2 }, jar, https);
    expect(writes[0]).to.include('; Expires=Thu, 03 Jan 2030 00:00:00 GMT;');
  });

  it('[CK-01] encodes objects as JSON, which readJsonCookie reads back', () => {
    const { jar, writes } = recordingJar();
    const directives = { vendors: [{ id: 755, allow: true }], note: 'a; b, c' };
    writeCookie('prefs', directives, { expires }, jar, https);
    const [pair] = (writes[0] ?? '').split('; ');
    expect(pair).to.equal(`prefs=${encodeURIComponent(JSON.stringify(directives))}`);
    expect(readJsonCookie('prefs', recordingJar(`other=1; ${pair ?? ''}`).jar)).to.deep.equal(directives);
  });

  it('uses a domain it is given instead of the page host', () => {
    const { jar, writes } = recordingJar();
    writeCookie('ci', 'abc', { expires, domain: '.example.co.uk' }, jar, { protocol: 'https:', hostname: 'www.shop.example.co.uk' });
    expect(writes[0]).to.include('; Domain=.example.co.uk;');
  });

  it('writes a host-only cookie (no Domain) on localhost and IP addresses', () => {
    const { jar, writes } = recordingJar();
    writeCookie('a', '1', { expires }, jar, { protocol: 'http:', hostname: 'localhost' });
    writeCookie('b', '2', { expires }, jar, { protocol: 'http:', hostname: '10.0.0.7' });
    expect(writes).to.deep.equal([
      'a=1; Path=/; Expires=Wed, 02 Jan 2030 03:04:05 GMT; SameSite=Lax',
      'b=2; Path=/; Expires=Wed, 02 Jan 2030 03:04:05 GMT; SameSite=Lax',
    ]);
  });

  it('[CK-03] refuses values that would inject attributes: ; , CR LF', () => {
    const { jar, writes } = recordingJar();
    for (const value of ['x; Domain=evil.example', 'a,b', 'a\rb', 'a\nSet-Cookie: b=1']) {
      expect(writeCookie('ci', value, { expires }, jar, https), JSON.stringify(value)).to.equal(false);
    }
    expect(writes).to.deep.equal([]);
  });

  it('[CK-03] refuses names that are empty or hold ; , = or whitespace', () => {
    const { jar, writes } = recordingJar();
    for (const name of ['', 'a;b', 'a,b', 'a=b', 'a b', 'a\tb', 'a\r\nb']) {
      expect(writeCookie(name, 'v', { expires }, jar, https), JSON.stringify(name)).to.equal(false);
    }
    expect(writeCookie('ci', 'v', { expires, domain: '.example.com; Secure=0' }, jar, https)).to.equal(false);
    expect(writes).to.deep.equal([]);
  });

  it('refuses an expiry that is not a date', () => {
    const { jar, writes } = recordingJar();
    expect(writeCookie('ci', 'v', { expires: new Date('not a date') }, jar, https)).to.equal(false);
    expect(writeCookie('ci', 'v', { expires: Number.NaN }, jar, https)).to.equal(false);
    expect(writes).to.deep.equal([]);
  });

  it('[CK-02] ignores a failed write silently (a sandboxed document throws)', () => {
    const error = sinon.spy(console, 'error');
    expect(writeCookie('ci', 'abc', { expires }, sandboxedJar, https)).to.equal(false);
    expect(writeCookie('ci', { cyclic: globalThis }, { expires }, recordingJar().jar, https)).to.equal(false);
    expect(error.called).to.equal(false);
  });
});

describe('readCookie and readJsonCookie', () => {
  it('reads one cookie among many, percent-decoded', () => {
    const { jar } = recordingJar('a=1; ci=x%3Dy; abc=3; e=');
    expect(readCookie('ci', jar)).to.equal('x=y');
    expect(readCookie('a', jar)).to.equal('1');
    expect(readCookie('e', jar)).to.equal('');
    expect(readCookie('b', jar)).to.equal(undefined);
  });

  it('keeps a value that is not valid percent-encoding as it is', () => {
    expect(readCookie('ci', recordingJar('ci=100%').jar)).to.equal('100%');
  });

  it('gives undefined for a missing cookie, garbage JSON, or a document that cannot be read', () => {
    const { jar } = recordingJar('ci={not json; n=5');
    expect(readJsonCookie('ci', jar)).to.equal(undefined);
    expect(readJsonCookie('missing', jar)).to.equal(undefined);
    expect(readJsonCookie('n', jar)).to.equal(5);
    expect(readCookie('ci', sandboxedJar)).to.equal(undefined);
    expect(readJsonCookie('ci', sandboxedJar)).to.equal(undefined);
  });
});

describe('cookies in the real document', () => {
  const name = 'marquee-cookie-test';

  afterEach(() => {
    writeCookie(name, '', { expires: -1 });
  });

  it('[CK-01] writes through document.cookie and reads it back, then deletes with a past expiry', () => {
    expect(writeCookie(name, { seen: true, count: 2 }, { expires: 1 })).to.equal(true);
    expect(readJsonCookie(name)).to.deep.equal({ seen: true, count: 2 });
    expect(writeCookie(name, '', { expires: -1 })).to.equal(true);
    expect(readCookie(name)).to.equal(undefined);
  });
});
