// The manual at /docs/: README.md as its index and each docs/*.md as a page, wearing the chrome
// they describe. The Markdown is the source; markdown-it renders it (CommonMark and GitHub's
// tables, the most used Markdown library for Node, kept by the markdown-it team), and
// markdown-it-anchor gives headings the ids GitHub gives them, so a link to a section works on
// GitHub and here alike. The files are ours, not visitors': their HTML (comments) passes. Every
// page is rendered once, when the backend starts. A block fenced as `html live` is also an example
// page at /docs/examples/PAGE/N, shown running in a frame above its code (Shoelace's previews).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { html, SafeHtml } from './html.mjs';
import { HttpError, sendHtml } from './http.mjs';
import { addNonces } from './securityHeaders.mjs';

/** @typedef {{ title: string, body: SafeHtml, examples: string[] }} DocsPage */

/** The info string of a fenced block that runs: GitHub still highlights it as HTML. */
const LIVE = /^html\s+live$/;

/**
 * An example as the page it runs in: a whole document as written, a fragment in the README's host
 * page (the bundle, and the header's reserved height until it upgrades).
 * @param {string} code
 */
export function examplePage(code) {
  if (/^<!doctype html>/i.test(code.trim())) return code;
  return `<!doctype html>
<html lang="en-US">
  <head>
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Live example</title>
    <style>site-header:not(:defined) { display: block; min-height: 56px; background: #121212; } body { margin: 0; }</style>
    <script type="module" src="/dist/marquee.js"></script>
  </head>
  <body>
${code}
  </body>
</html>
`;
}

/** A heading's id as GitHub makes it: lowercased, punctuation dropped, spaces to hyphens. */
export const headingId = (/** @type {string} */ text) =>
  text.trim().toLowerCase().replace(/[^\p{L}\p{N}\- _]/gu, '').replace(/ /g, '-');

/**
 * Where a link of the Markdown goes once served: README.md is /docs/, docs/NAME.md is /docs/NAME,
 * CHANGELOG.md is /docs/changelog; anything else as written.
 * @param {string} href
 */
export function servedHref(href) {
  const found = /^(?:\.\.\/|docs\/)?(README|CHANGELOG|[a-z0-9-]+)\.md(#.*)?$/.exec(href);
  if (!found) return href.replace(/^docs\//, '');
  const [, name = '', hash = ''] = found;
  return `${name === 'README' ? './' : name === 'CHANGELOG' ? 'changelog' : name}${hash}`;
}

/**
 * The renderer, loaded when a backend serves the manual: a development dependency, which the
 * package's backend (npx marquee-site-chrome serve, the testing kit) neither has nor needs.
 */
function markdown() {
  const require = createRequire(import.meta.url);
  const MarkdownIt = /** @type {typeof import('markdown-it').default} */ (require('markdown-it'));
  const anchor = /** @type {typeof import('markdown-it-anchor').default} */ (require('markdown-it-anchor'));
  const md = new MarkdownIt({ html: true, linkify: false, typographer: false }).use(anchor, { slugify: headingId, tabIndex: false });
  const linkOpen = md.renderer.rules.link_open ?? ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options));
  md.renderer.rules.link_open = (tokens, i, options, env, self) => {
    const token = tokens[i];
    const href = String(token?.attrGet('href') ?? '');
    if (token && href && !/^[a-z]+:/i.test(href)) token.attrSet('href', servedHref(href));
    return linkOpen(tokens, i, options, env, self);
  };
  const fence = md.renderer.rules.fence ?? ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options));
  md.renderer.rules.fence = (tokens, i, options, env, self) => {
    const token = tokens[i];
    const code = fence(tokens, i, options, env, self);
    if (!token || !LIVE.test(token.info.trim())) return code;
    const { name, examples } = /** @type {{ name: string, examples: string[] }} */ (env);
    examples.push(token.content);
    const src = `examples/${name || 'index'}/${String(examples.length)}`;
    return `<iframe class="docs-example" src="${src}" title="Example ${String(examples.length)}, running" loading="lazy"></iframe>\n${code}`;
  };
  const image = md.renderer.rules.image;
  md.renderer.rules.image = (tokens, i, options, env, self) => {
    const token = tokens[i];
    const src = String(token?.attrGet('src') ?? '');
    if (token && src) token.attrSet('src', servedHref(src));
    return image ? image(tokens, i, options, env, self) : self.renderToken(tokens, i, options);
  };
  return md;
}

/**
 * Reads and renders the manual: a map from each page's path under /docs/ ('' is the index) to it.
 * @param {string} root  the repository root
 * @returns {Map<string, DocsPage>}
 */
