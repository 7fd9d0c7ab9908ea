// After the build: the tags that load the chrome (marquee-site-chrome/server's chromeHeadTags) as
// ready-to-include files, for servers that are not Node: dist/head/{locale}.html, for the <head>
// of a page with client-rendered chrome, and dist/head/{locale}.after-paint.html, the after-paint
// loader for the end of the <body> of a page with server-rendered or prerendered chrome, with
// dist/head/prefetch.html for that page's <head> (the shared code as a prefetch, the same for
// every locale); the bundle under /dist/ (docs/using-on-a-page.md). The loader names this build's
// bundle in its text, so its CSP hash is this build's too: dist/head/after-paint-hashes.json, by
// locale; and dist/head/style-hashes.json, the hashes of the server-rendered chrome's inline styles.
import { mkdir, writeFile } from 'node:fs/promises';

const { afterPaintLoaderHash, chromeHeadTags, chromeStyleHashes, SUPPORTED_LOCALES } = await import(new URL('../dist/server/index.js', import.meta.url).href);

const out = new URL('../dist/head/', import.meta.url);
await mkdir(out, { recursive: true });
/** @type {Record<string, string>} */
const hashes = {};
for (const locale of SUPPORTED_LOCALES) {
  await writeFile(new URL(`${locale}.html`, out), `${chromeHeadTags({ locale })}\n`);
  await writeFile(new URL(`${locale}.after-paint.html`, out), `${chromeHeadTags({ locale, load: 'after-paint' })}\n`);
  hashes[locale] = afterPaintLoaderHash({ locale });
}
await writeFile(new URL('prefetch.html', out), `${chromeHeadTags({ load: 'prefetch' })}\n`);
await writeFile(new URL('after-paint-hashes.json', out), `${JSON.stringify(hashes, null, 2)}\n`);
// The server-rendered chrome's inline styles, for style-src on a page without a nonce.
await writeFile(new URL('style-hashes.json', out), `${JSON.stringify(await chromeStyleHashes(), null, 2)}\n`);
