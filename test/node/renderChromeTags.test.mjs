// Issue 22: marquee-site-chrome/server is safe in anyone's page. renderChromeTags renders only the chrome tags a
// browser would parse as elements, decodes their attributes once, stays small whatever the page
// holds, and each render keeps its own origin. Needs the build in dist/ (CI builds first).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { collectingErrors } from './helpers/collectingErrors.mjs';

const SERVER = new URL('../../dist/server/index.js', import.meta.url);
const skip = existsSync(SERVER) ? false : 'dist/ is missing: run `npm run build` first';
/** @type {typeof import('../../src/server')} */
const { renderChromeTags, renderElement } = skip ? /** @type {never} */ ({}) : await import(SERVER.href);

/** The page with each rendered element's shadow root cut out, so what is left can be compared. */
const withoutShadowRoots = (/** @type {string} */ html) => html.replace(/<template shadowrootmode="open">[\s\S]*?<\/template>/g, '');
const renderedCount = (/** @type {string} */ html) => html.split('<template shadowrootmode="open">').length - 1;
const hrefs = (/** @type {string} */ html) => [...html.matchAll(/ href="([^"]*)"/g)].map(([, href]) => href?.replaceAll('&amp;', '&') ?? '');
/** The links to the site's own pages (those carry `u`), not to its other sites (the drawer's help and contribute links). */
const siteHrefs = (/** @type {string} */ html, origin = '') => hrefs(html).filter((href) => href.startsWith('/') || (origin !== '' && href.startsWith(`${origin}/`)));

test('chrome tags inside script, style, textarea, title, comments and attribute values are left as text; one in content is rendered', { skip }, async () => {
  // Each of these holds a tag that a browser reads as text, never as an element.
  const text = [
    '<title><site-header></site-header></title>',
    // A host that embeds user text as JSON in a nonced script escapes only `</script`.
    '<script nonce="abc">window.data = {"bio":"<site-header current-uri=\'/x\'></site-header><site-footer></site-footer>"};</script>',
    '<style>/* <site-footer></site-footer> */</style>',
    '<!-- <site-header></site-header> -->',
    '<textarea><site-footer></site-footer></textarea>',
    '<div title="<site-header></site-header>" data-x=\'<site-footer></site-footer>\'></div>',
  ].join('\n');
  // The page may hold any characters before the tag: offsets must not drift.
  const page = `<!doctype html>\r\n<html><head>${text}</head><body>😀 café\r\n<site-header current-uri="/in-content/"></site-header><main>x</main><site-footer></site-footer></body></html>`;

  const html = await renderChromeTags(page);

  assert.equal(renderedCount(html), 2, 'the header and footer in content are rendered, nothing else');
  assert.ok(html.startsWith(`<!doctype html>\r\n<html><head>${text}</head><body>😀 café\r\n<site-header current-uri="/in-content/"><template shadowrootmode="open">`));
  assert.equal(withoutShadowRoots(html), page.replace('<site-header current-uri="/in-content/">', '<site-header current-uri="/in-content/">'));
  assert.ok(hrefs(html).some((href) => href.includes('u=%2Fin-content%2F')), 'the rendered header has its own attributes');
});

test('a tag with content of its own, or written self-closing, is left to the browser', { skip }, async () => {
  const page = '<site-header><a href="/">Home</a></site-header><site-footer/><p>x</p>';
  assert.equal(await renderChromeTags(page), page);
});

test('attributes written by template engines (numeric and named entities) are decoded once', { skip }, async () => {
  // What Handlebars, Jinja and EJS write for `/find?q=star "wars"&x`.
  const page = '<site-header current-uri="/find?q&#x3D;star &#34;wars&quot;&amp;x&#61;1&nbsp;" username="Ann&#39;s &lt;list&gt;"></site-header>';

  const html = await renderChromeTags(page);

  assert.match(html, /^<site-header current-uri="\/find\?q=star &quot;wars&quot;&amp;x=1\u00a0" username="Ann's &lt;list&gt;">/);
  // current-uri is kept as the browser's URL parser normalises it (spaces and quotes escaped).
  const { pathname, search } = new URL('/find?q=star "wars"&x=1\u00a0', 'http://localhost');
  assert.ok(siteHrefs(html).every((href) => href.includes(`u=${encodeURIComponent(pathname + search)}`)), 'links carry the decoded current-uri');
});

