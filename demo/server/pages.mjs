// Landing pages, so every link the chrome makes lands somewhere real. Each page is plain HTML
// that loads /dist/marquee.js and shows <site-header>, <site-footer> and <consent-banner>,
// signed in or out according to the demo sign-in cookie.
//
//   GET  /find?q=&s=  /find/?q=&s=      results over the suggestion index; s = tt | nm | in
//                                       (ep, co, kw: the demo data has none of those)
//   GET  /title/{tt}/  /name/{nm}/  /interest/{in}/   an entity; unknown ids are a 404 page
//   GET  /{title|name}/{id}/videoplayer/{vi}/          a video of that title
//   GET  /registration/signin[/]?u=     demo sign-in form
//   POST /registration/signin[/]        form username, u → sets the cookie, 303 to u when u is
//                                       a same-origin path, else to / (safeRedirect.mjs)
//   GET  /registration/logout[/]?u=     clears the cookie, 303 to u (same rule) or /, when the
//                                       click came from our own origin's pages; from anywhere
//                                       else (another site or another origin of this one, a
//                                       typed address or bookmark, no signal) a page asking to
//                                       confirm with a button
//   POST /registration/logout[/]        form u: that button; clears the cookie, 303 as above
// Sign-in and sign-out change who the chrome shows, so no one else may do either for the visitor:
// a POST started by another origin's page, same-site or not, is a 403 (crossSite.mjs). Both
// start the visit over (startOver): a new session, the consent cookie expired, and the browser
// told to drop what it cached (Clear-Site-Data), so Back shows no page of the last member's.
// Pages store nothing and hand out no session: the calls that need one (consent, experiments)
// get it. Each page depends on the sign-in cookie, so it says so (Vary: Cookie).
//   GET  /{section}/…, /{locale}/{section}/…, /{locale}/   a plain "demo page for {path}", for
//                                       the sections in DEMO_SECTIONS (the chrome's other links)
import { expiredConsentCookie } from './consentAnswer.mjs';
import { requestSite } from './crossSite.mjs';
import { currentUriOf } from './currentUri.mjs';
import { HttpError, appendSetCookie, readForm, sendHtml } from './http.mjs';
import { html, SafeHtml } from './html.mjs';
import { requestOrigin } from './requestOrigin.mjs';
import { safeRedirect } from './safeRedirect.mjs';
import { signIn, signOut, signedInUser, validUsername, USERNAME_MAX } from './session.mjs';
import { imageFor } from './suggestions/index.mjs';
import { QUERY_MAX } from './suggestions/text.mjs';

/** First path segments of the chrome's menu, footer and account links (spec §2). */
export const DEMO_SECTIONS = new Set([
  'calendar', 'chart', 'feature', 'showtimes', 'news', 'india', 'whats-on-tv', 'oscars', 'starmeterawards',
  'awards-central', 'festival-central', 'event', 'what-to-watch', 'trailers', 'originals', 'imdbpicks',
  'spotlight', 'search', 'poll', 'list', 'profile', 'registration', 'privacy', 'conditions', 'pressroom',
  'help', 'sitemap', 'boxoffice', 'advertising', 'jobs', 'licensing', 'app', 'pro',
]);
const LOCALE_SEGMENT = /^[a-z]{2}(-[a-z]{2})?$/i;
const DEMO_WATCHLIST_COUNT = 3;
/** Results shown on /find. */
export const FIND_LIMIT = 50;

/**
 * @typedef {import('./suggestions/index.mjs').SuggestionIndex} SuggestionIndex
 * @typedef {import('./suggestions/index.mjs').Entry} Entry
 */

/**
 * The whole document around a page's content.
 * @param {import('./context.mjs').Context} ctx
 * @param {string} title
 * @param {SafeHtml} content
 * @param {string} [style]  the page's own CSS, after the layout's
 * @param {string} [icon]  the address of the page's icon, if it names one
 */
