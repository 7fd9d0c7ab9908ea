// Part of npm run bench:server: the first response after `npm start` beside the second (issue 37:
// the server is warm before it listens). Starts demo/server/main.mjs as its own process, on a free
// port with a fresh database, and asks for the home page as two members, one after the other: each
// page is rendered anew (the server keeps rendered pages by visitor, so a second identical request
// would measure its page cache, not its warmth).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../demo/server/main.mjs', import.meta.url));

/** Milliseconds for one whole answer to a member of this name. */
async function timed(/** @type {string} */ url, /** @type {string} */ name) {
  const started = performance.now();
  const res = await fetch(url, { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip', cookie: `marquee-user=${name}` } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${String(res.status)}`);
  return performance.now() - started;
}

/** Runs `npm start`'s server, times its first two answers, and stops it. */
export async function firstResponses() {
  // This process's own first fetch loads its HTTP client: not the server's time.
  await fetch('http://127.0.0.1:9/').catch(() => undefined);
  const dir = await mkdtemp(join(tmpdir(), 'marquee-first-'));
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN], { env: { ...process.env, PORT: '0', MARQUEE_DB_FILE: join(dir, 'bench.db') }, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        const match = /http:\/\/localhost:(\d+)\//.exec(out);
        if (match) resolve(Number(match[1]));
      });
      child.on('exit', (code) => reject(new Error(`main.mjs exited with ${String(code)}`)));
    });
    const listening = performance.now() - started;
    const first = await timed(`http://127.0.0.1:${String(port)}/`, 'first');
    const second = await timed(`http://127.0.0.1:${String(port)}/`, 'second');
    return { listening, first, second };
  } finally {
    child.kill('SIGTERM');
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) console.table(await firstResponses());
