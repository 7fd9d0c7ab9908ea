import { expect } from '@open-wc/testing';
import { safeHref, safeOrigin, safePath } from '../../src/links';

const here = location.origin;

describe('links: the one URL rule, judged after the browser normalises (hostile pages)', () => {
  it('keeps http(s) URLs of other sites and paths of this one, as the browser reads them', () => {
    expect(safeHref('https://example.org/a?b=1')).to.equal('https://example.org/a?b=1');
    expect(safeHref('HTTP://Example.org')).to.equal('http://example.org/');
    expect(safeHref('/help/')).to.equal('/help/');
    expect(safeHref('  /help/\n')).to.equal('/help/');
    expect(safeHref('/a/../b/?c=1#d')).to.equal('/b/?c=1#d');
    expect(safeHref(`${here}/title/tt1/`)).to.equal('/title/tt1/');
  });

  it('refuses what normalisation turns into another host or a script', () => {
    const refused = [
      '',
      '   ',
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'http://[',
      'https://[',
      '/..//evil.example/',
      '/%2e%2e//evil.example/',
      '/./\\evil.example/',
      'https://site@evil.example/',
      'https://user:pass@example.org/',
      'help/',
      '\u0000\u0001[31m',
      '{locale}',
    ];
    for (const value of refused) expect(safeHref(value), JSON.stringify(value)).to.equal(undefined);
  });

  it('reads //host, /\\host and tab tricks as the other host they are, never as a path', () => {
    for (const value of ['//evil.example/', '/\\evil.example/', '\\\\evil.example/', '/\t/evil.example/', '/\n/evil.example/']) {
      expect(safeHref(value), JSON.stringify(value)).to.equal('http://evil.example/');
      expect(safePath(value), JSON.stringify(value)).to.equal(undefined);
    }
  });

  it('takes only a bare http(s) origin as a service host', () => {
    expect(safeOrigin('https://suggest.example.com')).to.equal('https://suggest.example.com');
    expect(safeOrigin('https://suggest.example.com/')).to.equal('https://suggest.example.com');
    for (const value of ['/suggest', 'https://suggest.example.com/api', 'ftp://x.example', 'https://[', '']) {
      expect(safeOrigin(value), value).to.equal(undefined);
    }
  });
});
