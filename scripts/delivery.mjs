import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The browser build as it is delivered (docs/using-on-a-page.md). Every chunk and entry
 * carries a content hash in its name, so it can be cached for a year; beside each entry a stable
 * name (`marquee.js`) is a few bytes that import the entry's whole static graph at once, so even a
 * page that names only the stable file learns every file it needs in one round. The build writes
 * `manifest.json`: each entry and locale with the files it loads up front (for preload tags), the
 * files a page with server-rendered chrome loads besides to hydrate it (`hydration`: the chunks of
 * the modules `hydration` names, with what they import; `parts`: the same for `parts`, what some
 * elements hydrate with, less what `hydration` has), the files that may be cached for good, and
 * every file's subresource-integrity hash.
 * @param {{ hydration?: RegExp, parts?: RegExp }} [options]
 * @returns {import('rollup').Plugin}
 */
export function delivery({ hydration, parts } = {}) {
  return {
    name: 'delivery',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** The files `fileName` loads before it runs: its static imports, dependencies first. */
      const staticGraph = (/** @type {string} */ fileName, /** @type {Set<string>} */ seen = new Set()) => {
        for (const imported of byName.get(fileName)?.imports ?? []) {
          if (seen.has(imported)) continue;
          staticGraph(imported, seen);
          seen.add(imported);
        }
        return [...seen];
      };
      /** @type {Record<string, { file: string, imports: string[], exports?: string[] }>} */
      const entries = {};
      /** @type {Record<string, { file: string, imports: string[] }>} */
      const locales = {};
      for (const chunk of chunks) {
        const locale = /[\\/]locales[\\/]([a-z]{2}-[A-Z]{2})[\\/]index\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
        if (chunk.isEntry) entries[chunk.name] = { file: chunk.fileName, imports: staticGraph(chunk.fileName), exports: chunk.exports };
        // A locale is loaded through the table that names them all, itself loaded on demand: preloading
        // a locale means preloading that table too.
        else if (locale && chunk.isDynamicEntry) {
          const loaders = chunks.filter((other) => other.isDynamicEntry && other.dynamicImports.includes(chunk.fileName)).flatMap((loader) => [...staticGraph(loader.fileName), loader.fileName]);
          locales[locale] = { file: chunk.fileName, imports: [...new Set([...loaders, ...staticGraph(chunk.fileName)])] };
        }
      }
      for (const [name, { file, imports }] of Object.entries(entries)) {
        // Imports in the order the entry evaluates them, so the stable file runs exactly as it does.
        const source = [...imports.map((imported) => `import"./${imported}";`), `export*from"./${file}";\n`].join('');
        this.emitFile({ type: 'asset', fileName: `${name}.js`, source });
      }
      const upFront = new Set(Object.values(entries).flatMap(({ file, imports }) => [file, ...imports]));
      /** The chunks of the modules `pattern` names, with what they import, less the up-front files and `known`. */
      const filesOf = (/** @type {RegExp | undefined} */ pattern, /** @type {string[]} */ known = []) => {
        const named = chunks.filter((chunk) => pattern && Object.keys(chunk.modules).some((id) => pattern.test(id)));
        return [...new Set(named.flatMap((chunk) => [...staticGraph(chunk.fileName), chunk.fileName]))].filter((file) => !upFront.has(file) && !known.includes(file));
      };
      const hydrationFiles = filesOf(hydration);
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: JSON.stringify({ entries, locales, hydration: hydrationFiles, parts: filesOf(parts, hydrationFiles) }) });
    },
    // The integrity hashes are of the files as written (with their source-map comments).
    writeBundle({ dir = 'dist' }, bundle) {
      const manifestPath = join(dir, 'manifest.json');
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
      const scripts = Object.keys(bundle).filter((fileName) => fileName.endsWith('.js'));
      const stable = Object.keys(manifest.entries).map((name) => `${name}.js`);
      manifest.immutable = Object.keys(bundle).filter((fileName) => fileName !== 'manifest.json' && !stable.includes(fileName)).sort();
      manifest.integrity = Object.fromEntries(
        scripts.sort().map((fileName) => [fileName, `sha384-${createHash('sha384').update(readFileSync(join(dir, fileName))).digest('base64')}`]),
      );
      writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
