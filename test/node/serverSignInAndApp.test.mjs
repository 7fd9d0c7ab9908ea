// Issue 38 items 7 and 8 on the server: the server-rendered header's Sign In and 'Use app' links are
// the ones the browser renders (test/account/accountMenu.test.ts, test/header/bar.test.ts), so a
// page without script, and hydration, agree. Needs the build in dist/ (CI builds first).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';

const SERVER = new URL('../../dist/server/index.js', import.meta.url);
const skip = existsSync(SERVER) ? false : 'dist/ is missing: run `npm run build` first';
/** @type {typeof import('../../src/server')} */
const { renderElement } = skip ? /** @type {never} */ ({}) : await import(SERVER.href);

const ORIGIN = 'https://www.example.com';

/** The href of the first element with the class, its entities decoded. */
function hrefOf(/** @type {string} */ html, /** @type {string} */ className) {
  const tag = new RegExp(`<a [^>]*class="${className}"[^>]*>`).exec(html)?.[0] ?? '';
  const href = / href="([^"]*)"/.exec(tag)?.[1];
  assert.ok(href, `no a.${className} with an href`);
  return new URL(href.replaceAll('&amp;', '&'));
}

test("the server's Sign In carries ref_=signup_cm_nc_ca and the page in u (spec §2)", { skip }, async () => {
  const html = await renderElement('site-header', { 'current-uri': '/title/tt0111161/?a=1', 'no-consent-banner': '' }, { origin: ORIGIN });
  const signIn = hrefOf(html, 'account-link');
  assert.deepEqual([signIn.origin, signIn.pathname, signIn.searchParams.get('ref_'), signIn.searchParams.get('u')], [ORIGIN, '/registration/signin', 'signup_cm_nc_ca', '/title/tt0111161/?a=1']);
});

test("the server's 'Use app' gets the locale prefix, as the footer's app link does", { skip }, async () => {
  const attributes = { locale: 'de-DE', 'url-locale-prefix': '/de', 'current-uri': '/title/tt0111161/', 'no-consent-banner': '' };
  const app = hrefOf(await renderElement('site-header', attributes, { origin: ORIGIN }), 'use-app');
  assert.equal(app.pathname, '/de/app/');
  assert.equal(app.searchParams.get('$canonical_url'), `${ORIGIN}/title/tt0111161/`);
  const footerApp = hrefOf(await renderElement('site-footer', attributes, { origin: ORIGIN }), 'button open-app small-only');
  assert.equal(footerApp.pathname, app.pathname);
  // A host's own app link is used as given.
  const given = hrefOf(await renderElement('site-header', { ...attributes, 'app-link': '/get-the-app/' }, { origin: ORIGIN }), 'use-app');
  assert.equal(given.pathname, '/get-the-app/');
});
