// The server is warm before it listens (issue 37): the first page for a new visitor loads the
// renderer, jsdom (the consent question's sanitizer) and the suggestion index, which took the first
// visitor after a start several seconds. So each server answers that page once, on a private
// loopback port, before it opens its own.

/**
 * Answers `paths` once each with a server made by `createServer`, on a private port, then closes it;
 * once for each of `cookies` (a Cookie header, '' for none): the renderer compiles each kind of
 * visitor's page the first time it renders one (a member's is not a new visitor's).
 * @param {() => import('node:http').Server} createServer
 * @param {string[]} paths
 * @param {string[]} [cookies]
 */
export async function warmUp(createServer, paths, cookies = ['']) {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = probe.address();
  const base = `http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}`;
  try {
    for (const cookie of cookies) {
      for (const path of paths) await (await fetch(`${base}${path}`, { headers: { accept: 'text/html', 'accept-language': 'en-US', ...(cookie ? { cookie } : {}) } })).arrayBuffer();
    }
  } catch (error) {
    // A cold server still serves; the first visitor waits, as before.
    console.warn('[marquee] warm-up failed; the first request will be slower:', error);
  } finally {
    probe.closeAllConnections();
    await new Promise((resolve) => probe.close(resolve));
  }
}