export function layout(ctx, title, content, style = '', icon = '') {
  const user = signedInUser(ctx.req);
  const currentUri = currentUriOf(ctx.rawPath, ctx.query);
  return html`<!doctype html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Marquee demo</title>
${icon ? html`<link rel="icon" href="${icon}" type="image/svg+xml">
` : ''}<script type="module" src="/dist/marquee.js"></script>
<script src="/inspector.js" defer></script>
<style nonce="${ctx.nonce}">
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #f4f4f4; }
  site-header { display: block; min-height: 56px; background: #121212; }
  main { max-width: 60rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  .results { list-style: none; padding: 0; display: grid; gap: .75rem; }
  .results li { display: flex; gap: .75rem; align-items: center; background: #fff; padding: .5rem; border-radius: 4px; }
  .results img { width: 45px; height: auto; border-radius: 2px; }
  .muted { color: #595959; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; }
${new SafeHtml(style)}
</style>
</head>
<body>
<site-header current-uri="${currentUri}" ${user ? html`is-logged-in username="${user}" watchlist-count="${DEMO_WATCHLIST_COUNT}"` : ''}></site-header>
<main>
${content}
</main>
<site-footer current-uri="${currentUri}" ${user ? html`is-logged-in username="${user}"` : ''}></site-footer>
<consent-banner></consent-banner>
</body>
</html>
`;
}

/**
 * @param {import('./context.mjs').Context} ctx
 * @param {number} status
 * @param {string} title
 * @param {SafeHtml} content
 */
function sendPage(ctx, status, title, content) {
  sendHtml(ctx.res, status, layout(ctx, title, content).text, { vary: 'Cookie' });
}

/** @param {import('./context.mjs').Context} ctx */
function notFound(ctx) {
  sendPage(ctx, 404, 'Not found', html`<h1>Not found</h1><p>Nothing in the demo data has this address.</p><p><a href="/">Home</a></p>`);
}

/**
 * @param {Entry} entry
 */
function entryUrl(entry) {
  return entry.kind === 'title' ? `/title/${entry.id}/` : entry.kind === 'name' ? `/name/${entry.id}/` : `/interest/${entry.id}/`;
}

/**
 * A list of entries as result rows.
 * @param {SuggestionIndex} index
 * @param {readonly Entry[]} entries
 */
function resultList(index, entries) {
  return html`<ol class="results">${entries.map((entry) => {
    const detail =
      entry.kind === 'title'
        ? [entry.film.year, entry.film.director].filter(Boolean).join(' · ')
        : entry.kind === 'name'
          ? `Director, ${index.get(entry.titleIds[0] ?? '')?.label ?? ''}`
          : `Genre, ${entry.titleIds.length} titles`;
    return html`<li><img src="${imageFor(entry.id).imageUrl}" alt="" width="45" height="67"><div><a href="${entryUrl(entry)}">${entry.label}</a><br><span class="muted">${detail}</span></div></li>`;
  })}</ol>`;
}

/**
 * @param {SuggestionIndex} index
 * @param {readonly string[]} titleIds
 */
function titlesOf(index, titleIds) {
  return /** @type {Entry[]} */ (titleIds.map((id) => index.get(id)).filter((e) => e !== undefined && e.kind === 'title'));
}

/**
 * @param {import('./context.mjs').Context} ctx
 * @param {SuggestionIndex} index
 */
function findPage(ctx, index) {
  const raw = ctx.query.get('q') ?? '';
  const query = raw.trimStart().toLowerCase().slice(0, QUERY_MAX);
  const category = ctx.query.get('s') ?? '';
  /** @type {Entry[]} */
  let results = [];
  let note = '';
  if (query !== '') {
    if (category === '' || category === 'all') results = index.search('all', query, { limit: FIND_LIMIT });
    else if (category === 'tt') results = index.search('titles', query, { limit: FIND_LIMIT });
    else if (category === 'nm') results = index.search('names', query, { limit: FIND_LIMIT });
    else if (category === 'in') results = index.search('all', query, { limit: 10_000 }).filter((e) => e.kind === 'interest');
    else note = 'The demo data has no episodes, companies or keywords.';
  }
  const heading = query === '' ? 'Search' : html`Results for “${raw.trim()}”`;
  sendPage(
    ctx,
    200,
    query === '' ? 'Search' : `${raw.trim()} - Search`,
    html`<h1>${heading}</h1>
<form action="/find/" method="get" role="search"><label>Search <input type="search" name="q" value="${raw.trim()}"></label> <button>Search</button></form>
${note ? html`<p>${note}</p>` : ''}
${query !== '' && results.length === 0 && !note ? html`<p>No results found.</p>` : ''}
${resultList(index, results)}`,
  );
}

/**
 * @param {import('./context.mjs').Context} ctx
 * @param {SuggestionIndex} index
 * @param {string} id
 * @param {string | undefined} videoId
 */
