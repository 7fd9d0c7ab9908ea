// Issue 25: a host renders the banner on its own server with the prompt it asked for itself.
// marquee-site-chrome/server's fetchPrivacyPrompt sends the banner's own headers (client name, the page's
// locale as Accept-Language, the visitor's cookie passed on). Needs dist/ (npm run build).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { startBackendServer } from './helpers/backendServer.mjs';

const SERVER = new URL('../../dist/server/index.js', import.meta.url);
const skip = existsSync(SERVER) ? false : 'dist/ is missing: run `npm run build` first';

/** @type {Awaited<ReturnType<typeof startBackendServer>>} */
let server;
before(async () => {
  if (!skip) server = await startBackendServer({ faults: true });
});
after(() => server?.close());

test('asks in the page’s locale with the banner’s client name, and a locale that is no tag is not sent', { skip }, async () => {
  /** @type {typeof import('../../src/server')} */
  const { fetchPrivacyPrompt } = await import(SERVER.href);
  const endpoint = `${server.origin}/graphql`;
  const german = await fetchPrivacyPrompt({ endpoint, locale: 'de-DE', clientVariant: 'mobile' });
  assert.match(german.prompt?.plainText ?? '', /^Wir verwenden Cookies/);
  const events = /** @type {{ events: { type: string, headers: Record<string, string> }[] }} */ (await (await fetch(`${server.origin}/__events?type=graphql`)).json()).events;
  assert.equal(events.at(-1)?.headers['x-imdb-client-name'], 'imdb-web-next-mobile-ConsentBanner');
  const fallback = await fetchPrivacyPrompt({ endpoint, locale: 'de-DE\r\nx-evil: 1' });
  assert.match(fallback.prompt?.plainText ?? '', /^We use cookies/);
});
