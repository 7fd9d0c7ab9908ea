// For browser tests of the moments between the header hydrating and a lazy part of it arriving
// (issue 72): a switch on the test server that holds the build's files whose path contains a given
// text until the test lets them go, or answers them with an error status. Deterministic where a
// sleep is not: a test holds the part, waits until the page has asked for it, acts, then releases.
//
//   POST   /__chunks  { match, hold?: true, status? }  → 204: files under /dist/ whose path contains
//                                                         `match` are held, or answered `status`
//   GET    /__chunks                                    → 200 { held: [paths waiting now] }
//   DELETE /__chunks                                    → 204: every held file goes on; switches off
//   GET    /__fresh/TOKEN/dist/…                        → /dist/…, at a URL of the page's own (freshBundle)

/** @typedef {{ match: string, hold?: boolean, status?: number }} ChunkSwitch */

/** @returns {(ctx: import('koa').Context, next: () => Promise<unknown>) => Promise<unknown>} */
export function chunkGate() {
  /** @type {ChunkSwitch[]} */
  let switches = [];
  /** @type {{ path: string, release: () => void }[]} */
  let held = [];
  return async (ctx, next) => {
    if (ctx.path === '/__chunks') {
      if (ctx.method === 'GET') {
        ctx.body = { held: held.map((entry) => entry.path) };
      } else if (ctx.method === 'DELETE') {
        switches = [];
        for (const entry of held) entry.release();
        held = [];
        ctx.status = 204;
      } else if (ctx.method === 'POST') {
        const body = JSON.parse(await readBody(ctx.req));
        if (typeof body.match !== 'string' || body.match === '') ctx.throw(400, 'match must be a non-empty string');
        switches.push({ match: body.match, hold: body.hold === true, status: Number.isInteger(body.status) ? body.status : undefined });
        ctx.status = 204;
      }
      return undefined;
    }
    // A page's own copy of the build: /__fresh/TOKEN/dist/… is /dist/…, at URLs no other page has
    // asked for, so that no engine's memory cache can answer it from an earlier page (WebKit took
    // a chunk unasked in a long run, no-store notwithstanding).
    const fresh = /^\/__fresh\/[\w-]+(\/dist\/.*)$/.exec(ctx.path);
    if (fresh) ctx.path = fresh[1] ?? ctx.path;
    const hit = ctx.path.startsWith('/dist/') ? switches.find((entry) => ctx.path.includes(entry.match)) : undefined;
    // The browser must not keep any of the build's files for the next test's page, which may hold
    // or fail it (an error answered included): the backend answers a hashed file immutable for a
    // year, web-test-runner's own cache middleware any file, and a later page took it unasked.
    if (ctx.path.startsWith('/dist/')) answerNoStore(ctx.res);
    if (hit?.status) {
      ctx.status = hit.status;
      ctx.body = `held back by the test (${hit.status})`;
      return undefined;
    }
    if (hit?.hold) await new Promise((release) => held.push({ path: ctx.path, release: () => release(undefined) }));
    await next();
    return undefined;
  };
}

/**
 * Makes `res` answer `cache-control: no-store`, whatever headers its writer gives (the backend
 * writes its own with writeHead).
 * @param {import('node:http').ServerResponse} res
 */
function answerNoStore(res) {
  const writeHead = res.writeHead;
  /** @type {(...args: any[]) => import('node:http').ServerResponse} */
  const noStore = (...args) => {
    for (const headers of args) {
      if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) continue;
      for (const name of Object.keys(headers)) if (name.toLowerCase() === 'cache-control') delete headers[name];
    }
    res.setHeader('cache-control', 'no-store');
    return writeHead.apply(res, /** @type {any} */ (args));
  };
  res.writeHead = /** @type {typeof res.writeHead} */ (noStore);
}

/** @param {import('node:http').IncomingMessage} request */
function readBody(request) {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text || '{}'));
    request.on('error', reject);
  });
}
