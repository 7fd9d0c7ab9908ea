// Issue 77: the server renderer compiles each variant once and fills its holes per page view
// (src/server/renderVariant.ts). Its pages are byte for byte those of rendering anew, across the
// variants and the values a request brings, hostile ones included; what it keeps is bounded.
// Needs the build in dist/ (CI builds first).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { collectingErrors } from './helpers/collectingErrors.mjs';

const SERVER = new URL('../../dist/server/index.js', import.meta.url);
const skip = existsSync(SERVER) ? false : 'dist/ is missing: run `npm run build` first';
/** @type {typeof import('../../src/server')} */
const { configureRenderer, keptVariants, renderChromeTags, renderChromeTagsToBuffer, renderElement } = skip ? /** @type {never} */ ({}) : await import(SERVER.href);

const PAGE = '<!doctype html><html><head><title>t</title></head><body><site-header></site-header><main>m</main><site-footer></site-footer><consent-banner></consent-banner></body></html>';
/** The same page with its own tags marked by the request's token (PageRenderOptions.tagNonce), and a visitor's tag. */
const MARKED_PAGE = '<!doctype html><html><head><title>t</title></head><body><site-header nonce="T&1"></site-header><main><site-footer></site-footer></main><site-footer nonce="T&1"></site-footer><consent-banner nonce="T&1"></consent-banner></body></html>';

/** A visitor's consent question, as fetchPrivacyPrompt answers. */
const PROMPT = {
  prompt: { id: 'p1', customizeUrl: '/privacy/', plainText: 'We use cookies.', plaidHtml: '<p>We use <a href="/privacy/">cookies</a> &amp; more.</p>', showPromptOnPageLoad: true },
  directives: null,
};

const PATHS = ['/', '/title/tt0111161/?ref_=nv&s=tt', '/find?q=a b&s=nm#top', '/%E2%9C%93/\u00e9t\u00e9', '/a/../b?x="<>\'&y=\u{1F600}', '//evil.example/', 'javascript:alert(1)', '/search?s=nope'];
const NAMES = ['Ada', 'O\'Brien & "Co" <b>x</b>', '\u0632\u064A\u0646\u0628', ' ', '', '\uE000'];
const COUNTS = ['0', '1', '2', '5', '21', '100', '12345', 'x', '-3', ' 7 '];
const LOCALES = ['en-US', 'de-DE', 'ar-AE', 'ja-JP', 'ru-RU', 'pl-PL'];

/**
 * Every page of the matrix, each value of each kind at least once with each locale, signed in and
 * out, with and without a nonce and the consent question, not their full product (thousands of
 * renders anew).
 */
function* cases() {
  let n = 0;
  for (const locale of LOCALES) {
    for (const path of PATHS) {
      n += 1;
      const name = NAMES[n % NAMES.length] ?? '';
      const count = COUNTS[n % COUNTS.length] ?? '';
      const signedIn = n % 3 !== 0;
      yield {
        page: n % 3 === 1 ? MARKED_PAGE : PAGE,
        ...(n % 3 === 1 ? { tagNonce: 'T&1' } : {}),
        locale,
        origin: n % 4 === 0 ? undefined : 'https://www.example.com',
        nonce: n % 2 === 0 ? `n${String(n)}"&` : undefined,
        prompt: n % 5 === 0 ? undefined : PROMPT,
        answerForm: { action: '/consent/answer', returnTo: path },
        defaults: { 'current-uri': path, ...(signedIn ? { 'is-logged-in': '', username: name, 'watchlist-count': count } : {}) },
      };
    }
  }
}

