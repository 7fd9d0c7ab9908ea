import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { baseLocale, resolveLocale } from '../i18n/locales';
import { AFTER_PAINT_LOADER } from './afterPaintLoader';

export interface HeadTagOptions {
  /** Where the page finds `dist/`, ending in `/`: a path, or another origin's URL. Default `/dist/`. */
  base?: string;
  /** The page's locale: its messages are preloaded with the bundle (en-US's are in it). */
  locale?: string;
  /**
   * `after-paint` for a page whose chrome the server rendered: the after-paint loader, for the end
   * of `<body>`, which loads the bundle after the first frame (README "Server rendering"). Default
   * `at-once`, for client-rendered chrome, in the `<head>`.
   */
  load?: 'at-once' | 'after-paint';
  /**
   * Adds each file's subresource-integrity hash and `crossorigin`, and an import map with the
   * hashes of the files loaded later, for a bundle served from another origin (README "Partner sites").
   */
  integrity?: boolean;
  /** A CSP nonce for the scripts and the import map. */
  nonce?: string;
}

interface Manifest {
  entries: Record<string, { file: string; imports: string[] }>;
  locales: Record<string, { file: string; imports: string[] } | undefined>;
  integrity: Record<string, string>;
}

/** The CSP source that allows the after-paint loader by its hash: `script-src 'self' 'sha256-…'`. */
export const AFTER_PAINT_LOADER_HASH = `sha256-${createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64')}`;

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

/**
 * The tags that load the chrome, for the page's `<head>`: one `<link rel="modulepreload">` for
 * every file the bundle and the page's locale load up front, so the browser asks for all of them
 * at once instead of discovering them level by level, and the script itself, by its hashed name,
 * so a repeat view asks for nothing (README "Caching and preloading"). After paint, for the end of
 * `<body>`: the after-paint loader, naming the bundle and those files for it to ask for once the
 * server's chrome has painted.
 */
export function chromeHeadTags(options: HeadTagOptions = {}): string {
  const { base = '/dist/', locale, load = 'at-once', integrity = false, nonce } = options;
  const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : '';
  const built = buildManifest();
  const bundle = built?.entries.marquee;
  // Without the hashed names, the stable ones: after paint, the entry that waits for the first frame.
  const stable = load === 'after-paint' ? 'marquee-after-paint.js' : 'marquee.js';
  if (!built || !bundle) return `<script type="module" src="${escapeAttribute(`${base}${stable}`)}"${nonceAttribute}></script>`;
  const url = (file: string) => escapeAttribute(`${base}${file}`);
  const hash = (file: string) => (integrity ? (built.integrity[file] ?? '') : '');
  const checked = (file: string) => (hash(file) ? ` integrity="${hash(file)}" crossorigin="anonymous"` : '');
  const resolved = locale === undefined ? baseLocale : resolveLocale(locale);
  const messages = resolved === baseLocale ? undefined : built.locales[resolved];
  const upFront = [...new Set([...bundle.imports, ...(messages ? [...messages.imports, messages.file] : [])])];
  const tags =
    load === 'after-paint'
      ? [
          `<script data-bundle="${url(bundle.file)}" data-preload="${escapeAttribute(upFront.join(' '))}"` +
            `${hash(bundle.file) ? ` data-integrity="${hash(bundle.file)}"` : ''}${nonceAttribute}>${AFTER_PAINT_LOADER}</script>`,
        ]
      : [...upFront.map((file) => `<link rel="modulepreload" href="${url(file)}"${checked(file)}>`), `<script type="module" src="${url(bundle.file)}"${checked(bundle.file)}${nonceAttribute}></script>`];
  if (integrity) {
    // Files loaded later (lazy code, other locales) are checked through the import map, where the browser supports it.
    const hashes = Object.fromEntries(Object.entries(built.integrity).map(([file, hash]) => [`${base}${file}`, hash]));
    tags.unshift(`<script type="importmap"${nonceAttribute}>${JSON.stringify({ integrity: hashes }).replace(/</g, '\\u003c')}</script>`);
  }
  return tags.join('\n');
}
