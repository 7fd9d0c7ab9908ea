// Run by requestCost.test.mjs as `node --expose-gc hugeUrls.mjs COUNT LENGTH`: the reference
// backend with its server-rendered pages, in a process of its own, asked COUNT times for `/` with
// a query that makes the address LENGTH characters long (each one different, as an attacker's
// would be). Prints its heap, after a full collection, before and after, and its resident set
// (which a collection need not give back to the system), as one line of JSON.
import { fileURLToPath } from 'node:url';
import { startBackend } from './backend.mjs';

const [count, length] = process.argv.slice(2).map(Number);
if (!count || !length || typeof globalThis.gc !== 'function') throw new Error('usage: node --expose-gc hugeUrls.mjs COUNT LENGTH');
const gc = globalThis.gc;
const server = await startBackend({ staticRoot: fileURLToPath(new URL('../../..', import.meta.url)) });

/** Heap in use after a full collection, in bytes. */
const heap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

// Once first: the renderer and its messages are loaded then, and are no part of what a request costs.
await (await server.fetch('/')).text();
const before = heap();
const rssBefore = process.memoryUsage().rss;
const statuses = new Set();
for (let i = 0; i < count; i++) {
  const prefix = `/?n=${i}&x=`;
  const res = await server.fetch(prefix + '%FF'.repeat(Math.floor((length - prefix.length) / 3)));
  await res.arrayBuffer();
  statuses.add(res.status);
}
const after = heap();
const rssAfter = process.memoryUsage().rss;
await server.close();
console.log(JSON.stringify({ before, after, rssBefore, rssAfter, statuses: [...statuses] }));
