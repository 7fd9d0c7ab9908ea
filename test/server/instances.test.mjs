// Issue 39: several backend instances on one PostgreSQL, behind a round-robin proxy, answer as one.
// Three processes of `npm start`'s main.mjs (DATABASE_URL, TRUST_PROXY=1) behind a tiny Node proxy
// that sends each request to the next instance in turn on a connection of its own, as nginx's
// upstream does, and tries the next one when an instance refuses the connection. A visitor's consent, sign-in and events reach every
// instance; a client's writes are refused at one shared budget, not three; stopping an instance,
// even killing it, loses nothing that was answered, and a restarted one forgets no budget.
// PostgreSQL only: run by `npm run test:node:postgres` (part of `npm run test:node`).
import assert from 'node:assert/strict';
import { createServer, request } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { WRITES_PER_MINUTE } from '../../demo/server/app.mjs';
import { ADDRESS_RATE_LIMIT, PROMPT_ID } from '../../demo/server/graph.mjs';
import { POSTGRES, testDatabase } from './helpers/database.mjs';
import { MAIN, startServer } from './helpers/serverProcess.mjs';

const RESPOND = 'mutation R($p: ID!, $a: PrivacyPromptAction!) { respondToPrivacyPrompt(promptId: $p, action: $a) { directives { vendors { allow } } } }';
const PROMPT = '{ privacyPrompt(type: CONSENT_PRIMARY) { privacyPrompt { showPromptOnPageLoad } } privacyDirectives { directives { vendors { allow } } } }';
const JSON_TYPE = { 'content-type': 'application/json' };

/** @typedef {Awaited<ReturnType<typeof startServer>>} Instance */

/**
 * A round-robin reverse proxy on 127.0.0.1: each request goes to the next upstream; one that refuses
 * the connection (stopped) is skipped. It sets X-Forwarded-For and X-Forwarded-Proto as nginx does,
 * and names the instance that answered in X-Upstream.
 * @param {string[]} upstreams  base URLs; the test changes the list as instances stop and start
 */
async function startProxy(upstreams) {
  let turn = 0;
  const server = createServer((req, res) => {
    /** @type {Buffer[]} */
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
      /** @param {number} tries */
      const attempt = (tries) => {
        const upstream = upstreams[turn++ % upstreams.length] ?? '';
        const out = request(`${upstream}${req.url}`, { agent: false, method: req.method, headers: { ...req.headers, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'http' } }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, [...answer.rawHeaders, 'x-upstream', upstream]);
          answer.pipe(res);
        });
        out.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
          if (error.code === 'ECONNREFUSED' && tries < upstreams.length) return attempt(tries + 1);
          if (!res.headersSent) res.writeHead(502, { 'x-upstream': upstream });
          res.end();
        });
        out.end(body);
      };
      attempt(1);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A request through the proxy from a client address of our choosing on loopback (127.0.0.0/8), so
 * one test can be several clients.
 * @param {number} port
 * @param {string} path
 * @param {{ method?: string, headers?: Record<string, string>, body?: string, from?: string }} [options]
 * @returns {Promise<{ status: number, upstream: string, cookies: string[], text: string }>}
 */
function send(port, path, { method = 'GET', headers = {}, body, from = '127.0.0.1' } = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, localAddress: from, agent: false }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          upstream: String(res.headers['x-upstream'] ?? ''),
          cookies: res.headers['set-cookie'] ?? [],
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** @param {string[]} cookies  Set-Cookie values @param {string} name */
const cookieValue = (cookies, name) => cookies.map((cookie) => new RegExp(`^${name}=([^;]*)`).exec(cookie)?.[1]).find((value) => value !== undefined);