export function loadDocs(root) {
  const md = markdown();
  const files = [
    ['', join(root, 'README.md')],
    ['changelog', join(root, 'CHANGELOG.md')],
    ...readdirSync(join(root, 'docs'))
      .filter((file) => file.endsWith('.md'))
      .sort()
      .map((file) => [basename(file, '.md'), join(root, 'docs', file)]),
  ];
  return new Map(
    files.map(([name = '', file = '']) => {
      const text = readFileSync(file, 'utf8');
      const title = /^# (.+)$/m.exec(text)?.[1] ?? name;
      /** @type {string[]} */
      const examples = [];
      const body = new SafeHtml(md.render(text, { name, examples }));
      return [name, { title: title.replace(/`/g, ''), body, examples }];
    }),
  );
}

/** The manual's own styles, beside the page layout's. */
export const DOCS_STYLE = `
  main { max-width: 52rem; }
  .docs-nav { font-size: .9rem; margin-bottom: 1.5rem; }
  .docs-nav a { margin-inline-end: .75rem; display: inline-block; }
  /* From the header's desktop width, the pages' links are a column at the inline start, which the
     sign-in coachmark (under 'Sign In', at the inline end) never covers. */
  @media (min-width: 1024px) {
    main { max-width: 72rem; display: grid; grid-template-columns: 12rem minmax(0, 52rem); column-gap: 2.5rem; align-items: start; }
    .docs-nav { position: sticky; top: 1rem; max-height: calc(100vh - 2rem); overflow-y: auto; margin: 0; }
    .docs-nav a { display: block; margin: 0 0 .4rem; }
  }
  pre { background: #fff; border: 1px solid #d0d0d0; border-radius: 4px; padding: .75rem; overflow: auto; }
  code { font: .9em/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; }
  table { border-collapse: collapse; display: block; overflow-x: auto; margin: 1rem 0; }
  th, td { border: 1px solid #d0d0d0; padding: .3rem .5rem; vertical-align: top; text-align: start; }
  img { max-width: 100%; height: auto; }
  .docs-example { display: block; width: 100%; height: 22rem; resize: vertical; border: 1px solid #d0d0d0; border-radius: 4px; background: #fff; }
  a { color: #0c5bb5; }
`;

/**
 * GET /docs/ and /docs/NAME: a page of the manual in the demo's layout, with a line of links to
 * every page; /docs/images/FILE its pictures; /docs/favicon.svg its icon (the demo's), so every
 * page names an icon that this route itself serves, whatever else the server serves.
 * @param {string} root  the repository root
 * @param {(ctx: import('./context.mjs').Context, title: string, content: SafeHtml, style: string, icon: string) => SafeHtml} layout
 * @returns {import('./context.mjs').Route}
 */
export function docsRoute(root, layout) {
  const pages = loadDocs(root);
  const nav = html`<nav class="docs-nav" aria-label="Manual">${[...pages].map(([name, page]) => html`<a href="${name === '' ? './' : name}">${name === '' ? 'Marquee' : page.title}</a>`)}</nav>`;
  const images = new Map(
    readdirSync(join(root, 'docs', 'images'))
      .filter((file) => file.endsWith('.png'))
      .map((file) => [file, readFileSync(join(root, 'docs', 'images', file))]),
  );
  const icon = readFileSync(join(root, 'demo', 'favicon.svg'));
  return {
    name: 'docs',
    matches: (path) => /^\/docs(\/.*)?$/.test(path),
    async handle(ctx) {
      if (ctx.method !== 'GET' && ctx.method !== 'HEAD') throw new HttpError(405, 'use GET');
      if (ctx.rawPath === '/docs') {
        ctx.res.writeHead(308, { location: '/docs/' }).end();
        return;
      }
      const name = ctx.rawPath.slice('/docs/'.length);
      if (name === 'favicon.svg') {
        ctx.res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'no-cache' }).end(ctx.method === 'HEAD' ? undefined : icon);
        return;
      }
      const image = /^images\/([\w.-]+)$/.exec(name)?.[1];
      if (image !== undefined) {
        const bytes = images.get(image);
        if (!bytes) throw new HttpError(404, 'no such image');
        ctx.res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-cache' }).end(ctx.method === 'HEAD' ? undefined : bytes);
        return;
      }
      // The site's own pages may frame the manual and its examples (its tests do, in every engine); others may not.
      const policy = String(ctx.res.getHeader('content-security-policy') ?? '');
      ctx.res.setHeader('content-security-policy', policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
      ctx.res.setHeader('x-frame-options', 'SAMEORIGIN');
      const example = /^examples\/([a-z0-9-]+)\/([1-9][0-9]*)$/.exec(name);
      if (example) {
        const [, pageName = '', number = ''] = example;
        const code = pages.get(pageName === 'index' ? '' : pageName)?.examples[Number(number) - 1];
        if (code === undefined) throw new HttpError(404, 'no such example in the manual');
        sendHtml(ctx.res, 200, addNonces(examplePage(code), ctx.nonce));
        return;
      }
      const page = pages.get(name);
      if (!page) throw new HttpError(404, 'no such page of the manual');
      // The icon relative to the page: /docs/ and /docs/NAME both find it at /docs/favicon.svg.
      sendHtml(ctx.res, 200, layout(ctx, `${page.title} · manual`, html`${nav}<div class="docs-page">${page.body}</div>`, DOCS_STYLE, 'favicon.svg').text, { vary: 'Cookie' });
    },
  };
}
