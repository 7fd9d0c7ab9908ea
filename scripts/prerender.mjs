// `npm run prerender -- --origin https://www.example.com` (after `npm run build`): the header and
// footer server-rendered for a signed-out visitor in every locale, as ready-to-include HTML for
// servers that are not Node: dist/prerendered/{locale}/site-header.html and site-footer.html. Each
// is the element with its declarative shadow root, which the script then hydrates (docs/server-rendering.md). The origin is the site's: the links are written absolute to it, as are the few other
// absolute URLs (the footer's app QR code). It is the option, else "marquee-site-chrome":
// { "origin": … } in the package.json of the folder it runs in.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';

const { renderElement, SUPPORTED_LOCALES } = await import(new URL('../dist/server/index.js', import.meta.url).href).catch(() => {
  console.error('dist/server/index.js is missing: run `npm run build` first.');
  process.exit(1);
});

/** The site's origin, as given; undefined when it is given nowhere or is no http(s) origin. */
async function siteOrigin() {
  const { values } = parseArgs({ options: { origin: { type: 'string' } } });
  const setting = values.origin ?? (await readFile('package.json', 'utf8').then((text) => JSON.parse(text)['marquee-site-chrome']?.origin, () => undefined));
  try {
    const url = new URL(setting);
    return ['http:', 'https:'].includes(url.protocol) ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

const origin = await siteOrigin();
if (!origin) {
  console.error('npm run prerender needs the site\'s origin: `npm run prerender -- --origin https://www.example.com`, or "marquee-site-chrome": { "origin": "https://www.example.com" } in package.json.');
  process.exit(1);
}
const TAGS = ['site-header', 'site-footer'];
const out = new URL('../dist/prerendered/', import.meta.url);
for (const locale of SUPPORTED_LOCALES) {
  const dir = new URL(`${locale}/`, out);
  await mkdir(dir, { recursive: true });
  for (const tag of TAGS) await writeFile(new URL(`${tag}.html`, dir), `${await renderElement(tag, {}, { locale, origin })}\n`);
}
console.log(`Wrote ${String(SUPPORTED_LOCALES.length * TAGS.length)} fragments for ${origin} to dist/prerendered/{locale}/{${TAGS.join(',')}}.html`);
