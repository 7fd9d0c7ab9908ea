// A throwaway PostgreSQL cluster on 127.0.0.1 for one test run or bench (issue 39): initdb in a
// temporary folder, started with pg_ctl on a free port, one database `marquee`; stop() stops it and
// deletes the folder. Nothing is installed as a service and nothing outlives the run: stop() runs on
// exit too. PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` user
// (runuser); as anyone else, as that user. Trust authentication: it listens on loopback only.
//
// `durable: false` (tests) turns off fsync and synchronous commit: a crash of the machine may lose
// the cluster, which is thrown away anyway. `durable: true` (the bench) keeps PostgreSQL's defaults,
// so what it measures is what a real server pays to commit each write.
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePostgres } from './ensure-postgres.mjs';

/** A port nobody listens on now. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * @param {{ durable?: boolean }} [options]
 * @returns {Promise<{ url: string, stop: () => void, restart: () => void }>}
 */
export async function startCluster({ durable = false } = {}) {
  const bin = ensurePostgres();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'marquee-pg-'));
  const data = join(dir, 'data');
  if (asRoot) {
    const id = (/** @type {string} */ flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  /**
   * Runs one of PostgreSQL's programs, as the postgres user when we are root.
   * @param {string} program
   * @param {string[]} args
   */
  const run = (program, args) => {
    const [command, ...rest] = asRoot ? ['runuser', '-u', 'postgres', '--', join(bin, program), ...args] : [join(bin, program), ...args];
    return execFileSync(/** @type {string} */ (command), rest, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], cwd: dir });
  };

  let running = false;
  const stop = () => {
    process.off('exit', stop);
    try {
      if (running) run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  process.on('exit', stop);

  if (asRoot) {
    try {
      execFileSync('runuser', ['-u', 'postgres', '--', 'test', '-w', dir], { stdio: 'ignore' });
    } catch {
      stop();
      throw new Error(`the postgres user cannot write in ${dir}: as root the cluster runs as that user, in TMPDIR (${tmpdir()}), which must let other users through; set TMPDIR to such a folder (/tmp is one)`);
    }
  }
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', ...(durable ? [] : ['--no-sync'])]);
    const port = await freePort();
    const settings = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      // Three backend processes of ten connections each, the tests' own, and room to spare.
      '-c max_connections=200',
      ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
    ];
    run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o', settings.join(' '), 'start']);
    running = true;
    run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'marquee']);
    // As an operator restarts it (a fast shutdown: its clients' connections are cut), with its settings.
    const restart = () => void run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-m', 'fast', '-w', '-t', '60', 'restart']);
    return { url: `postgres://postgres@127.0.0.1:${port}/marquee`, stop, restart };
  } catch (error) {
    const output = /** @type {{ stderr?: string, stdout?: string }} */ (error);
    stop();
    throw new Error(`could not start a PostgreSQL cluster: ${output.stderr || output.stdout || String(error)}`, { cause: error });
  }
}
