// After the build (needs dist/server and custom-elements.json): the stable entries a client-only page
// names — marquee.js, site-header.js, site-footer.js — paint their elements before React (issue 37).
// Each locale's chrome is rendered here, as the server renderer writes it, with stand-ins for the
// page's values (src/paint/paintData.ts), into dist/paint-{locale}-{hash}.js; en-US's is carried in
// each entry itself. The entry (src/paint/paintChrome.ts, bundled with its orders) paints, asks for
// the bundle at once, and hands on the bundle's exports. manifest.json gains the files, their
// integrity and `paint` (the painting entries, and each locale's file).
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { build } from 'esbuild';

const root = new URL('../', import.meta.url);
const dist = new URL('dist/', root);
const { renderElement, SUPPORTED_LOCALES } = await import(new URL('server/index.js', dist).href);
const { COUNT_STAND_IN, NAME_STAND_IN, PATH_STAND_IN } = await bundled('src/paint/paintData.ts');
const { paintMessages } = await bundled('src/paint/paintMessages.ts');

/** Which stable entry paints which elements. */
const PAINTING = { marquee: ['site-header', 'site-footer'], 'site-header': ['site-header'], 'site-footer': ['site-footer'] };
const INLINE_LOCALE = 'en-US';

/** A TypeScript module of src/ for Node, bundled on the fly (its packages from node_modules). */
async function bundled(/** @type {string} */ path) {
  const { outputFiles } = await build({ entryPoints: [new URL(path, root).pathname], bundle: true, platform: 'node', format: 'esm', packages: 'external', write: false, logLevel: 'error' });
  const file = new URL(`node_modules/.cache/marquee-paint/${path.replace(/\W/g, '_')}.mjs`, root);
  await mkdir(new URL('./', file), { recursive: true });
  await writeFile(file, outputFiles[0]?.text ?? '');
  return import(file.href);
}

/**
 * One element's painted content in one locale, and its styles, as renderElement writes them inside
 * the declarative shadow root.
 * @param {string} tag @param {string} locale @param {Record<string, string>} attributes
 */
async function rendered(tag, locale, attributes) {
  const html = await renderElement(tag, { 'current-uri': PATH_STAND_IN, ...attributes }, { locale });
  const parts = /^<[^>]+><template shadowrootmode="open"><style [^>]*>([\s\S]*?)<\/style>([\s\S]*)<style [^>]*>([\s\S]*?)<\/style><\/template><\/[a-z-]+>$/.exec(html);
  if (!parts) throw new Error(`renderElement's <${tag}> is not as scripts/paint-entries.mjs reads it`);
  const [, before = '', content = '', after = ''] = parts;
  return { styles: `${before}\n${after}`, content };
}

/** The same content but for the attributes it was rendered with (SERVER_ROOT_ATTRIBUTE's JSON). */
const sameContent = (/** @type {string} */ a, /** @type {string} */ b) => a.replace(/^<div [^>]*>/, '') === b.replace(/^<div [^>]*>/, '');

/** The shortest run of the signed-out content a variant reuses: shorter ones cost more than they save. */
const SHARED_RUN = 48;

/**
 * A variant as the signed-out content's runs it shares and text of its own (PaintedVariant): the
 * variants differ in a few places (the member, the count, the attributes rendered with), so the
 * rest, the search box and the drawer's menu among it, is carried once. Checked whole.
 * @param {string} variant
 * @param {string} base  the signed-out content
 * @returns {(string | [number, number])[]}
 */
function sharedWith(variant, base) {
  /** @type {(string | [number, number])[]} */
  const parts = [];
  let at = 0;
  let from = 0;
  while (at < variant.length) {
    let same = 0;
    while (at + same < variant.length && variant[at + same] === base[from + same]) same += 1;
    if (same >= SHARED_RUN) {
      parts.push([from, from + same]);
      at += same;
      from += same;
      continue;
    }
    // Its own text, up to where a run of the base's starts again.
    const start = at;
    let found = -1;
    while (at < variant.length && (found = at + SHARED_RUN <= variant.length ? base.indexOf(variant.slice(at, at + SHARED_RUN)) : -1) < 0) at += 1;
    if (found < 0) at = variant.length;
    parts.push(variant.slice(start, at));
    from = found;
  }
  const whole = parts.map((part) => (typeof part === 'string' ? part : base.slice(...part))).join('');
  if (whole !== variant) throw new Error('paint-entries: a variant does not come back whole from its shared runs');
  return parts;
}

