import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isCanonicalQuery, labelForms, matches, parseQuery, words } from '../../../demo/server/suggestions/text.mjs';

/** @param {string} label @param {string} query */
const hit = (label, query) => labelForms(label).some((form) => matches(form, parseQuery(query)));

test('words folds case and accents and splits at punctuation', () => {
  assert.deepEqual(words('Le Fabuleux destin d\'Amélie'), ['le', 'fabuleux', 'destin', 'd', 'amelie']);
  assert.deepEqual(words('Face/Off'), ['face', 'off']);
  assert.deepEqual(words('X-Men: The Last Stand'), ['x', 'men', 'the', 'last', 'stand']);
  assert.deepEqual(words('  '), []);
});

test('a query matches word starts, not the middle of words', () => {
  assert.ok(hit('Star Wars', 's'));
  assert.ok(hit('Star Wars', 'wa'));
  assert.ok(!hit('Star Wars', 'tar'));
  assert.ok(!hit('Star Wars', 'ars'));
});

test('multi-word queries match consecutive words, the last one as a prefix', () => {
  assert.ok(hit('Star Wars', 'star w'));
  assert.ok(hit('The Lord of the Rings', 'lord of the r'));
  assert.ok(!hit('Star Wars', 'wars star'));
  assert.ok(!hit('Star Wars', 'sta wars'), 'words before the last are whole words');
  assert.ok(!hit('Star Trek Into Darkness', 'star into'), 'consecutive, not scattered');
});

test('a separator after the last word finishes it', () => {
  assert.ok(hit('Star Wars', 'star '));
  assert.ok(!hit('Stardust', 'star '));
  assert.ok(hit('Stardust', 'star'));
});

test('accents and apostrophes are typed either way', () => {
  assert.ok(hit('Léon', 'leon'));
  assert.ok(hit('Léon', 'léon'));
  assert.ok(hit('Le Fabuleux destin d\'Amélie Poulain', 'amelie'));
  assert.ok(hit('Don\'t Say a Word', 'dont'));
  assert.ok(hit('Don\'t Say a Word', 'don\'t s'));
  assert.ok(hit('Face/Off', 'face/o'));
});

test('a query with no letters or digits matches nothing', () => {
  assert.ok(!hit('Star Wars', '!!'));
  assert.ok(!hit('Star Wars', ' '));
});

test('canonical queries: lowercase, no leading whitespace, 1 to 40 characters', () => {
  assert.ok(isCanonicalQuery('star w'));
  assert.ok(isCanonicalQuery('star '));
  assert.ok(isCanonicalQuery('a'.repeat(40)));
  assert.ok(isCanonicalQuery('é'.repeat(40)));
  assert.ok(!isCanonicalQuery(''));
  assert.ok(!isCanonicalQuery(' star'));
  assert.ok(!isCanonicalQuery('Star'));
  assert.ok(!isCanonicalQuery('a'.repeat(41)));
});
