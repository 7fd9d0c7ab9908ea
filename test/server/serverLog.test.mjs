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

// Issue 52: a value from a request writes no line of its own and no terminal escape into the log.
/** A ?locale= that, written raw, starts a forged `[marquee]` line and turns the terminal red. */
const FORGING = ['x%0a%5Bmarquee%5D%20FORGED%20LINE%1b%5B31m', 'x%0d%5Bmarquee%5D%20FORGED%20LINE%e2%80%ae'];

/** @param {string} log */
function assertNothingForged(log) {
  assert.doesNotMatch(log, /^\[marquee\] FORGED/m, 'a forged line');
  for (const raw of ['\r', '\u001b', '\u202e']) assert.ok(!log.includes(raw), `a raw ${JSON.stringify(raw)}`);
}

for (const script of [MAIN, SSR]) {
  test(`${script === MAIN ? 'npm start (main.mjs)' : 'demo/ssr/server.mjs'}: a ?locale= with a newline and an ANSI escape forges no log line`, { skip: !built && 'needs npm run build', timeout: 60_000 }, async () => {
    const server = await startServer(script, script === MAIN ? (await testDatabase()).env : {});
    try {
      for (const locale of FORGING) {
        for (const path of [`/?locale=${locale}`, `/find?q=star&locale=${locale}`, `/api/_ajax/weblab/?locale=${locale}`]) {
          const res = await fetch(server.base + path);
          await res.arrayBuffer();
          assert.ok(res.status < 500, `${path}: ${res.status}`);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      assertNothingForged(server.log());
    } finally {
      await server.stop();
    }
  });
}

test('the renderer, given a request\'s locale as it is, logs it quoted with its control characters escaped', { skip: !built && 'needs npm run build' }, async () => {
  const { chromeHeadTags, renderElement } = /** @type {typeof import('../../src/server')} */ (await import(new URL('../../dist/server/index.js', import.meta.url).href));
  /** @type {string[]} */
  const logged = [];
  const original = console.error;
  console.error = (...parts) => logged.push(parts.map(String).join(' '));
  try {
    for (const locale of FORGING.map(decodeURIComponent)) {
      await renderElement('site-header', { locale });
      chromeHeadTags({ locale });
    }
  } finally {
    console.error = original;
  }
  for (const message of ['invalid locale="x\\n[marquee] FORGED LINE\\u001b[31m"', 'invalid locale="x\\r[marquee] FORGED LINE\\u202e"']) {
    assert.ok(logged.some((line) => line.includes(message)), `no ${message} in\n${logged.join('\n')}`);
  }
  assertNothingForged(logged.join('\n'));
  assert.doesNotMatch(logged.join(''), /\n/, 'a line break inside a message');
});