test('of many tags of one kind only the page\'s own is rendered, the rest written hidden, with one logged error', { skip }, async () => {
  // 400 empty tags in 10.8 KB would otherwise grow to 10.7 MB: each rendered tag inlines the styles.
  const page = '<site-footer></site-footer>'.repeat(400);
  await collectingErrors(async (errors) => {
    const html = await renderChromeTags(page);
    assert.equal(renderedCount(html), 1);
    assert.equal(withoutShadowRoots(html), `<site-footer></site-footer>${'<site-footer hidden></site-footer>'.repeat(399)}`);
    assert.ok(html.length < 80_000, `${String(html.length)} bytes`);
    assert.equal(errors.length, 1);
    assert.match(errors[0] ?? '', /renderChromeTags: the page has 399 chrome tags that are not its own/);
  });
});

test('concurrent renders with hostile and valid origins each keep their own origin and current-uri', { skip }, async () => {
  const origins = ['https://one.example', 'http://a b', 'https://two.example:8443', 'javascript:alert(1)', 'not a url'];
  await collectingErrors(async (errors) => {
    const pages = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const origin = origins[i % origins.length] ?? '';
        return renderElement('site-header', { 'current-uri': `/page/${String(i)}/` }, { origin }).then((html) => ({ i, origin, html }));
      }),
    );
    for (const { i, origin, html } of pages) {
      const expected = origin.startsWith('https://') ? origin : 'http://localhost';
      assert.ok(html.includes(`data-marquee-origin="${expected}"`), `render ${String(i)} is for ${expected}`);
      const links = siteHrefs(html, expected);
      assert.ok(links.length > 5 && links.every((href) => href.includes(`u=%2Fpage%2F${String(i)}%2F`)), `render ${String(i)}'s links carry its own current-uri`);
      // Absolute on the page's origin when the renderer was given one; root-relative when refused.
      const app = links.find((href) => href.startsWith(origin.startsWith('https://') ? `${expected}/app/` : '/app/'));
      assert.ok(app?.includes(encodeURIComponent(`${expected}/page/${String(i)}/`)), `render ${String(i)}'s app link names its own origin: ${String(app)}`);
    }
    assert.equal(errors.length, 18, 'each hostile origin is logged');
    assert.ok(errors.every((error) => /is not an http\(s\) origin; rendering for http:\/\/localhost/.test(error)));
  });
});

// Issue 34 item 1: parse5's tokenizer alone kept treating the page as SVG or MathML after a
// self-closing <svg/> or <math/> (or an <svg> closed by </div>), so it read the text of a host's
// script, textarea, title, style and noscript as markup and rewrote chrome tags in them.
const FOREIGN_PREFIXES = {
  'a self-closing <svg/>': '<svg/>',
  'a self-closing <math/>': '<math/>',
  'an <svg> left open by </div>': '<div><svg></div>',
};
const TEXT_HOLDERS = {
  script: `<script>window.t = '<site-header username="x"></site-header>';</script>`,
  textarea: '<textarea><site-header></site-header></textarea>',
  title: '<title><site-footer></site-footer></title>',
  style: '<style>/* <site-header></site-header> */ p { color: red }</style>',
  noscript: '<noscript><site-footer></site-footer></noscript>',
};

test('after foreign content that has ended, a tag in script, textarea, title, style or noscript stays text, byte for byte; the tag after them is rendered', { skip }, async (t) => {
  for (const [prefixName, prefix] of Object.entries(FOREIGN_PREFIXES)) {
    for (const [holderName, holder] of Object.entries(TEXT_HOLDERS)) {
      await t.test(`${prefixName}, then a ${holderName}`, async () => {
        const region = `<!doctype html><html><body>${prefix}<section>${holder}</section>`;
        const html = await renderChromeTags(`${region}<site-footer></site-footer></body></html>`);
        assert.ok(html.startsWith(`${region}<site-footer><template shadowrootmode="open">`), html.slice(0, region.length + 60));
        assert.equal(renderedCount(html), 1, 'only the footer in content is rendered');
      });
    }
  }
});

