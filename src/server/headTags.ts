import { readFileSync } from 'node:fs';
import { baseLocale, resolveLocale } from '../i18n/locales';

export interface HeadTagOptions {
  /** Where the page finds `dist/`, ending in `/`: a path, or another origin's URL. Default `/dist/`. */
  base?: string;
  /** The page's locale: its messages are preloaded with the bundle (en-US's are in it). */
  locale?: string;
  /**
   * `after-paint` for a page whose chrome the server rendered: the bundle loads after the first
   * frame (README "Server rendering"). Default `at-once`, for client-rendered chrome.
   */
  load?: 'at-once' | 'after-paint';
  /**
   * Adds each file's subresource-integrity hash and `crossorigin`, and an import map with the
   * hashes of the files loaded later, for a bundle served from another origin (README "Partner sites").
   */
  integrity?: boolean;
  /** A CSP nonce for the script and the import map. */
  nonce?: string;
}

interface Manifest {
  entries: Record<string, { file: string; imports: string[] }>;
  locales: Record<string, { file: string; imports: string[] } | undefined>;
  integrity: Record<string, string>;
}

let manifest: Manifest | undefined;

/** The build's manifest.json, beside dist/server/; read once, as it changes only with the build. */
function buildManifest(): Manifest | undefined {
  try {
    manifest ??= JSON.parse(readFileSync(new URL('../manifest.json', import.meta.url), 'utf8')) as Manifest;
  } catch (error) {
    console.error('[marquee] chromeHeadTags: dist/manifest.json cannot be read; the page loads dist/marquee.js without preloading.', error);
  }
  return manifest;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The tags that load the chrome, for the page's `<head>`: one `<link rel="modulepreload">` for
 * every file the bundle and the page's locale load up front, so the browser asks for all of them
 * at once instead of discovering them level by level, and the script itself, by its hashed name,
 * so a repeat view asks for nothing (README "Caching and preloading"). After paint, the script
 * alone, naming those files for the entry to ask for once the server's chrome has painted.
 */
export function chromeHeadTags(options: HeadTagOptions = {}): string {
  const { base = '/dist/', locale, load = 'at-once', integrity = false, nonce } = options;
  const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : '';
  const built = buildManifest();
  if (!built) return `<script type="module" src="${escapeAttribute(`${base}marquee.js`)}"${nonceAttribute}></script>`;
  const url = (file: string) => escapeAttribute(`${base}${file}`);
  const checked = (file: string) => (integrity && built.integrity[file] ? ` integrity="${built.integrity[file]}" crossorigin="anonymous"` : '');
  const bundle = built.entries.marquee;
  const script = load === 'after-paint' ? built.entries['marquee-after-paint'] : bundle;
  const resolved = locale === undefined ? baseLocale : resolveLocale(locale);
  const messages = resolved === baseLocale ? undefined : built.locales[resolved];
  const preloaded = new Set([...(load === 'after-paint' && bundle ? [...bundle.imports, bundle.file] : (bundle?.imports ?? [])), ...(messages ? [...messages.imports, messages.file] : [])]);
  // After paint, the entry itself asks for them once the page has painted (src/marqueeAfterPaint.ts).
  const tags = load === 'after-paint' ? [] : [...preloaded].map((file) => `<link rel="modulepreload" href="${url(file)}"${checked(file)}>`);
  const later = load === 'after-paint' ? ` data-preload="${escapeAttribute([...preloaded].join(' '))}"` : '';
  if (script) tags.push(`<script type="module" src="${url(script.file)}"${checked(script.file)}${later}${nonceAttribute}></script>`);
  if (integrity) {
    // Files loaded later (lazy code, other locales) are checked through the import map, where the browser supports it.
    const hashes = Object.fromEntries(Object.entries(built.integrity).map(([file, hash]) => [`${base}${file}`, hash]));
    tags.unshift(`<script type="importmap"${nonceAttribute}>${JSON.stringify({ integrity: hashes }).replace(/</g, '\\u003c')}</script>`);
  }
  return tags.join('\n');
}
