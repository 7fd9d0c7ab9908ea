// A database that goes away and comes back, as a TCP proxy in front of the test's PostgreSQL: on a
// port of its own, reserved before it listens, so a backend can be pointed at a database that is
// not there yet. shut() is the database going down (its connections cut, new ones refused), open()
// it coming (back) up.
import { createServer, connect } from 'node:net';

/**
 * @param {string} databaseUrl  the database behind it
 */
export async function databaseProxy(databaseUrl) {
  const target = new URL(databaseUrl);
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();
  /** @param {import('node:net').Socket} socket */
  const track = (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  /** @type {import('node:net').Server | undefined} */
  let server;

  // A port nobody listens on now, kept for open().
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = probe.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((resolve) => probe.close(resolve));

  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  return {
    /** The database's URL through the proxy. */
    url: url.href,
    async open() {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        track(client);
        track(upstream);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        client.pipe(upstream).pipe(client);
      });
      await new Promise((resolve) => server?.listen(port, '127.0.0.1', () => resolve(undefined)));
    },
    async shut() {
      const closing = server;
      server = undefined;
      for (const socket of sockets) socket.destroy();
      if (closing) await new Promise((resolve) => closing.close(resolve));
    },
  };
}