async function paintData(/** @type {string} */ locale) {
  const signedIn = { 'is-logged-in': '', username: NAME_STAND_IN };
  /** @type {Record<string, import('../src/paint/paintData').PaintedElement>} */
  const elements = {};
  for (const tag of ['site-header', 'site-footer']) {
    const out = await rendered(tag, locale, {});
    const counted = await rendered(tag, locale, { ...signedIn, 'watchlist-count': String(COUNT_STAND_IN) });
    const uncounted = await rendered(tag, locale, { ...signedIn, 'watchlist-count': '0' });
    // Only where signing in changes the element (the footer is the same either way).
    elements[tag] = {
      styles: out.styles,
      signedOut: out.content,
      ...(sameContent(out.content, counted.content) ? {} : { signedIn: sharedWith(counted.content, out.content) }),
      ...(sameContent(out.content, uncounted.content) ? {} : { signedInNoCount: sharedWith(uncounted.content, out.content) }),
    };
  }
  return { elements, ...(await paintMessages(locale)) };
}

/** Content-hashed, as rollup names the other files (8 characters of base64url). */
const hashed = (/** @type {string} */ name, /** @type {string} */ code) => `${name}-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
const integrity = (/** @type {string} */ code) => `sha384-${createHash('sha384').update(code).digest('base64')}`;

const manifest = JSON.parse(await readFile(new URL('manifest.json', dist), 'utf8'));
/** @type {Record<string, string>} */
const locales = {};
/** @type {{ elements: Record<string, unknown> } | undefined} */
let inline;
for (const locale of SUPPORTED_LOCALES) {
  const data = await paintData(locale);
  if (locale === INLINE_LOCALE) inline = data;
  const code = `export default ${JSON.stringify(data)};\n`;
  const file = hashed(`paint-${locale}`, code);
  await writeFile(new URL(file, dist), code);
  locales[locale] = file;
  manifest.immutable.push(file);
  manifest.integrity[file] = integrity(code);
}

// Every attribute of the chrome, kebab-case and as the lowercased property a framework writes.
const elementsManifest = JSON.parse(await readFile(new URL('custom-elements.json', root), 'utf8'));
const attributes = [
  ...new Set(
    elementsManifest.modules.flatMap((/** @type {any} */ module) =>
      (module.declarations ?? []).flatMap((/** @type {any} */ declaration) => (declaration.attributes ?? []).flatMap((/** @type {any} */ attribute) => [attribute.name, attribute.fieldName?.toLowerCase()].filter(Boolean))),
    ),
  ),
].sort();
const hydration = Object.keys(manifest.integrity).find((file) => file.startsWith('lazy-hydration-'));
if (!hydration || !inline) throw new Error('the build has no hydration chunk, or no en-US');

for (const [entry, tags] of Object.entries(PAINTING)) {
  const { file, imports, exports = [] } = manifest.entries[entry];
  const carried = { locale: INLINE_LOCALE, data: { ...inline, elements: Object.fromEntries(tags.map((tag) => [tag, inline?.elements[tag]])) } };
  const orders = { entry: `${entry}.js`, tags, inline: carried, attributes, preload: imports, hydration };
  // Imports written out, for bundlers to follow (PaintOrders); left as they are here (external).
  const imported = (/** @type {string} */ name) => `() => import(${JSON.stringify(`./${name}`)})`;
  const others = Object.entries(locales).filter(([locale]) => locale !== INLINE_LOCALE);
  const { outputFiles } = await build({
    stdin: {
      contents:
        `import { paintChrome } from './src/paint/paintChrome';\n` +
        `const bundle = await paintChrome({ ...${JSON.stringify(orders)}, bundle: ${imported(file)}, locales: { ${others.map(([locale, name]) => `${JSON.stringify(locale)}: ${imported(name)}`).join(', ')} } }, import.meta.url);\n` +
        (exports.length > 0 ? `export const { ${exports.join(', ')} } = bundle;\n` : 'export {};\n'),
      resolveDir: root.pathname,
      loader: 'ts',
    },
    external: ['./marquee-*', './site-header-*', './site-footer-*', './paint-*'],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    charset: 'utf8',
    write: false,
    logLevel: 'error',
  });
  const code = outputFiles[0]?.text ?? '';
  await writeFile(new URL(`${entry}.js`, dist), code);
  manifest.integrity[`${entry}.js`] = integrity(code);
}
manifest.paint = { entries: Object.keys(PAINTING).map((entry) => `${entry}.js`), locales };
manifest.immutable.sort();
await writeFile(new URL('manifest.json', dist), `${JSON.stringify(manifest, null, 2)}\n`);
await rm(new URL('node_modules/.cache/marquee-paint/', root), { recursive: true, force: true });
console.log(`Painting entries: ${Object.keys(PAINTING).map((entry) => `${entry}.js`).join(', ')}; ${String(SUPPORTED_LOCALES.length)} locales' painted chrome.`);