test('a page filled from its variant is byte for byte the page rendered anew, as a string and as UTF-8, for every locale, member, count, path, nonce, token and consent question tried', { skip, timeout: 300_000 }, async () => {
  await collectingErrors(async (errors) => {
    let compared = 0;
    for (const { page, ...options } of cases()) {
      configureRenderer({ maxVariants: 0 });
      const anew = await renderChromeTags(page, options);
      configureRenderer();
      // Twice: the first compiles the variant (or finds it), the second only fills it.
      const filled = await renderChromeTags(page, options);
      const again = await renderChromeTags(page, options);
      assert.equal(filled, anew, `filled as rendered anew: ${JSON.stringify(options)}`);
      assert.equal(again, anew, `and again: ${JSON.stringify(options)}`);
      assert.ok(Buffer.from(anew).equals(await renderChromeTagsToBuffer(page, options)), `as UTF-8, the same bytes: ${JSON.stringify(options)}`);
      compared += 1;
    }
    assert.ok(compared >= 40, `${String(compared)} pages compared`);
    assert.deepEqual(errors.filter((error) => error.includes('rendered anew for every page')), [], 'every variant compiled');
  });
});

test('one compiled variant serves every member, count and path: a new value is filled in, not rendered, and the HTML has it in each of its forms', { skip }, async () => {
  configureRenderer();
  const page = (/** @type {string} */ username, /** @type {string} */ path, /** @type {string} */ count) =>
    renderElement('site-header', { 'current-uri': path, 'is-logged-in': '', username, 'watchlist-count': count }, { locale: 'de-DE', origin: 'https://www.example.com' });
  const first = await page('Ada', '/title/tt1/', '3');
  const second = await page('Grace <&>', '/name/nm2/?x=1&y=2', '4');
  assert.match(first, /Ada/);
  assert.match(second, /Grace &lt;&amp;&gt;/, 'the name escaped as text');
  assert.doesNotMatch(second, /Ada|tt1/, 'nothing of the first member or page is left');
  assert.match(second, /u=%2Fname%2Fnm2%2F%3Fx%3D1%26y%3D2/, 'the path in the links\' u');
  assert.match(second, /%24canonical_url=https%3A%2F%2Fwww\.example\.com%2Fname%2Fnm2%2F%3Fx%3D1%26y%3D2/, 'and as the app link\'s canonical URL');
  assert.match(second, /<span class="count" aria-hidden="true">4<\/span>/, 'the count');
  configureRenderer({ maxVariants: 0 });
  assert.equal(await page('Grace <&>', '/name/nm2/?x=1&y=2', '4'), second, 'as rendered anew');
  configureRenderer();
});

test('what the renderer keeps is bounded: at most maxVariants variants, least recently used first out, maxBytes in all, and 0 keeps none', { skip }, async () => {
  try {
    configureRenderer({ maxVariants: 2 });
    assert.ok(keptVariants().variants <= 2, 'a smaller bound lets go at once');
    const footer = (/** @type {string} */ locale) => renderElement('site-footer', { 'current-uri': '/a' }, { locale });
    const english = await footer('en-US');
    await footer('de-DE');
    await footer('fr-FR');
    assert.equal(keptVariants().variants, 2);
    assert.ok(keptVariants().bytes > 2 * english.length / 2, `their bytes counted: ${JSON.stringify(keptVariants())}`);
    // en-US was let go: rendered again, it is compiled again, and the same.
    assert.equal(await footer('en-US'), english);
    assert.equal(keptVariants().variants, 2);

    configureRenderer({ maxVariants: 10, maxBytes: english.length });
    await footer('en-US');
    assert.ok(keptVariants().bytes <= english.length, `within maxBytes: ${JSON.stringify(keptVariants())}`);

    configureRenderer({ maxVariants: 0 });
    assert.deepEqual(keptVariants(), { variants: 0, bytes: 0 });
    assert.equal(await footer('en-US'), english, 'rendered anew');
    assert.deepEqual(keptVariants(), { variants: 0, bytes: 0 }, 'and not kept');

    configureRenderer({ maxVariants: -1, maxBytes: Number.NaN });
    await footer('de-DE');
    assert.equal(keptVariants().variants, 1, 'bounds that are no counts are the defaults');
  } finally {
    configureRenderer();
  }
});
