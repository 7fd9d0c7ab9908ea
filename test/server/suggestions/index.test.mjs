import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SUGGESTION_LIMIT, VIDEO_MIN_VOTES, buildIndex, loadIndex } from '../../../demo/server/suggestions/index.mjs';

const index = loadIndex();

/** @param {string} title @param {number} year @param {number} votes @param {string} [director] @param {string} [genre] */
const film = (title, year, votes, director, genre) => ({
  title, year, votes, releaseDate: `${year}-01-01`, ...(director ? { director } : {}), ...(genre ? { genre } : {}),
});

describe('a small index', () => {
  const small = buildIndex([
    film('Alpha', 2000, 10, 'Ann Director', 'Drama'),
    film('Alpha Beta', 2001, 30, 'Ann Director', 'Drama'),
    film('Beta', 2002, 20, 'Bob Director', 'Comedy'),
    film('Beta Max', 2003, 200_000, undefined, 'Drama'),
  ]);

  test('ranks by votes, most first', () => {
    assert.deepEqual(small.search('titles', 'beta').map((e) => e.label), ['Beta Max', 'Alpha Beta', 'Beta']);
  });

  test('a person is as popular as the votes of their films together', () => {
    const ann = small.search('names', 'ann')[0];
    assert.equal(ann?.kind, 'name');
    assert.equal(ann.popularity, 40);
    assert.deepEqual(small.suggest('names', 'ann'), [{ id: ann.id, l: 'Ann Director', s: 'Director, Alpha Beta', i: { imageUrl: `/images/poster/${ann.id}.svg`, height: 444, width: 300 } }]);
  });

  test('a genre ranks as its median film', () => {
    const drama = small.search('all', 'drama')[0];
    assert.equal(drama?.kind, 'interest');
    assert.equal(drama.popularity, 30);
  });

  test('titles have a type, a year and their director as sub-label; videos only when asked', () => {
    const [beta, alpha] = small.suggest('titles', 'alpha b', { includeVideos: true });
    assert.equal(alpha, undefined);
    assert.deepEqual(Object.keys(beta ?? {}).sort(), ['i', 'id', 'l', 'q', 's', 'y']);
    assert.equal(beta?.q, 'feature');
    assert.equal(beta?.s, 'Ann Director');
    const [max] = small.suggest('titles', 'beta m', { includeVideos: true });
    assert.ok(max?.v && max.v.length >= 1);
    assert.equal(max?.s, undefined, 'no director, no sub-label');
    assert.equal(small.suggest('titles', 'beta m')[0]?.v, undefined);
  });
});

describe('the shipped index', () => {
  test('holds titles, directors and genres', () => {
    assert.deepEqual(index.counts, { titles: 3200, names: 550, interests: 12 });
  });

  test(`answers at most ${SUGGESTION_LIMIT} items`, () => {
    assert.equal(index.suggest('all', 't').length, SUGGESTION_LIMIT);
    assert.equal(index.suggest('all', 'the').length, SUGGESTION_LIMIT);
  });

  test('"the" lists the most voted titles with that word, in order', () => {
    assert.deepEqual(index.suggest('titles', 'the').slice(0, 3).map((i) => i.l), ['The Shawshank Redemption', 'The Dark Knight', 'The Godfather']);
  });

  test('people rank by the summed votes of their films', () => {
    const [first] = index.suggest('names', 's');
    assert.equal(first?.l, 'Steven Spielberg');
    assert.match(first?.s ?? '', /^Director, /);
  });

  test('categories keep to their kind', () => {
    assert.ok(index.suggest('titles', 'c').every((i) => i.id.startsWith('tt')));
    assert.ok(index.suggest('names', 'c').every((i) => i.id.startsWith('nm')));
    assert.ok(index.suggest('all', 'comedy').some((i) => i.id.startsWith('in')));
  });

  test('popular titles carry one to three deterministic videos', () => {
    const [knight] = index.suggest('titles', 'the dark k', { includeVideos: true });
    assert.equal(knight?.l, 'The Dark Knight');
    const videos = knight?.v ?? [];
    assert.ok(videos.length >= 1 && videos.length <= 3);
    for (const video of videos) {
      assert.match(video.id, /^vi\d{10}$/);
      assert.match(video.s, /^\d:\d\d$/);
      assert.deepEqual(video.i, { imageUrl: `/images/poster/${video.id}.svg`, height: 270, width: 480 });
    }
    assert.deepEqual(loadIndex().suggest('titles', 'the dark k', { includeVideos: true })[0]?.v, videos);
    const withVideos = index.entries('titles').filter((e) => e.kind === 'title' && e.videos.length > 0);
    assert.ok(withVideos.every((e) => e.popularity >= VIDEO_MIN_VOTES));
  });

  test('repaired and numeric titles are found', () => {
    assert.equal(index.suggest('titles', 'asterix')[0]?.l, 'Astérix aux Jeux Olympiques');
    assert.equal(index.suggest('titles', '300')[0]?.l, '300');
  });
});
