// Pack test steps (test/pack/run.mjs): the manual's code (README.md and docs/*.md), as a reader
// copies it, against the packed package installed under its own name.
//   1. Every ```js, ```ts, ```jsx and ```tsx block of the manual is type-checked (strict; JavaScript
//      through checkJs) against the installed package's published typings. Blocks in other
//      languages (sh, html, nginx, ini, php) are not code to compile and are skipped by their language
//      (```html live blocks run instead: the manual serves each as a page, test/docs/docsExamples.test.ts,
//      and test/server/docs.test.mjs holds every other html block to a `<!-- not-run: why -->`); a
//      block that is not meant to compile on its own says so with `<!-- not-checked: why -->` on the
//      line before its fence.
//   2. The sample partner suite (test/pack/partner, which run.mjs runs) is the manual's example:
//      each of its .js and .mjs files stands in the manual whole, as one code block.
//   3. So are the framework apps' files that the manual shows (FRAMEWORK_FILES): their own tools check
//      them (frameworkHosts.mjs), so step 1 leaves them out, as it does ```vue and ```svelte blocks.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const CHECKED = { js: 'js', mjs: 'mjs', ts: 'ts', jsx: 'jsx', tsx: 'tsx' };
const NOT_CODE = new Set(['sh', 'bash', 'html', 'nginx', 'ini', 'php', 'json', 'text', '']);
/** Languages only a framework's own tools compile: the manual's blocks in them are its apps' files. */
const FRAMEWORK_LANGUAGES = new Set(['vue', 'svelte']);
/** The files of test/pack/hosts that the manual shows whole (docs/frameworks.md, "Vue, Svelte and Angular"). */
const FRAMEWORK_FILES = ['vue/vite.config.ts', 'vue/src/main.ts', 'vue/src/App.vue', 'svelte/src/App.svelte', 'angular/src/app.ts'];

/**
 * What the manual's fragments take from the reader's own code, declared once for all blocks: a
 * Node server's request handler (Express-style `req` and `res`, the page's HTML and its locale and
 * origin) and a page's own search function.
 */
const HOST = `// The reader's own code, which the manual's fragments use (test/pack/readme.mjs).
declare global {
  /** The request being answered (Express-style: cookies parsed). */
  const req: { method: string; url: string; headers: Record<string, string | undefined>; cookies: Record<string, string | undefined> };
  /** The request's body, as text. */
  const body: string;
  /** The answer being written (Express-style: res.locals). */
  const res: { locals: { cspNonce: string } };
  /** The page's HTML, with its empty chrome tags. */
  const pageHtml: string;
  /** The page's locale and origin. */
  const locale: string;
  const origin: string;
  /** The page's own search. */
  function openMySearch(): void;
  /** The reader's HTTP server. */
  const server: { listen(port: number): void };
}
export {};
`;

/** react-router, which the manual's React Router example imports (not installed here): the one hook it uses. */
const REACT_ROUTER = `// react-router's useLocation, as the manual's React Router example uses it (test/pack/readme.mjs).
declare module 'react-router' {
  export function useLocation(): { pathname: string; search: string; hash: string };
}
`;

/**
 * A Markdown file's code blocks: language, first line of code (1-based), text, whether it is fenced
 * `html live` (the manual runs it), and the reason a `<!-- not-checked: … -->` or
 * `<!-- not-run: … -->` comment before the fence gives.
 * @param {string} text
 */
export function codeBlocks(text) {
  const lines = text.split('\n');
  /** @type {{ language: string, line: number, code: string, notChecked: string | undefined, live: boolean, notRun: string | undefined }[]} */
  const blocks = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^```(\w*)( live)?\s*$/.exec(lines[i] ?? '');
    if (!open) continue;
    const end = lines.findIndex((line, j) => j > i && /^```\s*$/.test(line));
    if (end < 0) throw new Error(`line ${String(i + 1)}: a code block that never closes`);
    const before = lines[i - 1] ?? '';
    blocks.push({
      language: open[1] ?? '',
      line: i + 2,
      code: lines.slice(i + 1, end).join('\n'),
      notChecked: /^<!-- not-checked: (.+?) -->$/.exec(before.trim())?.[1],
      live: open[2] !== undefined,
      notRun: /^<!-- not-run: (.+?) -->$/.exec(before.trim())?.[1],
    });
    i = end;
  }
  return blocks;
}

/**
 * The page's URL of a bundle entry as the package names it: `/dist/marquee.js` is the package's
 * main entry, `/dist/site-header.js` its `./site-header`. Same length of lines, so errors map back.
 * @param {string} code
 */
