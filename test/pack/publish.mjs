// Pack test steps (test/pack/run.mjs): publishing and installing the repository as npm does.
//   1. `npm publish --dry-run` succeeds with no warning but the one a dry run cannot avoid (not
//      logged in to the registry), every file it would publish is one package.json's "files" means
//      to ship, and every file package.json names (exports, types, web-types) is in it.
//   2. `npm install` leaves the committed package-lock.json as it is (it resolves the tree again
//      from package.json and the lockfile, in a copy of both, without installing anything).
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What the package is meant to ship: package.json's "files", and what npm always adds. */
const SHIPPED = [
  /^dist\//,
  /^types\/(?:enums\/)?[\w.-]+\.d\.ts$/,
  /^testing\/[\w.-]+\.(?:js|d\.ts)$/,
  /^demo\/server\/(?:[\w.-]+\/)*[\w.-]+\.mjs$/,
  /^demo\/server\/(?:experiments\.json|README\.md)$/,
  /^(?:custom-elements\.json|vscode\.(?:html|css)-custom-data\.json|web-types\.json|README\.md|CHANGELOG\.md|package\.json)$/,
  // the manual, which README links
  /^docs\/(?:[\w-]+\.md|images\/[\w-]+\.png)$/,
];

/** A dry run's only warning that no package.json can fix. */
const NOT_LOGGED_IN = /^npm warn publish This command requires you to be logged in to .* \(dry-run\)$/;

/**
 * Every file package.json names: export targets (conditions included), `main`, `types`, `web-types`.
 * @param {Record<string, unknown>} manifest
 */
function namedFiles(manifest) {
  /** @type {string[]} */
  const files = [];
  const visit = (/** @type {unknown} */ target) => {
    if (typeof target === 'string') files.push(target.replace(/^\.\//, ''));
    else if (target && typeof target === 'object') for (const value of Object.values(target)) visit(value);
  };
  visit(manifest.exports);
  for (const field of ['main', 'module', 'types', 'web-types', 'customElements']) visit(manifest[field]);
  return [...new Set(files)];
}

/**
 * @param {{
 *   repo: string,
 *   step: (name: string, body: () => Promise<void> | void) => Promise<void>,
 *   run: (dir: string, command: string, args: string[]) => string,
 *   check: (condition: unknown, message: string) => void,
 * }} pack
 */
export default async function publishSteps({ repo, step, check }) {
  const { spawnSync } = await import('node:child_process');

  await step('npm publish --dry-run is clean and ships what package.json names', () => {
    const result = spawnSync('npm', ['publish', '--dry-run', '--ignore-scripts', '--json'], { cwd: repo, encoding: 'utf8' });
    check(result.status === 0, `npm publish --dry-run exited ${String(result.status)}:\n${result.stderr}`);
    const warnings = result.stderr.split('\n').filter((line) => /^npm (?:warn|error)/i.test(line) && !NOT_LOGGED_IN.test(line));
    check(warnings.length === 0, `npm publish --dry-run warned:\n${warnings.join('\n')}`);
    const report = /** @type {Record<string, { files: { path: string }[] }>} */ (JSON.parse(result.stdout));
    const files = Object.values(report)[0]?.files.map((file) => file.path) ?? [];
    const unexpected = files.filter((file) => !SHIPPED.some((pattern) => pattern.test(file)));
    check(unexpected.length === 0, `would publish files it should not: ${unexpected.join(', ')}`);
    const manifest = /** @type {Record<string, unknown>} */ (JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')));
    const missing = namedFiles(manifest).filter((file) => !files.includes(file));
    check(missing.length === 0, `package.json names files it would not publish: ${missing.join(', ')}`);
    console.log(`     ${String(files.length)} files`);
  });

  await step('npm install leaves the committed package-lock.json as it is', () => {
    const dir = mkdtempSync(join(tmpdir(), 'marquee-lock-'));
    try {
      for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(repo, file), join(dir, file));
      const result = spawnSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: dir, encoding: 'utf8' });
      check(result.status === 0, `npm install --package-lock-only exited ${String(result.status)}:\n${result.stderr}`);
      const before = readFileSync(join(repo, 'package-lock.json'), 'utf8');
      const after = readFileSync(join(dir, 'package-lock.json'), 'utf8');
      if (before !== after) {
        const lines = [before.split('\n'), after.split('\n')];
        const first = lines[0]?.findIndex((line, i) => line !== lines[1]?.[i]) ?? 0;
        throw new Error(`npm install rewrites package-lock.json from line ${String(first + 1)}: ${JSON.stringify(lines[0]?.[first])} → ${JSON.stringify(lines[1]?.[first])}`);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
