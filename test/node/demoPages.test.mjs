// Issue 54: theming.html, the one demo page showing the whole desktop bar, was linked from no other
// page. Every demo page links every demo page, the home as `/`.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

const demo = new URL('../../demo/', import.meta.url);
const pages = readdirSync(demo).filter((name) => name.endsWith('.html'));
const path = (/** @type {string} */ name) => (name === 'index.html' ? '/' : `/${name}`);

test('every demo page links every demo page', () => {
  assert.ok(pages.length >= 5, `demo pages: ${pages.join(', ')}`);
  for (const page of pages) {
    const links = new Set([...readFileSync(new URL(page, demo), 'utf8').matchAll(/<a\b[^>]*\shref="([^"]+)"/g)].map(([, href]) => href));
    const missing = pages.map(path).filter((target) => !links.has(target));
    assert.deepEqual(missing, [], `${page} does not link`);
  }
});
