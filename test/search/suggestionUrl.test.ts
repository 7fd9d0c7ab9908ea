import { expect } from '@open-wc/testing';
import { canonicalQuery } from '../../src/search/canonicalQuery';
import { suggestionUrl } from '../../src/search/suggestionApi';
import { suggestionPath } from '../../src/search/suggestionUrl';

/** The URL the box asks for a typed text in a category folder, on this page's origin. */
const urlFor = (text: string, categoryPath = '') => {
  const path = suggestionPath(categoryPath, canonicalQuery(text));
  return path === undefined ? undefined : suggestionUrl('', path);
};

// The URL builder alone: SRCH-08 and SRCH-09 are proved on <site-header> (test/search/site-header-search.test.ts).
describe('search: the suggestion URL (spec §7)', () => {
  it('is /suggestion/{category path}{first letter}/{canonical query}.json?includeVideos=1', () => {
    expect(urlFor('Shaw')).to.equal('/suggestion/s/shaw.json?includeVideos=1');
    expect(urlFor('Shaw', 'titles/')).to.equal('/suggestion/titles/s/shaw.json?includeVideos=1');
    expect(urlFor('Spiel', 'names/')).to.equal('/suggestion/names/s/spiel.json?includeVideos=1');
  });

  it('URL-encodes the first letter and the query', () => {
    expect(urlFor('Amélie')).to.equal('/suggestion/a/am%C3%A9lie.json?includeVideos=1');
    expect(urlFor('Éclair')).to.equal('/suggestion/%C3%A9/%C3%A9clair.json?includeVideos=1');
    expect(urlFor('ac/dc #1?')).to.equal('/suggestion/a/ac%2Fdc%20%231%3F.json?includeVideos=1');
    expect(urlFor('?x')).to.equal('/suggestion/%3F/%3Fx.json?includeVideos=1');
  });

  it('goes to the suggestion host when one is set', () => {
    const path = suggestionPath('', 'shaw') ?? '';
    expect(suggestionUrl('https://suggest.example', path)).to.equal('https://suggest.example/suggestion/s/shaw.json?includeVideos=1');
    expect(suggestionUrl('https://suggest.example/', path)).to.equal('https://suggest.example/suggestion/s/shaw.json?includeVideos=1');
  });

  it('an empty query has no URL', () => {
    expect(urlFor('')).to.equal(undefined);
    expect(urlFor('   ')).to.equal(undefined);
  });

  it('asks for no query starting with ".": URL parsing removes a "." folder, encoded or not', () => {
    expect(urlFor('.hack')).to.equal(undefined);
    expect(urlFor('...')).to.equal(undefined);
    // Why: the folder is gone from the URL, so no request could name it (the backend answers 404).
    expect(new URL('/suggestion/./.hack.json', location.href).pathname).to.equal('/suggestion/.hack.json');
    expect(new URL('/suggestion/%2E/.hack.json', location.href).pathname).to.equal('/suggestion/.hack.json');
    // A dot later in the query is fine.
    expect(urlFor('st.')).to.equal('/suggestion/s/st..json?includeVideos=1');
  });

  it('every URL it builds is one the reference backend answers', async () => {
    const texts = ['Shaw', '  Le Fabuleux destin d’Amélie', 'AC/DC', 'what?', '#1', '100%', `  ${'Terminator 2 '.repeat(5)}`, '🎬 film', 'st.'];
    for (const text of texts) {
      for (const folder of ['', 'titles/', 'names/']) {
        const url = urlFor(text, folder) ?? '';
        const response = await fetch(url);
        expect(response.status, `${url}: ${await response.clone().text()}`).to.equal(200);
        const body = (await response.json()) as { d: unknown[]; q: string };
        expect(body.q).to.equal(canonicalQuery(text));
      }
    }
  });
});