test("a tag in a host's script after <svg/> is not rendered: its decoded attributes cannot end the script's string", { skip }, async () => {
  // Rendered, the attribute would be written decoded: `';window.PWNED=1;`//`, code in the host's script.
  const page = `<svg/><section><script>window.t = '<site-header username="&#39;;window.PWNED=1;&#96;//"></site-header>';</script></section>`;
  assert.equal(await renderChromeTags(page), page);
});

test('chrome tags inside <svg>, <math> and <svg><foreignObject> are left alone, with one logged error for the page', { skip }, async () => {
  // A browser parses these as SVG or MathML content, where the chrome's HTML and styles would spill
  // into the page; an HTML element in foreignObject is still inside the drawing.
  const pages = [
    '<svg><site-header></site-header></svg>',
    '<math><site-footer></site-footer></math>',
    '<svg><foreignObject><site-header></site-header></foreignObject></svg>',
    '<svg><site-header></site-header></svg><math><mi><site-footer></site-footer></mi></math><svg><foreignObject><site-footer></site-footer></foreignObject></svg>',
  ];
  for (const page of pages) {
    await collectingErrors(async (errors) => {
      assert.equal(await renderChromeTags(page), page);
      assert.equal(errors.length, 1, page);
      assert.match(errors[0] ?? '', /renderChromeTags: .*inside <svg> or <math>.* left alone/);
    });
  }
});

test('a chrome tag after a closed <svg></svg>, <svg/> or <math/> is rendered, with no error', { skip }, async () => {
  for (const prefix of ['<svg></svg>', '<svg/>', '<math/>', '<svg><path/></svg>']) {
    await collectingErrors(async (errors) => {
      const html = await renderChromeTags(`${prefix}<site-header></site-header>`);
      assert.ok(html.startsWith(`${prefix}<site-header><template shadowrootmode="open">`), prefix);
      assert.deepEqual(errors, []);
    });
  }
});

test('in a table, a chrome tag holding rows is left alone with its rows, and an empty one is rendered before them', { skip }, async () => {
  // The parser moves the tag out of the table and its rows back in: the tag is empty in the tree but
  // not in the page, and replacing it would drop the rows.
  const holding = '<table><site-header><tr><td>x</td></tr></site-header></table>';
  assert.equal(await renderChromeTags(holding), holding);

  const empty = '<table><site-header></site-header><tr><td>x</td></tr></table>';
  const html = await renderChromeTags(empty);
  assert.equal(renderedCount(html), 1);
  assert.equal(withoutShadowRoots(html), empty);
});

// Issue 52: a visitor's comment holding chrome tags, on a page whose own tags carry the request's nonce.
test('with tagNonce, only the tags that carry it as their nonce are rendered and keep it, and the head is marked: tags in visitor content neither render nor spend the budget', { skip }, async () => {
  const injected = '<site-footer site-origin="https://evil.example" tracking-endpoint="https://evil.example/t"></site-footer>';
  const page = [
    '<!doctype html><html><head><title>t</title></head><body>',
    // A visitor's tags may stand nearer the top than the page's own: the nonce decides.
    `<site-header nonce="guess"></site-header>${injected}`,
    '<div><site-header nonce="r4nd0m" current-uri="/title/tt1/"></site-header></div>',
    `<section class="comments"><p>${injected.repeat(3)}</p><p><site-header nonce="guess"></site-header></p></section>`,
    '<div><site-footer nonce="r4nd0m"></site-footer></div></body></html>',
  ].join('');
  await collectingErrors(async (errors) => {
    const html = await renderChromeTags(page, { tagNonce: 'r4nd0m', nonce: 'r4nd0m', origin: 'https://www.example.com' });
    assert.equal(renderedCount(html), 2, 'the page\'s own header and footer');
    assert.ok(html.startsWith('<!doctype html><html><head><meta name="marquee-tags" nonce="r4nd0m"><title>'), 'the head says the page marks its tags');
    assert.ok(html.includes('<div><site-header nonce="r4nd0m" current-uri="/title/tt1/"><template shadowrootmode="open">'), 'the page\'s header is rendered and keeps its nonce');
    assert.ok(html.includes('<div><site-footer nonce="r4nd0m"><template shadowrootmode="open">'), 'the page\'s footer is rendered and keeps its nonce');
    assert.ok(html.includes(injected.replace('<site-footer', '<site-footer hidden').repeat(3)), 'the injected tags are written hidden, as the page wrote them else');
    assert.ok(html.includes('<site-header hidden nonce="guess"></site-header>'));
    assert.deepEqual(hrefs(html).filter((href) => href.includes('evil.example')), []);
    assert.doesNotMatch(html, /data-marquee-ssr="[^"]*r4nd0m/, 'the nonce is not among the attributes written for hydration');
    assert.equal(html.split('<style data-marquee-ssr-style nonce="r4nd0m">').length - 1, 4, 'the rendered styles (two an element) still carry the CSP nonce');
    assert.equal(errors.filter((error) => error.includes('without this request\'s nonce')).length, 1);
  });
  // Without the option (the negative case): the page marks nothing, and the tags nearest the top are taken for the page's.
  await collectingErrors(async () => {
    const html = await renderChromeTags(page, { origin: 'https://www.example.com' });
    assert.doesNotMatch(html, /marquee-tags/);
    assert.ok(html.includes('<site-header nonce="guess"><template shadowrootmode="open">'), 'the header nearest the top is rendered');
  });
});

