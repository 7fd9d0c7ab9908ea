import { expect } from '@open-wc/testing';
import { REF_MAX, refMarker, resultItems, type ResultItem } from '../../src/search/resultItems';
import { MAX_VIDEOS, parseSuggestions, type SuggestionItem } from '../../src/search/suggestionItems';

const context = { query: 'shaw', urlLocalePrefix: '', suggestionHost: '' };
const pathOf = (option: ResultItem | undefined) => (option ? new URL(option.url, location.href).pathname : undefined);
const refOf = (option: ResultItem | undefined) => (option ? new URL(option.url, location.href).searchParams.get('ref_') : undefined);

async function answerFor(path: string): Promise<SuggestionItem[]> {
  const response = await fetch(`${path}?includeVideos=1`);
  return parseSuggestions(await response.json());
}

describe('search: suggestions and the options they become (spec §2, §3, §5)', () => {
  it('[SRCH-15] drops items without an id and keeps only the first two videos', () => {
    const items = parseSuggestions({
      d: [
        { l: 'No id' },
        { id: '', l: 'Empty id' },
        { id: 'tt1', l: 'Kept', y: 1999, v: [1, 2, 3].map((n) => ({ id: `vi${String(n)}`, l: `Trailer ${String(n)}` })) },
        'not an item',
      ],
    });
    expect(items.map((i) => i.id)).to.deep.equal(['tt1']);
    expect(items[0]?.v.map((v) => v.id)).to.deep.equal(['vi1', 'vi2']);
    expect(MAX_VIDEOS).to.equal(2);
  });

  it('[SRCH-15] keeps two of the three videos the backend has for The Terminator', async () => {
    const raw = (await (await fetch('/suggestion/titles/t/the terminator.json?includeVideos=1')).json()) as { d: { l: string; v?: unknown[] }[] };
    const terminator = raw.d.find((item) => item.l === 'The Terminator');
    expect(terminator?.v).to.have.length(3);
    const items = await answerFor('/suggestion/titles/t/the%20terminator.json');
    expect(items.find((item) => item.l === 'The Terminator')?.v).to.have.length(2);
  });

  it('treats an answer without the list "d" as a failure', () => {
    expect(() => parseSuggestions({ results: [] })).to.throw('"d"');
    expect(() => parseSuggestions('<html>')).to.throw();
  });

  it('[SRCH-04] links to /title/, /name/ or /interest/ by id prefix, under the locale prefix', () => {
    const items = parseSuggestions({ d: [{ id: 'tt0111161', l: 'A title' }, { id: 'nm0001104', l: 'A person' }, { id: 'in0000001', l: 'A genre' }, { id: 'co0000001', l: 'No page' }] });
    const options = resultItems(items, { ...context, urlLocalePrefix: '/de' });
    expect(options.map(pathOf)).to.deep.equal(['/de/title/tt0111161/', '/de/name/nm0001104/', '/de/interest/in0000001/', '/de/find/']);
  });

  it('[SRCH-05] links videos to /{title|name}/{parent id}/videoplayer/{video id}/, right after their parent', () => {
    const items = parseSuggestions({
      d: [
        { id: 'tt1', l: 'A title', v: [{ id: 'vi1', l: 'Trailer', s: '1:30' }] },
        { id: 'nm2', l: 'A person', v: [{ id: 'vi2', l: 'Interview' }] },
      ],
    });
    const options = resultItems(items, context);
    expect(options.map((o) => o.template)).to.deep.equal(['const', 'video', 'const', 'video', 'search']);
    expect(pathOf(options[1])).to.equal('/title/tt1/videoplayer/vi1/');
    expect(options[1]?.subLabel).to.equal('1:30');
    expect(pathOf(options[3])).to.equal('/name/nm2/videoplayer/vi2/');
  });

  it('[SRCH-06] ends with "See all results" to /find/?q={query}', () => {
    const options = resultItems(parseSuggestions({ d: [{ id: 'tt1', l: 'A title' }] }), { ...context, query: 'Star Wars & co' });
    const last = options.at(-1);
    expect(last?.template).to.equal('search');
    expect(pathOf(last)).to.equal('/find/');
    expect(new URL(last?.url ?? '', location.href).searchParams.get('q')).to.equal('Star Wars & co');
    expect(resultItems([], context).map((o) => o.template)).to.deep.equal(['search']);
  });

  // The cut itself: through <site-header> the marker never reaches 64 (a canonical query is at most
  // 40 characters); SRCH-23 on the rendered options is in test/search/site-header-search.test.ts.
  it('cuts each option\'s reference marker to 64 characters', () => {
    const query = 'the lord of the rings: the return of the king and more';
    const options = resultItems(parseSuggestions({ d: [{ id: 'tt1', l: 'A title' }] }), { ...context, query });
    // The marker carries the option's position and the canonical query (itself at most 40 characters).
    expect(refOf(options[0])).to.equal('nv_sr_srsg_0_q_the lord of the rings: the return of the');
    for (const option of options) expect(refOf(option)?.length).to.be.at.most(64);
    expect(REF_MAX).to.equal(64);
    expect(refMarker(12, 'x'.repeat(80))).to.equal(`nv_sr_srsg_12_q_${'x'.repeat(48)}`);
    const emoji = refMarker(3, '🎬'.repeat(60));
    expect(Array.from(emoji)).to.have.length(64);
    expect(() => encodeURIComponent(emoji)).not.to.throw();
  });

  it('resolves root-relative images on the suggestion host and refuses other schemes', () => {
    const items = parseSuggestions({
      d: [
        { id: 'tt1', l: 'Poster', i: { imageUrl: '/images/poster/tt1.svg', width: 300, height: 444 } },
        { id: 'tt2', l: 'Script', i: { imageUrl: 'javascript:alert(1)', width: 1, height: 1 } },
        { id: 'tt3', l: 'Elsewhere', i: { imageUrl: 'https://cdn.example/p.jpg', width: 1, height: 1 } },
      ],
    });
    const options = resultItems(items, { ...context, suggestionHost: 'https://suggest.example/' });
    expect(options[0]?.image?.url).to.equal('https://suggest.example/images/poster/tt1.svg');
    expect(options[1]?.image).to.equal(undefined);
    expect(options[2]?.image?.url).to.equal('https://cdn.example/p.jpg');
    expect(resultItems(items, context)[0]?.image?.url).to.equal('/images/poster/tt1.svg');
  });

  it('[SRCH-04] maps the real answer for "shaw": The Shawshank Redemption, 1994, with a working link', async () => {
    const options = resultItems(await answerFor('/suggestion/s/shaw.json'), context);
    const shawshank = options[0];
    expect(shawshank?.label).to.equal('The Shawshank Redemption');
    expect(shawshank?.year).to.equal(1994);
    expect(pathOf(shawshank)).to.match(/^\/title\/tt\d+\/$/);
    const page = await fetch(shawshank?.url ?? '');
    expect(page.status).to.equal(200);
    expect(await page.text()).to.contain('The Shawshank Redemption');
    const poster = await fetch(shawshank?.image?.url ?? '');
    expect(poster.headers.get('content-type')).to.contain('image/svg+xml');
  });
});