function entityPage(ctx, index, id, videoId) {
  const entry = index.get(id);
  if (!entry || entry.kind === 'video') return notFound(ctx);
  if (videoId !== undefined) {
    const video = index.get(videoId);
    const parent = video?.kind === 'video' ? index.get(video.parentId) : undefined;
    // A name's videos are its known-for title's videos.
    const owner = entry.kind === 'name' ? entry.titleIds[0] : entry.id;
    if (!video || video.kind !== 'video' || !parent || video.parentId !== owner) return notFound(ctx);
    return sendPage(
      ctx,
      200,
      `${video.label}: ${parent.label}`,
      html`<h1>${video.label}</h1><p>${parent.label} · ${video.duration}</p>
<img src="${imageFor(video.id).imageUrl}" alt="" width="480" height="270">
<p class="muted">The demo has no video files; this is where the player would be.</p>
<p><a href="${entryUrl(entry)}">Back to ${entry.label}</a></p>`,
    );
  }
  if (entry.kind === 'title') {
    const { film } = entry;
    const director = entry.directorId ? index.get(entry.directorId) : undefined;
    const genre = entry.genreId ? index.get(entry.genreId) : undefined;
    return sendPage(
      ctx,
      200,
      `${entry.label} (${film.year})`,
      html`<h1>${entry.label} <span class="muted">(${film.year})</span></h1>
<img src="${imageFor(entry.id).imageUrl}" alt="" width="150" height="222">
<dl>
  <dt>Released</dt><dd>${film.releaseDate}</dd>
  ${director ? html`<dt>Director</dt><dd><a href="/name/${director.id}/">${director.label}</a></dd>` : ''}
  ${genre ? html`<dt>Genre</dt><dd><a href="/interest/${genre.id}/">${genre.label}</a></dd>` : ''}
  ${film.rating !== undefined ? html`<dt>Rating</dt><dd>${film.rating} / 10 (${film.votes.toLocaleString('en-US')} votes)</dd>` : ''}
  ${film.distributor ? html`<dt>Distributor</dt><dd>${film.distributor}</dd>` : ''}
</dl>
${entry.videos.length > 0 ? html`<h2>Videos</h2><ul>${entry.videos.map((v) => html`<li><a href="/title/${entry.id}/videoplayer/${v.id}/">${v.label}</a> ${v.duration}</li>`)}</ul>` : ''}`,
    );
  }
  const films = titlesOf(index, entry.titleIds);
  return sendPage(
    ctx,
    200,
    entry.label,
    html`<h1>${entry.label}</h1><p class="muted">${entry.kind === 'name' ? 'Director' : 'Genre'} · ${films.length} titles, most voted first</p>
${resultList(index, films.slice(0, 100))}`,
  );
}

/** @param {{ u: string, error?: string, username?: string }} form */
function signInForm({ u, error, username = '' }) {
  return html`<h1>Sign in</h1>
<p class="muted">Demo sign-in: any name works, no password. It sets a cookie so the chrome shows its signed-in state.</p>
${error ? html`<p role="alert">${error}</p>` : ''}
<form method="post" action="/registration/signin">
  <label>User name <input name="username" required maxlength="${USERNAME_MAX}" value="${username}" autocomplete="username"></label>
  <input type="hidden" name="u" value="${u}">
  <button type="submit">Sign in</button>
</form>`;
}

/**
 * @param {import('./context.mjs').Context} ctx
 */
async function signInPage(ctx) {
  if (ctx.method === 'GET' || ctx.method === 'HEAD') {
    return sendPage(ctx, 200, 'Sign in', signInForm({ u: safeRedirect(ctx.query.get('u')) }));
  }
  if (ctx.method !== 'POST') throw new HttpError(405, 'use GET or POST');
  refuseOtherOrigins(ctx);
  await ctx.spend('sign-in');
  const form = await readForm(ctx.req);
  const u = safeRedirect(form.get('u'));
  const username = validUsername(form.get('username') ?? '');
  if (username === undefined) {
    return sendPage(ctx, 400, 'Sign in', signInForm({ u, error: `A user name has 1 to ${USERNAME_MAX} characters.`, username: form.get('username') ?? '' }));
  }
  signIn(ctx.res, username, ctx.secure);
  await startOver(ctx);
  ctx.res.writeHead(303, { location: u, 'cache-control': 'no-store' });
  ctx.res.end();
}

/**
 * Where the request was started (crossSite.mjs), judged against the origin it was sent to.
 * @param {import('./context.mjs').Context} ctx
 */
function siteOf(ctx) {
  return requestSite(ctx.req.headers, requestOrigin(ctx.req.headers.host, ctx.secure));
}

