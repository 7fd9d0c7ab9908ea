import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assignIds } from '../../../demo/server/suggestions/ids.mjs';
import { loadIndex } from '../../../demo/server/suggestions/index.mjs';

test('ids have the prefix and the number of digits asked for', () => {
  const ids = assignIds('tt', 7, ['a', 'b']);
  for (const id of ids.values()) assert.match(id, /^tt\d{7}$/);
});

test('ids depend on the set of keys, not their order or repetition', () => {
  const keys = Array.from({ length: 500 }, (_, i) => `key ${i}`);
  assert.deepEqual([...assignIds('nm', 7, keys)].sort(), [...assignIds('nm', 7, [...keys].reverse().concat(keys))].sort());
});

test('collisions are resolved deterministically, every key keeps a distinct id', () => {
  // One digit leaves ten slots: eleven keys cannot fit, ten must, in a repeatable way.
  assert.throws(() => assignIds('x', 1, Array.from({ length: 11 }, (_, i) => `k${i}`)), /do not fit/);
  const keys = Array.from({ length: 10 }, (_, i) => `k${i}`);
  const first = assignIds('x', 1, keys);
  assert.equal(new Set(first.values()).size, 10);
  assert.deepEqual(first, assignIds('x', 1, [...keys].reverse()));
});

test('the shipped data keeps the same ids across restarts (pinned)', () => {
  const index = loadIndex();
  /** @param {string} id */
  const label = (id) => index.get(id)?.label;
  assert.equal(label('tt8409075'), 'The Dark Knight');
  assert.equal(label('tt9316516'), 'The Shawshank Redemption');
  assert.equal(label('tt4551065'), 'Face/Off');
  assert.equal(label('nm9168399'), 'Steven Spielberg');
  assert.equal(label('nm5426290'), 'Christopher Nolan');
  assert.equal(label('in8994348'), 'Comedy');
  const ids = index.entries('all').map((e) => e.id);
  assert.equal(new Set(ids).size, ids.length, 'ids are unique');
  assert.deepEqual(loadIndex().entries('all').map((e) => e.id), ids, 'a rebuild gives the same ids');
});
