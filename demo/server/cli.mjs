#!/usr/bin/env node
// `npx marquee-site-chrome serve`: the reference backend for an app's development server (issue 54).
// The chrome's calls (the consent question, experiments, tracking, error reports, suggestions) then
// have somewhere to go while the app has no backend of its own. SQLite in a temporary folder,
// removed when it stops; development mode (GraphQL introspection), answering only its own host
// names (localhost, IP addresses, --host: ownHosts.mjs). Never on a public server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const USAGE = `Usage: npx marquee-site-chrome serve [--port 8000] [--host 127.0.0.1] [--allow-origin http://localhost:5173]

Starts Marquee's reference backend for development: the chrome's calls get answers while your app
has no backend. Either proxy the chrome's paths to it from your dev server (docs/frameworks.md), or allow your dev server's origin with --allow-origin (repeat it for several) and give the
elements its address (site-origin and the endpoint attributes), listed in your page's head as
<meta name="marquee-origins" content="http://127.0.0.1:8000">.`;

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

/** @type {ReturnType<typeof parseArgs>} */
let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string', default: '8000' },
      host: { type: 'string', default: '127.0.0.1' },
      'allow-origin': { type: 'string', multiple: true, default: [] },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (positionals.length !== 1 || positionals[0] !== 'serve') fail(`unknown command ${JSON.stringify(positionals.join(' '))}; the one command is serve`);
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a port number, not ${JSON.stringify(values.port)}`);

// Its peer dependencies, loaded here so that one missing is a sentence, not a stack.
let modules;
try {
  modules = await Promise.all([import('./cors.mjs'), import('./serve.mjs')]);
} catch (error) {
  const missing = /Cannot find (?:package|module) '([^']+)'/.exec(error instanceof Error ? error.message : '')?.[1];
  fail(missing ? `The backend needs ${missing}: npm install --save-dev better-sqlite3 graphql vega-datasets` : String(error));
}
const [{ parsePartnerOrigins }, { serve }] = modules;

const partnerOrigins = parsePartnerOrigins(/** @type {string[]} */ (values['allow-origin']).join(','), (/** @type {string} */ message) => {
  fail(message.replace('PARTNER_ORIGINS', '--allow-origin'));
});

const folder = mkdtempSync(join(tmpdir(), 'marquee-dev-'));
process.on('exit', () => rmSync(folder, { recursive: true, force: true }));

await serve({
  port,
  host: String(values.host),
  title: 'Marquee reference backend',
  backend: { dbFile: join(folder, 'marquee.db'), staticRoot: fileURLToPath(new URL('../..', import.meta.url)), dev: true, partnerOrigins, hostNames: [String(values.host)] },
  mode: 'development: GraphQL introspection on. Not for a public server.',
  store: `SQLite in ${folder} (removed when it stops)`,
});
