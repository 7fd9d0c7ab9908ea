import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { baseLocale, resolveLocale } from '../i18n/locales';
import { afterPaintLoader } from './afterPaintLoader';

export interface HeadTagOptions {
  /** Where the page finds `dist/`, ending in `/`: a path, or another origin's URL. Default `/dist/`. */
  base?: string;
  /** The page's locale: its messages are preloaded with the bundle (en-US's are in it). */
  locale?: string;
  /**
   * `after-paint` for a page whose chrome the server rendered: the after-paint loader, for the end
   * of `<body>`, which loads the bundle after the first frame (docs/server-rendering.md);
   * `prefetch`, for the `<head>` of that page: the shared code, asked for as the page is parsed and
   * kept in the HTTP cache for the loader. Default `at-once`, for client-rendered chrome, in the
   * `<head>`.
   */
  load?: 'at-once' | 'after-paint' | 'prefetch';
  /**
   * Adds each file's subresource-integrity hash and `crossorigin`, and an import map with the
   * hashes of the files loaded later, for a bundle served from another origin (docs/partner-sites.md).
   */
  integrity?: boolean;
  /** A CSP nonce for the scripts and the import map. */
  nonce?: string;
  /**
   * Names the bundle by a versioned channel instead of this build's hashed names, for a page that
   * copies its tags once rather than generating them with each build (docs/partner-sites.md):
   * `major` (`dist/v0/marquee.js`), the current build of this major, which every deploy of the major
   * moves; `exact` (`dist/0.1.0/marquee.js`), this version for good, with its integrity hash. With
   * `load: 'at-once'` only.
   */
  channel?: 'major' | 'exact';
}

interface Manifest {
  entries: Record<string, { file: string; imports: string[] }>;
  /** The versioned channels this build is served by (scripts/channels.mjs). */
  channels?: { major: string; exact: string };
  locales: Record<string, { file: string; imports: string[] } | undefined>;
  integrity: Record<string, string>;
  /** The hydration code a page with server-rendered chrome loads besides (scripts/delivery.mjs). */
  hydration?: string[];
  /** What the footer and the banner hydrate with besides (their content, the question). */
  parts?: string[];
}

let manifest: Manifest | undefined;

