import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { cleanDate, cleanMovies, cleanTitle, repairMojibake } from '../../../demo/server/suggestions/clean.mjs';

const raw = JSON.parse(
  readFileSync(join(dirname(createRequire(import.meta.url).resolve('vega-datasets')), '..', 'data', 'movies.json'), 'utf8'),
);
const films = cleanMovies(raw);
/** @param {string} title */
const byTitle = (title) => films.filter((film) => film.title === title);

describe('the shipped data', () => {
  test('has the 3,201 rows the cleaning rules were written for', () => {
    assert.equal(raw.length, 3201);
  });

  test('rule 1: the row without a title is dropped, nothing else is', () => {
    assert.equal(raw.filter((/** @type {{ Title: unknown }} */ m) => m.Title === null).length, 1);
    assert.equal(films.length, 3200);
  });

  test('rule 2: numeric titles become their text', () => {
    for (const title of ['1941', '300', '21', '9', '54', '2012', '2046', '1776', '1408']) {
      assert.equal(byTitle(title).length, 1, title);
    }
  });

  test('rule 3: exactly the 18 damaged titles are repaired, and none is left', () => {
    const repaired = raw.filter((/** @type {{ Title: unknown }} */ m) => typeof m.Title === 'string' && repairMojibake(m.Title) !== m.Title);
    assert.equal(repaired.length, 18);
    for (const title of ['Astérix aux Jeux Olympiques', 'I Love You … Don\'t Touch Me!', 'The Naked Gun 2½: The Smell of Fear', 'Léon', 'Déjà Vu', 'Obsluhoval jsem anglického krále', 'Joyeux Noël']) {
      assert.equal(byTitle(title).length, 1, title);
    }
    // What is left outside ASCII is correct text: no Mac Roman look-alikes remain.
    const nonAscii = films.map((f) => f.title).filter((t) => /[^\x20-\x7e]/.test(t));
    assert.ok(nonAscii.includes('Alien³'));
    assert.ok(nonAscii.includes('Ri¢hie Ri¢h'));
    for (const title of nonAscii) assert.doesNotMatch(title, /[ÈÍÖΩ‰‡Ë·ÙÎÛ˘]/, title);
  });

  test('rules 4-6: whitespace, inverted articles and a trailing year are tidied', () => {
    assert.equal(byTitle('The Helix... Loaded').length, 1);
    assert.equal(byTitle('The Charge of the Light Brigade').length, 1);
    assert.equal(byTitle('Les Couloirs du temps: Les visiteurs 2').length, 1);
    assert.deepEqual(byTitle('King Kong').map((f) => f.year), [1933, 1976, 2005]);
    assert.deepEqual(byTitle('Lolita').map((f) => f.year), [1962, 1998]);
    assert.equal(byTitle('Fantasia 2000 (IMAX)').length, 1);
  });

  test('rule 7: no year after 2011 and none before 1915', () => {
    assert.ok(films.every((f) => f.year >= 1915 && f.year <= 2011));
    assert.equal(byTitle('Gone with the Wind')[0]?.year, 1939);
    assert.equal(byTitle('Gone with the Wind')[0]?.releaseDate, '1939-12-15');
    assert.deepEqual(byTitle('Ben-Hur').map((f) => f.year), [1925, 1959]);
    assert.equal(byTitle('The Adventures of Tintin: Secret of the Unicorn')[0]?.year, 2011);
  });

  test('rule 8: missing votes rank as 0, missing fields stay absent', () => {
    const lolita1962 = byTitle('Lolita').find((f) => f.year === 1962);
    assert.equal(lolita1962?.votes, 0);
    assert.equal(lolita1962?.director, 'Stanley Kubrick');
    const landGirls = byTitle('The Land Girls')[0];
    assert.ok(landGirls);
    assert.equal('director' in landGirls, false);
    assert.equal('genre' in landGirls, false);
  });

  test('title and year identify a film: no two cleaned rows share them', () => {
    const keys = new Set(films.map((f) => `${f.title}|${f.year}`));
    assert.equal(keys.size, films.length);
  });
});

describe('the rules on their own', () => {
  test('repairMojibake leaves text with characters outside Mac Roman alone', () => {
    assert.equal(repairMojibake('Alien³'), 'Alien³');
    assert.equal(repairMojibake('plain ASCII'), 'plain ASCII');
    assert.equal(repairMojibake('LÈon'), 'Léon');
  });

  test('cleanTitle handles non-titles', () => {
    assert.equal(cleanTitle(null, 2000), undefined);
    assert.equal(cleanTitle('   ', 2000), undefined);
    assert.equal(cleanTitle({}, 2000), undefined);
    assert.equal(cleanTitle(Number.NaN, 2000), undefined);
    assert.equal(cleanTitle(300, 2007), '300');
    assert.equal(cleanTitle('Metropolis (2002)', 2002), 'Metropolis');
    assert.equal(cleanTitle('Metropolis (1927)', 2002), 'Metropolis (1927)');
  });

  test('cleanDate reads "Mon DD YYYY" and refuses the rest', () => {
    assert.deepEqual(cleanDate('Dec 15 2039'), { year: 1939, iso: '1939-12-15' });
    assert.deepEqual(cleanDate('Jan 28 2011'), { year: 2011, iso: '2011-01-28' });
    assert.equal(cleanDate('2011-01-28'), undefined);
    assert.equal(cleanDate('Foo 01 2000'), undefined);
    assert.equal(cleanDate('Jan 00 2000'), undefined);
    assert.equal(cleanDate(null), undefined);
  });

  test('rule 9: duplicate rows keep the most voted one, whatever their order', () => {
    const a = { Title: 'Twin', 'Release Date': 'Jan 01 2000', 'IMDB Votes': 10, Director: 'A' };
    const b = { Title: 'Twin', 'Release Date': 'Feb 02 2000', 'IMDB Votes': 20, Director: 'B' };
    assert.deepEqual(cleanMovies([a, b]), cleanMovies([b, a]));
    assert.equal(cleanMovies([a, b])[0]?.director, 'B');
  });

  test('the result is sorted, so input order never matters', () => {
    const shuffled = [...raw].reverse();
    assert.deepEqual(cleanMovies(shuffled), films);
  });
});