describe('three backend instances on one PostgreSQL behind a round-robin proxy', { skip: !POSTGRES && 'PostgreSQL only (npm run test:node:postgres)' }, () => {
  /** @type {import('./helpers/database.mjs').TestDatabase} */
  let db;
  /** @type {Instance[]} */
  let instances = [];
  /** @type {string[]} */
  const upstreams = [];
  /** @type {Awaited<ReturnType<typeof startProxy>>} */
  let proxy;
  /** The visitor of these tests: their cookies as a browser keeps them. */
  const visitor = { session: '', user: '' };
  const cookie = () => [`session-id=${visitor.session}`, ...(visitor.user ? [`marquee-user=${visitor.user}`] : [])].join('; ');
  /** @param {string} path @param {Parameters<typeof send>[2]} [options] */
  const through = (path, options) => send(proxy.port, path, options);
  const start = () => startServer(MAIN, { ...db.env, TRUST_PROXY: '1' });

  before(async () => {
    db = await testDatabase();
    // Started together: they create the schema at the same time, under its lock.
    instances = await Promise.all([start(), start(), start()]);
    upstreams.push(...instances.map((instance) => instance.base));
    proxy = await startProxy(upstreams);
  });
  after(async () => {
    await proxy?.close();
    await Promise.all(instances.map((instance) => instance.stop()));
  });

  /**
   * Asks every instance in turn; returns what each answered.
   * @param {(i: number) => ReturnType<typeof send>} ask
   */
  async function everyInstance(ask) {
    const answers = [];
    for (let i = 0; i < upstreams.length; i += 1) answers.push(await ask(i));
    assert.equal(new Set(answers.map((answer) => answer.upstream)).size, upstreams.length, 'each instance answered once');
    return answers;
  }

  test("a visitor's consent answered through one instance is known to the others, and so are their events", async () => {
    const first = await through('/api/_ajax/weblab/', { method: 'POST', headers: JSON_TYPE, body: '{"weblabs":[]}' });
    visitor.session = cookieValue(first.cookies, 'session-id') ?? '';
    assert.match(visitor.session, /^\d{3}-\d{7}-\d{7}$/);
    // Accepted: calls made before consent are not stored with the session (issue 71), so only an
    // accepting visitor's questions are theirs in the event inspector.
    const answered = await through('/graphql', { method: 'POST', headers: { ...JSON_TYPE, cookie: cookie() }, body: JSON.stringify({ query: RESPOND, variables: { p: PROMPT_ID, a: 'AcceptAll' } }) });
    assert.equal(answered.status, 200, answered.text);
    assert.notEqual(answered.upstream, first.upstream);

    for (const answer of await everyInstance(() => through('/graphql', { method: 'POST', headers: { ...JSON_TYPE, cookie: cookie() }, body: JSON.stringify({ query: PROMPT }) }))) {
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.cookies, [], `${answer.upstream} took the session as its own`);
      const { data } = JSON.parse(answer.text);
      assert.equal(data.privacyPrompt.privacyPrompt.showPromptOnPageLoad, false, `${answer.upstream} knows the visitor answered`);
      assert.deepEqual(data.privacyDirectives.directives.vendors.map((/** @type {{ allow: boolean }} */ v) => v.allow), [true, true, true], `${answer.upstream} knows the answer`);
    }
    // The event inspector: every instance shows the visitor the same events, their own.
    const feeds = (await everyInstance(() => through('/_demo/events', { headers: { cookie: cookie() } }))).map((answer) => JSON.parse(answer.text).events);
    assert.ok(feeds[0].length >= 4, `${feeds[0].length} events`);
    for (const feed of feeds) assert.deepEqual(feed, feeds[0]);
  });

  test('a sign-in through one instance holds on the others: its new session is known everywhere, the old one nowhere', async () => {
    const oldSession = visitor.session;
    const signedIn = await through('/registration/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', cookie: cookie() },
      body: 'username=ada&u=%2F',
    });
    assert.equal(signedIn.status, 303, signedIn.text);
    visitor.session = cookieValue(signedIn.cookies, 'session-id') ?? '';
    visitor.user = cookieValue(signedIn.cookies, 'marquee-user') ?? '';
    assert.equal(visitor.user, 'ada');
    assert.notEqual(visitor.session, oldSession);

    // An instance that did not know the session would hand out another: none does.
    const weblabs = await everyInstance(() => through('/api/_ajax/weblab/', { method: 'POST', headers: { ...JSON_TYPE, cookie: cookie() }, body: '{"weblabs":["MARQUEE_FOOTER_APP_BUTTON"]}' }));
    for (const answer of weblabs) {
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.cookies, [], `${answer.upstream} takes the signed-in session`);
      assert.equal(answer.text, weblabs[0]?.text, 'the same treatments: the same session');
    }
    // The member's consent was the last visitor's: on no instance is it theirs.
    for (const answer of await everyInstance(() => through('/graphql', { method: 'POST', headers: { ...JSON_TYPE, cookie: cookie() }, body: JSON.stringify({ query: PROMPT }) }))) {
      assert.equal(JSON.parse(answer.text).data.privacyPrompt.privacyPrompt.showPromptOnPageLoad, true, answer.upstream);
    }
    for (const answer of await everyInstance(() => through('/api/_ajax/weblab/', { method: 'POST', headers: { ...JSON_TYPE, cookie: `session-id=${oldSession}` }, body: '{"weblabs":[]}' }))) {
      assert.ok(cookieValue(answer.cookies, 'session-id'), `${answer.upstream} no longer takes the session sign-in ended`);
    }
  });

  test("a client's writes are refused at the shared budget, not three times it", async () => {
    /** @type {{ status: number, upstream: string }[]} */
    const beacons = [];
    for (let i = 0; i < WRITES_PER_MINUTE + 12; i += 1) beacons.push(await through(`/tr/?ht=pageHit&ref_=budget-${i}`));
    assert.deepEqual(beacons.slice(0, WRITES_PER_MINUTE).map((answer) => answer.status), Array(WRITES_PER_MINUTE).fill(204));
    assert.deepEqual(beacons.slice(WRITES_PER_MINUTE).map((answer) => answer.status), Array(12).fill(429));
    assert.equal(new Set(beacons.slice(WRITES_PER_MINUTE).map((answer) => answer.upstream)).size, 3, 'every instance refuses');
    assert.equal((await db.rows('events')).filter((row) => String(row.path) === '/tr/' && String(row.query).includes('budget-')).length, WRITES_PER_MINUTE);
    assert.equal((await through('/tr/?ht=pageHit', { from: '127.0.0.2' })).status, 204, 'another client has a budget of its own');

    // Consent decisions per address, the same: the visitor answered once already.
    const statuses = [];
    for (let i = 0; i < ADDRESS_RATE_LIMIT + 5; i += 1) {
      statuses.push((await through('/graphql', { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ query: RESPOND, variables: { p: PROMPT_ID, a: 'AcceptAll' } }) })).status);
    }
    assert.equal(statuses.filter((status) => status === 200).length, ADDRESS_RATE_LIMIT - 1);
    assert.equal((await db.rows('consent_decisions')).length, ADDRESS_RATE_LIMIT);
  });

  test('killing an instance while it answers loses nothing that was answered; a restarted one forgets no budget', async () => {
    const rowsBefore = await db.rows('events');
    // Another client's writes, forty at once, while the first instance is killed (no chance to finish anything).
    const load = Array.from({ length: 40 }, (_, i) => through(`/tr/?ht=pageHit&ref_=load-${i}`, { from: '127.0.0.3' }).catch(() => ({ status: 0, upstream: '' })));
    const killed = /** @type {Instance} */ (instances[0]);
    killed.child.kill('SIGKILL');
    await new Promise((resolve) => killed.child.once('exit', resolve));
    const answers = await Promise.all(load);
    const stored = new Set((await db.rows('events')).map((row) => String(row.query)));
    const answered = answers.flatMap((answer, i) => (answer.status === 204 ? [i] : []));
    // What the killed one was answering is cut (502); what came after, the others answered.
    assert.ok(answered.length >= 20, `${answered.length} of 40 answered`);
    for (const i of answered) assert.ok(stored.has(JSON.stringify({ ht: 'pageHit', ref_: `load-${i}` })), `write ${i} was answered, so it is stored`);
    for (const row of rowsBefore) assert.ok(stored.has(String(row.query)), 'nothing stored before is lost');

    // A new process where the killed one was: it knows the visitor, their consent and the spent budget.
    const restarted = await start();
    instances[0] = restarted;
    upstreams.splice(0, 1, restarted.base);
    for (const answer of await everyInstance(() => through('/tr/?ht=pageHit'))) assert.equal(answer.status, 429, `${answer.upstream}: the budget is still spent`);
    for (const answer of await everyInstance(() => through('/api/_ajax/weblab/', { method: 'POST', headers: { ...JSON_TYPE, cookie: cookie() }, body: '{"weblabs":[]}' }))) {
      assert.deepEqual(answer.cookies, [], `${answer.upstream} knows the session`);
    }

    // Stopped as an operator stops one (SIGTERM): it finishes the request it was receiving, the
    // others answer the rest meanwhile, and it exits cleanly.
    const stopping = /** @type {Instance} */ (instances[1]);
    const exited = new Promise((resolve) => stopping.child.once('exit', (code) => resolve(code)));
    const form = 'ht=actionOnly&pageAction=drained';
    const slow = new Promise((resolve, reject) => {
      const req = request(`${stopping.base}/tr/`, { method: 'POST', agent: false, headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(form.length) } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      });
      req.on('error', reject);
      req.write(form.slice(0, 10));
      void delay(300).then(() => {
        stopping.child.kill('SIGTERM');
        return delay(300);
      }).then(() => req.end(form.slice(10)));
    });
    await delay(400);
    // It no longer takes connections: the proxy passes its turns on.
    for (let i = 0; i < 4; i += 1) assert.equal((await through(`/tr/?ht=pageHit&ref_=meanwhile-${i}`, { from: '127.0.0.4' })).status, 204);
    assert.equal(await slow, 204, 'the request it was receiving when told to stop is answered');
    assert.equal(await exited, 0);
    assert.ok((await db.rows('events')).some((row) => String(row.body).includes('drained')), 'and stored');
  });
});
