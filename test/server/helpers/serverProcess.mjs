// Runs a server script as its own process (`npm start`'s main.mjs, demo/ssr/server.mjs), as it
// runs in production, and keeps what it writes to its log.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const MAIN = fileURLToPath(new URL('../../../demo/server/main.mjs', import.meta.url));
export const SSR = fileURLToPath(new URL('../../../demo/ssr/server.mjs', import.meta.url));
/** The line each prints first, with its port. */
export const PRINTED = { [MAIN]: /Marquee demo: http:\/\/localhost:(\d+)\//, [SSR]: /SSR demo on http:\/\/127\.0\.0\.1:(\d+)\// };

/**
 * Starts `script` on a free port and resolves once it printed its address.
 * @param {string} script  MAIN or SSR
 * @param {Record<string, string>} [env]
 * @param {(log: string) => void} [onLog]  told the whole log each time it grows, before it serves too
 */
export async function startServer(script, env = {}, onLog = () => {}) {
  const child = spawn(process.execPath, [script], { env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const append = (/** @type {Buffer} */ chunk) => {
    log += chunk;
    onLog(log);
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const port = await new Promise((resolve, reject) => {
    const printed = PRINTED[script] ?? /(\d+)/;
    const check = () => {
      const match = printed.exec(log);
      if (match) resolve(Number(match[1]));
    };
    child.stdout.on('data', check);
    child.on('exit', (code) => reject(new Error(`exited early with ${String(code)}: ${log}`)));
    // It warms up before it listens (demo/server/warmUp.mjs): seconds on a loaded machine.
    setTimeout(() => reject(new Error(`no address printed: ${log}`)), 60_000).unref();
  });
  return {
    child,
    base: `http://127.0.0.1:${String(port)}`,
    /** Everything it wrote to stdout and stderr so far. */
    log: () => log,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