/** The build's manifest.json, beside dist/server/; read once, as it changes only with the build. */
function buildManifest(): Manifest | undefined {
  try {
    manifest ??= JSON.parse(readFileSync(new URL('../manifest.json', import.meta.url), 'utf8')) as Manifest;
  } catch (error) {
    console.error('[marquee] chromeHeadTags: dist/manifest.json cannot be read; the page loads the chrome by its stable names, without preloading.', error);
  }
  return manifest;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The up-front graph: the bundle, and the files it and the page's locale load before it runs. */
function upFront(built: Manifest, locale: string | undefined) {
  const bundle = built.entries.marquee;
  if (!bundle) return undefined;
  const resolved = locale === undefined ? baseLocale : resolveLocale(locale);
  const messages = resolved === baseLocale ? undefined : built.locales[resolved];
  return { bundle: bundle.file, files: [...new Set([...bundle.imports, ...(messages ? [...messages.imports, messages.file] : [])])] };
}

/** The code every element's entry imports: the shared chunk, most of what a page hydrates with. */
function sharedCode(built: Manifest): string[] {
  const imports = ['site-header', 'site-footer', 'consent-banner'].map((entry) => built.entries[entry]?.imports ?? []);
  return imports.reduce((shared, each) => shared.filter((file) => each.includes(file)));
}

/**
 * For the head of a page whose chrome the server rendered: the shared code as a prefetch, which
 * the browser asks for as soon as the parser meets it, into its HTTP cache only (not parsed or
 * compiled; the module the loader adds after the first frame takes it from there, or joins it
 * while it streams in). Over a slow link the download then starts some 300 ms before that frame
 * (the page's parse and first layout at 4× CPU) instead of after it: on slow 4G at 4× CPU the
 * header was interactive 200–300 ms sooner after painting (four interleaved runs of 15–17 page
 * views a row), its first frame within the noise of without it (loopback first view, five runs:
 * 1.10× its floor on average against 1.09×, each run ± 0.1). A module preload there cost that
 * frame 5–27%: it compiles what it fetched, on a repeat view before the frame; so did six
 * prefetches (every up-front file) on loopback, 30%. With `crossorigin`, so that it is the request
 * the module makes (from another origin, without credentials), and its cache entry the one the
 * module reads.
 */
function prefetchTags(built: Manifest, base: string): string {
  return sharedCode(built)
    .map((file) => `<link rel="prefetch" href="${escapeAttribute(`${base}${file}`)}" crossorigin="anonymous">`)
    .join('\n');
}

/** The after-paint loader's text for these options; undefined without a readable manifest. */
function loaderFor(built: Manifest | undefined, { base = '/dist/', locale, integrity = false, nonce }: HeadTagOptions) {
  const graph = built && upFront(built, locale);
  if (!built || !graph) return undefined;
  const hash = integrity ? built.integrity[graph.bundle] : undefined;
  // The loader is for server-rendered chrome, which hydrates: its code comes with the bundle's,
  // the footer's and the banner's parts once the bundle has run (AfterPaintOrders.later).
  const files = [...graph.files, ...(built.hydration ?? [])];
  const at = (file: string) => `${base}${file}`;
  return afterPaintLoader({ bundle: at(graph.bundle), preload: files.map(at), later: (built.parts ?? []).map(at), integrity: hash, nonce });
}

/**
 * The CSP source that allows the after-paint loader `chromeHeadTags({ ...options, load:
 * 'after-paint' })` writes, by its hash: `script-src 'self' 'sha256-…'`. The loader names its
 * bundle, so the hash changes with each build (and with base, locale and integrity); a copy that
 * names another bundle does not match it. Undefined without a readable manifest.
 */
export function afterPaintLoaderHash(options: Omit<HeadTagOptions, 'load' | 'nonce'> = {}): string | undefined {
  const loader = loaderFor(buildManifest(), { ...options, nonce: undefined });
  return loader === undefined ? undefined : `sha256-${createHash('sha256').update(loader).digest('base64')}`;
}

/**
 * The tags that load the chrome, for the page's `<head>`: one `<link rel="modulepreload">` for
 * every file the bundle and the page's locale load up front, so the browser asks for all of them
 * at once instead of discovering them level by level, and the script itself, by its hashed name,
 * so a repeat view asks for nothing (docs/using-on-a-page.md). After paint, for the end of
 * `<body>`: the after-paint loader, naming the bundle and those files in its own text, to ask for
 * once the server's chrome has painted; and with `load: 'prefetch'`, for that page's `<head>`, the
 * shared code as a prefetch, so that a slow link starts on it while the page is parsed.
 */
export function chromeHeadTags(options: HeadTagOptions = {}): string {
  const { base = '/dist/', locale, load = 'at-once', integrity = false, nonce, channel } = options;
  const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : '';
  const built = buildManifest();
  if (channel !== undefined) return channelTags(built, options);
  const graph = built && upFront(built, locale);
  // Without the hashed names, the stable ones: after paint, the entry that waits for the first frame.
  const stable = load === 'after-paint' ? 'marquee-after-paint.js' : 'marquee.js';
  // Without the hashed names (the loader then names the stable entries, revalidated) there is
  // nothing to prefetch.
  if (load === 'prefetch') return built && graph ? prefetchTags(built, base) : '';
  if (!built || !graph) return `<script type="module" src="${escapeAttribute(`${base}${stable}`)}"${nonceAttribute}></script>`;
  const url = (file: string) => escapeAttribute(`${base}${file}`);
  const hash = (file: string) => (integrity ? (built.integrity[file] ?? '') : '');
  const checked = (file: string) => (hash(file) ? ` integrity="${hash(file)}" crossorigin="anonymous"` : '');
  const tags =
    load === 'after-paint'
      ? [`<script${nonceAttribute}>${loaderFor(built, options) ?? ''}</script>`]
      : [...graph.files.map((file) => `<link rel="modulepreload" href="${url(file)}"${checked(file)}${nonceAttribute}>`), `<script type="module" src="${url(graph.bundle)}"${checked(graph.bundle)}${nonceAttribute}></script>`];
  if (integrity) {
    // Files loaded later (lazy code, other locales) are checked through the import map, where the browser supports it.
    const hashes = Object.fromEntries(Object.entries(built.integrity).map(([file, hash]) => [`${base}${file}`, hash]));
    tags.unshift(`<script type="importmap"${nonceAttribute}>${JSON.stringify({ integrity: hashes }).replace(/</g, '\\u003c')}</script>`);
  }
  return tags.join('\n');
}

/**
 * The CSP sources (`sha256-…`, without quotes) that allow every inline script chromeHeadTags writes
 * with these options, for `script-src` on a page whose policy allows inline code by hash only: the
 * import map of `integrity: true` (which checks the files loaded later) and the after-paint loader.
 * Taken from the tags themselves, so they cannot drift from them; they change with each build.
 *
 * ```js
 * const tags = chromeHeadTags({ integrity: true, locale });
 * const csp = `script-src 'self' ${chromeHeadTagHashes({ integrity: true, locale }).map((hash) => `'${hash}'`).join(' ')}`;
 * ```
 */
export function chromeHeadTagHashes(options: Omit<HeadTagOptions, 'nonce'> = {}): string[] {
  const tags = chromeHeadTags({ ...options, nonce: undefined });
  // Inline scripts: those with no src (the import map, the loader); a module script names its file.
  return [...tags.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, text = '']) => `sha256-${createHash('sha256').update(text).digest('base64')}`);
}

