// The header's search-model attribute (spec §3 search model) shapes the server's HTML as it does
// the browser's, so search without script submits where the site's search lives. Needs dist/.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';

const SERVER = new URL('../../dist/server/index.js', import.meta.url);
const skip = existsSync(SERVER) ? false : 'dist/ is missing: run `npm run build` first';
const { renderElement } = skip ? { renderElement: null } : await import(SERVER.href);
const ORIGIN = 'https://www.example.com';

/** @param {string} html */
const searchForm = (html) => /<form[^>]*role="search"[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';

test('a server-rendered header submits its search where search-model says', { skip }, async () => {
  const model = { formAction: '/search/all', formMethod: 'post', inputName: 'query', hiddenFields: [{ name: 'src', val: 'nav' }] };
  const html = await renderElement('site-header', { 'search-model': JSON.stringify(model), 'url-locale-prefix': '/de' }, { origin: ORIGIN });
  const form = searchForm(html);
  assert.match(form, /method="post"/);
  assert.match(form, /action="https:\/\/www\.example\.com\/de\/search\/all"/);
  assert.match(form, /<input[^>]*name="query"/);
  assert.match(form, /<input type="hidden" name="src" value="nav"\/>/);
  assert.doesNotMatch(form, /name="ref_"|name="q"/);
});

test('a malformed search-model leaves the server-rendered form the site\'s own', { skip }, async () => {
  /** @type {string[]} */
  const errors = [];
  const error = console.error;
  console.error = (/** @type {unknown} */ message) => errors.push(String(message));
  try {
    const html = await renderElement('site-header', { 'search-model': '{"formAction":"javascript:alert(1)"}' }, { origin: ORIGIN });
    const form = searchForm(html);
    assert.match(form, /method="get"/);
    assert.match(form, /action="https:\/\/www\.example\.com\/find"/);
    assert.match(form, /<input type="hidden" name="ref_" value="nv_sr_sm"\/>/);
    assert.doesNotMatch(form, /javascript:/);
  } finally {
    console.error = error;
  }
  assert.ok(errors.some((message) => message.includes('invalid search-model=')), errors.join('\n'));
});
