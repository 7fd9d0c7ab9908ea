// `npm run prerender` (after `npm run build`): the header and footer server-rendered for a
// signed-out visitor in every locale, as ready-to-include HTML for servers that are not Node:
// dist/prerendered/{locale}/site-header.html and site-footer.html. Each is the element with its
// declarative shadow root, which the script then hydrates (README, "Server rendering").
import { mkdir, writeFile } from 'node:fs/promises';

const { renderElement, SUPPORTED_LOCALES } = await import(new URL('../dist/server/index.js', import.meta.url).href).catch(() => {
  console.error('dist/server/index.js is missing: run `npm run build` first.');
  process.exit(1);
});

const TAGS = ['site-header', 'site-footer'];
const out = new URL('../dist/prerendered/', import.meta.url);
for (const locale of SUPPORTED_LOCALES) {
  const dir = new URL(`${locale}/`, out);
  await mkdir(dir, { recursive: true });
  for (const tag of TAGS) await writeFile(new URL(`${tag}.html`, dir), `${await renderElement(tag, {}, { locale })}\n`);
}
console.log(`Wrote ${String(SUPPORTED_LOCALES.length * TAGS.length)} fragments to dist/prerendered/{locale}/{${TAGS.join(',')}}.html`);
