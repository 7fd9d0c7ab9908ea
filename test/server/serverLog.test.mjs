// Issue 34: what a request costs the server's log is bounded. A 12 KB `?locale=` or a 14 KB
// Accept-Language (Node takes 16 KB of headers) used to be logged whole, once per rendered
// element: 63 KB of log for one page view. Both servers run as their own processes here, and
// everything each writes to stdout and stderr while answering a request is counted.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { LOG_LINE_MAX } from '../../demo/server/logText.mjs';
import { testDatabase } from './helpers/database.mjs';
import { MAIN, SSR, startServer } from './helpers/serverProcess.mjs';

const built = existsSync(fileURLToPath(new URL('../../dist/server/index.js', import.meta.url)));

/** A well-formed language tag of 12 KB: only its length is wrong. */
const LONG_LOCALE = ['en', ...Array(1333).fill('abcdefgh')].join('-');
/** 14 KB of languages nobody has texts for. */
const LONG_ACCEPT_LANGUAGE = `xx-abcdefgh${',zz-abcdefgh'.repeat(1160)}`;
const PROMPT = JSON.stringify({ query: '{ privacyPrompt(type: CONSENT_PRIMARY) { privacyPrompt { id } } }' });

/**
 * The requests a visitor (or a script) can send with those values, to either server.
 * @type {{ what: string, path: string, init: RequestInit }[]}
 */
const REQUESTS = [
  { what: '12 KB ?locale= on /', path: `/?locale=${LONG_LOCALE}`, init: {} },
  { what: '12 KB ?locale= on a page with its query', path: `/find?q=star&locale=${LONG_LOCALE}`, init: {} },
  { what: '14 KB Accept-Language on /', path: '/', init: { headers: { 'accept-language': LONG_ACCEPT_LANGUAGE } } },
  { what: '14 KB Accept-Language on the consent call', path: '/graphql', init: { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': LONG_ACCEPT_LANGUAGE }, body: PROMPT } },
  { what: '12 KB path', path: `/${'a'.repeat(12_000)}`, init: {} },
];

/**
 * Sends each request in turn and gives how many characters of log each one cost.
 * @param {Awaited<ReturnType<typeof startServer>>} server
 */
async function logPerRequest(server) {
  /** @type {Record<string, number>} */
  const written = {};
  // Its start-up lines are not a request's.
  await new Promise((resolve) => setTimeout(resolve, 100));
  for (const { what, path, init } of REQUESTS) {
    const before = server.log().length;
    const res = await fetch(server.base + path, init);
    await res.arrayBuffer();
    assert.ok(res.status < 500, `${what}: ${res.status}`);
    // Whatever the answer made the server log has reached the pipe by now.
    await new Promise((resolve) => setTimeout(resolve, 100));
    written[what] = server.log().length - before;
  }
  return written;
}

/** @param {Record<string, number>} written */
function assertAboutOneKilobyteEach(written) {
  for (const [what, characters] of Object.entries(written)) assert.ok(characters <= LOG_LINE_MAX, `${what}: ${characters} characters of log`);
}

test('npm start (main.mjs): a 12 KB ?locale= and a 14 KB Accept-Language write at most 1 KB of log per request', { skip: !built && 'needs npm run build', timeout: 60_000 }, async () => {
  const server = await startServer(MAIN, (await testDatabase()).env);
  try {
    assertAboutOneKilobyteEach(await logPerRequest(server));
  } finally {
    await server.stop();
  }
});

test('demo/ssr/server.mjs: a 12 KB ?locale= and a 14 KB Accept-Language write at most 1 KB of log per request', { skip: !built && 'needs npm run build', timeout: 60_000 }, async () => {
  const server = await startServer(SSR);
  try {
    assertAboutOneKilobyteEach(await logPerRequest(server));
  } finally {
    await server.stop();
  }
});
