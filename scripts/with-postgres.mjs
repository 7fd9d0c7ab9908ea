// node scripts/with-postgres.mjs <command> [arguments…]
// Runs the command with a throwaway PostgreSQL cluster (postgres-cluster.mjs) and the backend's
// tests pointed at it: MARQUEE_TEST_DATABASE=postgres and MARQUEE_TEST_DATABASE_URL (read by
// test/server/helpers/database.mjs). The cluster is stopped and deleted when the command ends, or
// on Ctrl-C; the exit status is the command's. `npm run test:node:postgres` is
// `node scripts/with-postgres.mjs node --test test/server/`.
import { spawn } from 'node:child_process';
import { startCluster } from './postgres-cluster.mjs';

const [command, ...args] = process.argv.slice(2);
if (command === undefined) {
  console.error('usage: node scripts/with-postgres.mjs <command> [arguments…]');
  process.exit(2);
}

let cluster;
try {
  cluster = await startCluster();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
console.log(`PostgreSQL for this run: ${cluster.url} (stopped and deleted when it ends)`);

const child = spawn(command, args, {
  stdio: 'inherit',
  env: { ...process.env, MARQUEE_TEST_DATABASE: 'postgres', MARQUEE_TEST_DATABASE_URL: cluster.url },
});
// Ctrl-C reaches the child too (same process group); wait for it to end, then stop the cluster.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
const code = await new Promise((resolve) => {
  child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  child.on('error', (error) => {
    console.error(`could not run ${command}: ${error.message}`);
    resolve(1);
  });
});
cluster.stop();
process.exit(code);
