// `npm start`: the demo on one port. PORT (default 8000) and HOST (default 127.0.0.1) override;
// MARQUEE_DB_FILE overrides the database file (default data/marquee.db, gitignored).
// Fault switches are off here and their paths answer 404.
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createBackend } from './app.mjs';
import { sendError } from './http.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = fileURLToPath(new URL('./data/', import.meta.url));
mkdirSync(dataDir, { recursive: true });

const port = Number(process.env.PORT ?? 8000);
const host = process.env.HOST ?? '127.0.0.1';
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not ${JSON.stringify(process.env.PORT)}`);
  process.exit(1);
}
if (!existsSync(new URL('../../dist/marquee.js', import.meta.url))) {
  console.warn('dist/marquee.js is missing: run `npm run build` (npm start does) or the pages show no chrome.');
}

const backend = createBackend({ dbFile: process.env.MARQUEE_DB_FILE ?? `${dataDir}marquee.db`, staticRoot: root });
const server = createServer((req, res) => {
  backend.handle(req, res).then(
    (answered) => {
      if (!answered) sendError(res, 404, 'not found');
    },
    (error) => {
      console.error('[marquee backend] unexpected failure', error);
      if (!res.headersSent) sendError(res, 500, 'internal error');
      else res.destroy();
    },
  );
});

server.listen(port, host, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  console.log(`Marquee demo: http://localhost:${actual}/`);
});

function stop() {
  server.close(() => {
    backend.close();
    process.exit(0);
  });
  // Keep-alive connections would hold close() open; they carry nothing worth waiting for.
  server.closeAllConnections();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