/**
 * The tags for a page that names a versioned channel (HeadTagOptions.channel): the channel's
 * `marquee.js`, with its integrity for an exact version (which never changes), and with
 * `integrity: true` the import map of this build's hashes (an exact version's files are this
 * build's; a major's move with each deploy, so its page gets none). Without the manifest, or asked
 * for another `load` or channel, one console error and the stable name.
 */
function channelTags(built: Manifest | undefined, { base = '/dist/', load = 'at-once', integrity = false, nonce, channel }: HeadTagOptions): string {
  const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : '';
  const channels = built?.channels;
  if (!built || !channels || load !== 'at-once' || (channel !== 'major' && channel !== 'exact')) {
    console.error(
      `[marquee] chromeHeadTags: channel ${JSON.stringify(channel)} with load ${JSON.stringify(load)} cannot be written (${!channels ? 'the build has no channels in dist/manifest.json' : "only 'major' or 'exact', with load 'at-once'"}); naming the stable marquee.js.`,
    );
    return `<script type="module" src="${escapeAttribute(`${base}marquee.js`)}"${nonceAttribute}></script>`;
  }
  const file = `${channel === 'exact' ? channels.exact : channels.major}/marquee.js`;
  const hash = channel === 'exact' ? built.integrity[file] : undefined;
  const checked = hash ? ` integrity="${hash}" crossorigin="anonymous"` : ' crossorigin="anonymous"';
  const tags = [`<script type="module" src="${escapeAttribute(`${base}${file}`)}"${checked}${nonceAttribute}></script>`];
  if (integrity && channel === 'exact') {
    const hashes = Object.fromEntries(Object.entries(built.integrity).map(([name, value]) => [`${base}${name}`, value]));
    tags.unshift(`<script type="importmap"${nonceAttribute}>${JSON.stringify({ integrity: hashes }).replace(/</g, '\\u003c')}</script>`);
  }
  return tags.join('\n');
}