/**
 * A POST another origin's page sent is refused: it would act for the visitor without them.
 * @param {import('./context.mjs').Context} ctx
 */
function refuseOtherOrigins(ctx) {
  if (siteOf(ctx) === 'cross-origin') throw new HttpError(403, 'this form must be sent from this site');
}

/**
 * What signing in and signing out both do: whoever comes next is a new visitor to the site. The
 * session is renewed (context.mjs) and the consent cookie expired, so no event, consent decision
 * or answer of the last visitor's is theirs; and the browser is told to drop what it cached of
 * this origin's pages (Clear-Site-Data: "cache", the HTTP cache and the back/forward cache), so
 * Back shows no page rendered for the last visitor. Browsers honour it over https and on localhost.
 * @param {import('./context.mjs').Context} ctx
 */
async function startOver(ctx) {
  await ctx.renewSession();
  const { hostname } = new URL(requestOrigin(ctx.req.headers.host, ctx.secure));
  appendSetCookie(ctx.res, expiredConsentCookie({ hostname, secure: ctx.secure }));
  ctx.res.setHeader('clear-site-data', '"cache"');
}

/**
 * @param {import('./context.mjs').Context} ctx
 */
async function logout(ctx) {
  if (ctx.method === 'POST') {
    refuseOtherOrigins(ctx);
    return signOutAndReturn(ctx, (await readForm(ctx.req)).get('u'));
  }
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') throw new HttpError(405, 'use GET or POST');
  // The chrome's sign-out is a link: our own click signs out at once. Any other way here (a link
  // or image on another site or another origin of ours, a typed address) asks first, so no one
  // else can sign a visitor out.
  if (siteOf(ctx) === 'same-origin') return signOutAndReturn(ctx, ctx.query.get('u'));
  sendPage(
    ctx,
    200,
    'Sign out',
    html`<h1>Sign out</h1>
<form method="post" action="/registration/logout">
  <input type="hidden" name="u" value="${safeRedirect(ctx.query.get('u'))}">
  <button type="submit">Sign out</button>
</form>
<p><a href="/">Stay signed in</a></p>`,
  );
}

/**
 * @param {import('./context.mjs').Context} ctx
 * @param {string | null} u  where to go next (safeRedirect.mjs)
 */
async function signOutAndReturn(ctx, u) {
  signOut(ctx.res, ctx.secure);
  await startOver(ctx);
  ctx.res.writeHead(303, { location: safeRedirect(u), 'cache-control': 'no-store' });
  ctx.res.end();
}

/**
 * @param {string} rawPath
 */
function isDemoSection(rawPath) {
  const segments = rawPath.split('/').filter(Boolean);
  const [first = '', second = ''] = segments;
  if (DEMO_SECTIONS.has(first)) return true;
  return LOCALE_SEGMENT.test(first) && (segments.length === 1 || DEMO_SECTIONS.has(second));
}

/**
 * @param {SuggestionIndex} index
 * @returns {import('./context.mjs').Route}
 */
export function pagesRoute(index) {
  return {
    name: 'pages',
    matches: (path) =>
      /^\/find\/?$/.test(path) ||
      /^\/(title|name|interest)\/[^/]+\/(videoplayer\/[^/]+\/?)?$/.test(path) ||
      /^\/registration\/(signin|logout)\/?$/.test(path) ||
      isDemoSection(path),
    async handle(ctx) {
      const path = ctx.rawPath;
      if (/^\/registration\/signin\/?$/.test(path)) return signInPage(ctx);
      if (/^\/registration\/logout\/?$/.test(path)) return logout(ctx);
      if (ctx.method !== 'GET' && ctx.method !== 'HEAD') throw new HttpError(405, 'use GET');
      if (/^\/find\/?$/.test(path)) return findPage(ctx, index);
      const entity = /^\/(?:title|name|interest)\/([^/]+)\/(?:videoplayer\/([^/]+)\/?)?$/.exec(path);
      if (entity) {
        const [, id = '', videoId] = entity;
        const kind = path.split('/')[1];
        const prefix = kind === 'title' ? 'tt' : kind === 'name' ? 'nm' : 'in';
        if (!id.startsWith(prefix) || (videoId !== undefined && kind === 'interest')) return notFound(ctx);
        return entityPage(ctx, index, id, videoId);
      }
      return sendPage(ctx, 200, 'Demo page', html`<h1>Demo page</h1><p>This is the demo page for <code>${path}</code>: the reference backend has no real content here.</p><p><a href="/">Home</a></p>`);
    },
  };
}