const asPackage = (code) =>
  code.replace(/(['"])\/dist\/(marquee|site-header|site-footer|consent-banner)\.js\1/g, (_, quote, entry) =>
    `${quote}marquee-site-chrome${entry === 'marquee' ? '' : `/${entry}`}${quote}`);

/**
 * @param {{
 *   project: string,
 *   repo: string,
 *   step: (name: string, body: () => Promise<void> | void) => Promise<void>,
 *   run: (dir: string, command: string, args: string[]) => string,
 *   check: (condition: unknown, message: string) => void,
 * }} pack
 */
export default async function readmeSteps({ project, repo, step, run, check }) {
  // The manual: the README and the pages of docs/.
  const manual = ['README.md', ...readdirSync(join(repo, 'docs')).filter((file) => file.endsWith('.md')).sort().map((file) => `docs/${file}`)];
  const blocks = manual.flatMap((source) => codeBlocks(readFileSync(join(repo, source), 'utf8')).map((block) => ({ ...block, source })));
  const where = (/** @type {{ source: string, line: number }} */ block, offset = 0) => `${block.source}:${String(block.line + offset)}`;
  const hosts = join(repo, 'test/pack/hosts');
  const frameworkCode = new Set(FRAMEWORK_FILES.map((file) => `${readFileSync(join(hosts, file), 'utf8').trim()}\n`));

  await step("the manual's code blocks (README.md, docs/) type-check against the installed package", () => {
    const unknown = blocks.filter((b) => !(b.language in CHECKED) && !NOT_CODE.has(b.language) && !FRAMEWORK_LANGUAGES.has(b.language));
    check(unknown.length === 0, `code blocks in a language this check does not know: ${unknown.map((b) => `${where(b, -1)} ${b.language}`).join(', ')}`);
    const dir = join(project, 'readme-check');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'host.d.ts'), HOST);
    writeFileSync(join(dir, 'react-router.d.ts'), REACT_ROUTER);
    /** @type {Map<string, { source: string, line: number }>} */
    const files = new Map();
    for (const [n, block] of blocks.entries()) {
      const extension = CHECKED[/** @type {keyof typeof CHECKED} */ (block.language)];
      if (!extension || block.notChecked || frameworkCode.has(`${block.code.trim()}\n`)) continue;
      const file = `block-${String(n)}.${extension}`;
      // `export {}` keeps each block a module of its own, as a reader's file is.
      writeFileSync(join(dir, file), `${asPackage(block.code)}\nexport {};\n`);
      files.set(file, block);
    }
    check(files.size >= 5, `only ${String(files.size)} code blocks found to check`);
    const tsconfig = {
      compilerOptions: {
        target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        jsx: 'react-jsx', strict: true, allowJs: true, checkJs: true, noEmit: true, skipLibCheck: true, types: ['node', 'mocha'],
      },
      include: ['*.ts', '*.tsx', '*.js', '*.mjs', '*.jsx'],
    };
    writeFileSync(join(dir, 'tsconfig.json'), `${JSON.stringify(tsconfig, null, 2)}\n`);
    let output = '';
    try {
      run(project, 'npx', ['tsc', '-p', 'readme-check', '--pretty', 'false']);
    } catch (error) {
      output = String(error instanceof Error ? error.message : error);
    }
    // readme-check/block-12.js(3,5): error TS2305: … → docs/consent.md:133: TS2305 …
    const errors = [...output.matchAll(/readme-check\/(block-\d+\.\w+)\((\d+),\d+\): error (TS\d+: .*)/g)].map(([, file = '', line = '0', message]) => {
      const block = files.get(file);
      return `${block ? where(block, Number(line) - 1) : file}: ${String(message)}`;
    });
    check(output === '', errors.length > 0 ? errors.join('\n') : output);
    console.log(`     ${String(files.size)} blocks checked; not checked: ${blocks.filter((b) => b.notChecked).map((b) => `${where(b, -1)} (${String(b.notChecked)})`).join(', ') || 'none'}`);
  });

  await step("the sample partner suite is the manual's example, file for file", () => {
    const partner = join(repo, 'test/pack/partner');
    const sources = readdirSync(partner, { recursive: true, encoding: 'utf8' }).filter((file) => /\.m?js$/.test(file));
    check(sources.length > 0, 'test/pack/partner has no scripts');
    const shown = new Set(blocks.map((b) => `${b.code.trim()}\n`));
    const missing = sources.filter((file) => !shown.has(`${readFileSync(join(partner, file), 'utf8').trim()}\n`));
    check(missing.length === 0, `not in the manual as a code block, word for word: ${missing.map((f) => relative(repo, join(partner, f))).join(', ')}`);
  });

  await step("the framework apps' files the manual shows are theirs, word for word", () => {
    const shown = new Set(blocks.map((b) => `${b.code.trim()}\n`));
    const missing = FRAMEWORK_FILES.filter((file) => !shown.has(`${readFileSync(join(hosts, file), 'utf8').trim()}\n`));
    check(missing.length === 0, `not in the manual as a code block, word for word: ${missing.map((f) => `test/pack/hosts/${f}`).join(', ')}`);
  });
}
