import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startBackend } from './helpers/backend.mjs';

/** @type {import('./helpers/backend.mjs').TestBackend} */
let server;
before(async () => {
  server = await startBackend();
});
after(() => server.close());

/** @param {string} path @param {RequestInit} [init] */
async function page(path, init) {
  const res = await server.fetch(path, init);
  return { res, text: await res.text() };
}

/** @param {string} text */
function assertChrome(text) {
  assert.match(text, /<script type="module" src="\/dist\/marquee.js"><\/script>/);
  assert.match(text, /<site-header [^>]*><\/site-header>/);
  assert.match(text, /<site-footer [^>]*><\/site-footer>/);
  assert.match(text, /<consent-banner><\/consent-banner>/);
}

describe('/find', () => {
  test('lists results over the suggestion index, by category', async () => {
    const all = await page('/find?q=star');
    assert.equal(all.res.status, 200);
    assert.equal(all.res.headers.get('content-type'), 'text/html; charset=utf-8');
    assertChrome(all.text);
    assert.match(all.text, /<a href="\/title\/tt\d{7}\/">Star Trek<\/a>/);
    const names = await page('/find/?q=spielberg&s=nm');
    assert.match(names.text, /<a href="\/name\/nm9168399\/">Steven Spielberg<\/a>/);
    const genres = await page('/find?q=comedy&s=in');
    assert.match(genres.text, /href="\/interest\/in\d{7}\/">Comedy</);
    assert.doesNotMatch(genres.text, /href="\/title\//);
    const episodes = await page('/find?q=star&s=ep');
    assert.match(episodes.text, /no episodes/);
  });

  test('says so when nothing is found, and escapes the query', async () => {
    const { text } = await page(`/find?q=${encodeURIComponent('<script>alert(1)</script>')}`);
    assert.match(text, /No results found\./);
    assert.doesNotMatch(text, /<script>alert/);
    assert.match(text, /&#60;script&#62;alert\(1\)&#60;\/script&#62;/);
  });
});

describe('entity pages', () => {
  test('title, name and interest pages link to each other', async () => {
    const title = await page('/title/tt8409075/');
    assert.equal(title.res.status, 200);
    assertChrome(title.text);
    assert.match(title.text, /<h1>The Dark Knight <span class="muted">\(2008\)<\/span><\/h1>/);
    assert.match(title.text, /href="\/name\/nm5426290\/">Christopher Nolan</);
    const name = await page('/name/nm5426290/');
    assert.match(name.text, /href="\/title\/tt8409075\/">The Dark Knight</);
    const video = title.text.match(/href="(\/title\/tt8409075\/videoplayer\/vi\d{10}\/)"/)?.[1];
    assert.ok(video);
    assert.equal((await page(video)).res.status, 200);
    const interestId = title.text.match(/href="\/interest\/(in\d{7})\/"/)?.[1];
    assert.equal((await page(`/interest/${interestId}/`)).res.status, 200);
  });

  test('unknown or mismatched ids are a 404 page', async () => {
    for (const path of ['/title/tt0000000/', '/title/nm5426290/', '/name/tt8409075/', '/interest/tt8409075/', '/title/tt8409075/videoplayer/vi0000000000/', '/interest/in8994348/videoplayer/vi1/']) {
      const { res, text } = await page(path);
      assert.equal(res.status, 404, path);
      assertChrome(text);
    }
  });
});

describe('demo sign-in', () => {
  test('signing in sets the cookie and returns to a same-origin u', async () => {
    const form = await page('/registration/signin?u=%2Ftitle%2Ftt8409075%2F');
    assert.equal(form.res.status, 200);
    assert.match(form.text, /<input type="hidden" name="u" value="\/title\/tt8409075\/">/);
    const res = await server.fetch('/registration/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=Ada+L.&u=%2Ftitle%2Ftt8409075%2F',
    });
    assert.equal(res.status, 303);
    assert.equal(res.headers.get('location'), '/title/tt8409075/');
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('marquee-user=')) ?? '';
    assert.match(cookie, /^marquee-user=Ada%20L\.; Path=\/; SameSite=Lax; HttpOnly$/);
    const signedIn = await page('/chart/top/', { headers: { cookie: 'marquee-user=Ada%20L.' } });
    assert.match(signedIn.text, /<site-header current-uri="\/chart\/top\/" is-logged-in username="Ada L\." watchlist-count="3">/);
  });

  test('never redirects off the origin', async () => {
    for (const u of ['//evil.example/', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', '', 'relative']) {
      const res = await server.fetch('/registration/signin/', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: 'x', u }).toString(),
      });
      assert.equal(res.headers.get('location'), '/', u);
    }
  });

  test('a bad user name is a 400 form again; a hostile one is escaped', async () => {
    const empty = await page('/registration/signin', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'username=++&u=/' });
    assert.equal(empty.res.status, 400);
    assert.match(empty.text, /role="alert"/);
    const hostile = await page('/find?q=a', { headers: { cookie: `marquee-user=${encodeURIComponent('"><script>x</script>')}` } });
    assert.doesNotMatch(hostile.text, /<script>x/);
    assert.match(hostile.text, /username="&#34;&#62;&#60;script&#62;x&#60;\/script&#62;"/);
  });

  test('logout clears the cookie', async () => {
    const res = await server.fetch('/registration/logout?u=%2Ffind', { headers: { 'sec-fetch-site': 'same-origin' } });
    assert.equal(res.status, 303);
    assert.equal(res.headers.get('location'), '/find');
    assert.match(res.headers.get('set-cookie') ?? '', /^marquee-user=; .*Max-Age=0/);
    const signedOut = await page('/find');
    assert.doesNotMatch(signedOut.text, /is-logged-in/);
  });
});

describe('other chrome links', () => {
  test('land on a plain demo page, with or without a locale prefix', async () => {
    for (const path of ['/chart/top/', '/list/watchlist/', '/privacy/', '/registration/accountsettings/', '/fr-ca/', '/de/privacy/', '/search/title/?title_type=podcastSeries']) {
      const { res, text } = await page(path);
      assert.equal(res.status, 200, path);
      assert.match(text, /demo page for <code>/, path);
      assertChrome(text);
    }
  });

  test('other paths are not pages', async () => {
    for (const path of ['/nowhere/', '/fr-ca/nowhere/', '/title/']) {
      assert.equal((await server.fetch(path)).headers.get('x-unanswered'), '1', path);
    }
    assert.equal((await server.fetch('/chart/top/', { method: 'DELETE' })).status, 405);
  });
});
