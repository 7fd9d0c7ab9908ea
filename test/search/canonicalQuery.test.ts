import { expect } from '@open-wc/testing';
import { canonicalQuery, QUERY_MAX } from '../../src/search/canonicalQuery';

// The helper alone: SRCH-08 is proved on <site-header> (test/search/site-header-search.test.ts).
describe('search: the canonical query (spec §5)', () => {
  it('lowercases, removes leading whitespace and keeps at most 40 characters', () => {
    expect(canonicalQuery('  The SHAWSHANK ')).to.equal('the shawshank ');
    expect(canonicalQuery('\t\nStar')).to.equal('star');
    expect(canonicalQuery('A'.repeat(50))).to.equal('a'.repeat(QUERY_MAX));
    expect(QUERY_MAX).to.equal(40);
  });

  it('cuts to 40 before removing leading whitespace, in the spec\'s order: padding counts', () => {
    expect(canonicalQuery(`   ${'B'.repeat(50)}`)).to.equal('b'.repeat(37));
    expect(canonicalQuery(`${' '.repeat(40)}Casablanca`), 'only padding within the first 40').to.equal('');
  });

  it('counts characters, so a cut never splits one that takes two UTF-16 units', () => {
    const query = canonicalQuery('🎬'.repeat(45));
    expect(Array.from(query)).to.have.length(40);
    expect(() => encodeURIComponent(query)).not.to.throw();
  });

  it('a blank query is empty', () => {
    expect(canonicalQuery('')).to.equal('');
    expect(canonicalQuery('   ')).to.equal('');
  });
});