// Issue 71, items 1 and 2: a page without tagNonce (the demo's own, a partner's) decides which tags
// are its own as the browser does, and judges their origins as the browser does.
const EVIL = 'https://evil.example';
const COMMENT = `<article class="comment"><p>Call us!</p><site-footer hidden site-name="Support: call +1-555-0100" is-logged-in username="Mallory" locale="he-IL" current-uri="/registration/logout?u=/" site-origin="${EVIL}"></site-footer><site-header site-origin="${EVIL}" username="Evil"></site-header></article>`;
const pageWith = (/** @type {string} */ head, /** @type {string} */ footer = '<site-footer></site-footer>') =>
  `<!doctype html><html><head>${head}</head><body><site-header></site-header><main>${COMMENT}${COMMENT}${COMMENT}</main>${footer}<consent-banner></consent-banner></body></html>`;

test('without tagNonce, a visitor\'s tags before the page\'s own render nothing, spend nothing, and the page\'s own footer is rendered', { skip }, async () => {
  await collectingErrors(async (errors) => {
    const html = await renderChromeTags(pageWith(''), { origin: 'https://www.example.com' });
    assert.equal(renderedCount(html), 2, 'one header and one footer, the page\'s own');
    assert.ok(html.includes('</main><site-footer><template shadowrootmode="open">'), 'the page\'s own footer, after six chrome tags of a visitor\'s, is rendered');
    assert.ok(html.startsWith('<!doctype html><html><head></head><body><site-header><template shadowrootmode="open">'));
    assert.equal(html.split('<site-header hidden site-origin').length - 1, 3, 'the comments\' headers are written hidden');
    const shadowRoots = html.match(/<template shadowrootmode="open">[\s\S]*?<\/template>/g)?.join('') ?? '';
    assert.doesNotMatch(shadowRoots, /Mallory|555-0100|lang="he|registration%2Flogout/, 'nothing the comments say reaches the chrome');
    assert.deepEqual(hrefs(html).filter((href) => href.includes('evil.example')), []);
    assert.equal(errors.length, 1);
  });
});

test('the server takes another origin only where the page\'s head lists it, as the browser does', { skip }, async () => {
  const own = `<site-footer site-origin="${EVIL}"></site-footer>`;
  await collectingErrors(async (errors) => {
    // A comment's footer on a page without one, and the page's own naming an origin its head does not list.
    for (const page of [pageWith('', ''), pageWith('', own)]) {
      const html = await renderChromeTags(page, { origin: 'https://www.example.com' });
      assert.ok(siteHrefs(html, 'https://www.example.com').length > 10, 'the footer is rendered with the page\'s links');
      assert.deepEqual(hrefs(html).filter((href) => href.startsWith(EVIL)), [], 'no link to an origin the page does not list');
    }
    assert.ok(errors.some((error) => error.includes('marquee-origins')), 'the refused origin is logged');
    // The negative case: the page's head lists it, so its own footer's links go there.
    const listed = await renderChromeTags(pageWith(`<meta name="marquee-origins" content="${EVIL}">`, own), { origin: 'https://www.example.com' });
    assert.ok(hrefs(listed).filter((href) => href.startsWith(`${EVIL}/`)).length > 10, 'the listed origin is taken');
    // A fragment, whose head the caller writes (a partner's page, docs/partner-sites.md), is judged as renderElement judges.
    const fragment = await renderChromeTags(own, { origin: 'https://www.example.com' });
    assert.ok(hrefs(fragment).filter((href) => href.startsWith(`${EVIL}/`)).length > 10, 'a fragment\'s own origin is taken');
    // And a listing in the body (a visitor's) is not the head's.
    const inBody = await renderChromeTags(pageWith('', `<meta name="marquee-origins" content="${EVIL}">${own}`), { origin: 'https://www.example.com' });
    assert.deepEqual(hrefs(inBody).filter((href) => href.startsWith(EVIL)), []);
  });
});

// Issue 74: the origin the page loads the chrome's code from is allowed, as in the browser
// (src/links/allowedOrigins.ts): a partner page written before <meta name="marquee-origins">, loading
// the bundle from the main site, renders its links there, and hydration moves none of them.
test('the server takes the origin the page loads the chrome\'s code from, as the browser does, and no other', { skip }, async () => {
  const MAIN = 'https://www.example.com';
  const body = `<site-header site-origin="${MAIN}"></site-header><main>Partner</main><site-footer site-origin="${MAIN}"></site-footer>`;
  const page = (/** @type {string} */ head, end = '') => `<!doctype html><html><head>${head}</head><body>${body}${end}</body></html>`;
  const partner = { origin: 'https://partner.example' };
  const onMain = (/** @type {string} */ html) => hrefs(html).filter((href) => href.startsWith(`${MAIN}/`)).length;
  const onPartner = (/** @type {string} */ html) => hrefs(html).filter((href) => href.startsWith(`${partner.origin}/`));
  await collectingErrors(async (errors) => {
    const loaded = [
      `<script type="module" src="${MAIN}/dist/marquee-AbCd1234.js" crossorigin="anonymous"></script>`,
      `<link rel="modulepreload" href="${MAIN}/dist/chrome-AbCd1234.js">`,
      `<link rel="prefetch" href="${MAIN}/dist/chrome-AbCd1234.js" crossorigin="anonymous">`,
    ];
    for (const head of loaded) {
      const html = await renderChromeTags(page(head), partner);
      assert.ok(onMain(html) > 20, `links on the main site with ${head}`);
      assert.deepEqual(onPartner(html), [], head);
    }
    // The after-paint loader at the end of the body names the bundle, as chromeHeadTags writes it.
    const loader = `<script>(function(o,d,P){})({"bundle":"${MAIN}/dist/marquee-AbCd1234.js","preload":[]},document,Document.prototype)</script>`;
    assert.ok(onMain(await renderChromeTags(page('', loader), partner)) > 20, 'the after-paint loader\'s bundle counts');
    assert.deepEqual(errors, []);
  });
  await collectingErrors(async (errors) => {
    // The negative cases: the bundle from the page's own origin, or from a third one, allows no other.
    for (const head of ['<script type="module" src="/dist/marquee.js"></script>', `<script src="https://cdn.example/x.js"></script>`]) {
      const html = await renderChromeTags(page(head), partner);
      assert.equal(onMain(html), 0, head);
      assert.ok(onPartner(html).length > 20, head);
    }
    // A script in the body is the body's (a visitor's markup may stand there), not the page's loading.
    assert.equal(onMain(await renderChromeTags(page('', `<script src="${MAIN}/dist/marquee.js"></script>`), partner)), 0);
    assert.ok(errors.length > 0 && errors.every((error) => error.includes('marquee-origins')), 'each refusal is logged');
  });
});

// Issue 74, item 5: a partner's server-rendered page following docs/server-rendering.md writes
// site-origin on the header and footer; the banner shares it, as in the browser, so its Customize
// link and the links in its text go to the main site from the server's HTML on, and none moves at hydration.
test('the server-rendered banner\'s links go to the site-origin the page\'s header names', { skip }, async () => {
  const MAIN = 'https://www.example.com';
  const partner = 'https://partner.example';
  const prompt = { prompt: { id: 'p1', customizeUrl: '/privacy/preferences/', plainText: 'We use cookies.', plaidHtml: '<p>See our <a href="/privacy/">privacy notice</a>.</p>', showPromptOnPageLoad: true }, directives: null };
  const page = (/** @type {string} */ banner) =>
    `<!doctype html><html><head><meta name="marquee-origins" content="${MAIN}"></head><body>${banner}<site-header site-origin="${MAIN}"></site-header><site-footer site-origin="${MAIN}"></site-footer></body></html>`;
  const bannerLinks = (/** @type {string} */ html) => hrefs(html.slice(html.indexOf('<consent-banner'), html.indexOf('</consent-banner>')));
  const shared = bannerLinks(await renderChromeTags(page('<consent-banner></consent-banner>'), { origin: partner, prompt }));
  assert.deepEqual(shared, [`${MAIN}/privacy/`, `${MAIN}/privacy/preferences/`]);
  // The banner's own site-origin is its own: the header's does not override it.
  const own = bannerLinks(await renderChromeTags(page(`<consent-banner site-origin="${partner}"></consent-banner>`), { origin: partner, prompt }));
  assert.deepEqual(own, [`${partner}/privacy/`, `${partner}/privacy/preferences/`]);
});

// Issue 72, item 4: the document's language and direction follow the chrome's locale from the
// server's HTML on (I18N-05, I18N-06), as the chrome sets them once it runs: a right-to-left reader
// without script reads the page right to left, and nothing flips at hydration.
const documentOf = (/** @type {string} */ html) => html.replace(/<template shadowrootmode="open">[\s\S]*?<\/template>/g, '').replace(/<meta name="marquee-tags"[^>]*>/, '');

test('[I18N-05] [I18N-06] the server writes <html lang> and, for a right-to-left locale, <body dir="rtl"> as the chrome sets them', { skip }, async () => {
  const page = (/** @type {string} */ tags) => `<!doctype html><html lang="en-US"><head></head><body class="film">${tags}<main>…</main></body></html>`;
  const plain = '<site-header></site-header><site-footer></site-footer>';
  // The renderer's locale (a request's ?locale=), and a locale the page's own tag names.
  assert.equal(documentOf(await renderChromeTags(page(plain), { locale: 'he-IL' })), page(plain).replace('lang="en-US"', 'lang="he-IL"').replace('<body class="film">', '<body dir="rtl" data-marquee-dir class="film">').replaceAll('<site-header>', '<site-header locale="he-IL">').replaceAll('<site-footer>', '<site-footer locale="he-IL">'));
  const arabic = await renderChromeTags(page('<site-header locale="ar-AE"></site-header>'));
  assert.ok(arabic.startsWith('<!doctype html><html lang="ar-AE"><head></head><body dir="rtl" data-marquee-dir class="film">'));
  // A left-to-right locale sets the language alone; one the chrome does not ship shows English.
  assert.ok((await renderChromeTags(page(plain), { locale: 'de-DE' })).startsWith('<!doctype html><html lang="de-DE"><head></head><body class="film">'));
  await collectingErrors(async () => {
    assert.ok((await renderChromeTags(page('<site-header locale="xx-YY"></site-header>'))).startsWith('<!doctype html><html lang="en-US"><head></head><body class="film">'));
  });
  // disable-body-styling leaves <body> alone; a page's own dir is replaced as the chrome replaces it.
  assert.ok((await renderChromeTags(page('<site-header locale="he-IL" disable-body-styling></site-header>'))).startsWith('<!doctype html><html lang="he-IL"><head></head><body class="film">'));
  const ownDir = page(plain).replace('<body class="film">', '<body dir="ltr" class="film">');
  assert.ok((await renderChromeTags(ownDir, { locale: 'he-IL' })).startsWith('<!doctype html><html lang="he-IL"><head></head><body dir="rtl" data-marquee-dir class="film">'));
  // The negative cases: no locale asked for leaves the document the page's; nor does a visitor's tag.
  assert.equal(documentOf(await renderChromeTags(page(plain))), page(plain));
  await collectingErrors(async () => {
    const visitor = page(`${plain}<article><site-footer locale="he-IL"></site-footer></article>`);
    assert.ok((await renderChromeTags(visitor)).startsWith('<!doctype html><html lang="en-US"><head></head><body class="film">'));
  });
});
