// Pack test step (test/pack/run.mjs): marquee-site-chrome/server in a project without jsdom (an
// optional peer dependency, which the pack project does not install). A consent prompt with HTML
// is rendered as its plain text, never its HTML, and the server logs why in one line, no stack.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const SCRIPT = `
import { renderElement } from 'marquee-site-chrome/server';
const prompt = { id: 'p1', customizeUrl: '/privacy/', plainText: 'We use cookies.', plaidHtml: '<p>We use <b>cookies</b>.</p>', showPromptOnPageLoad: true };
const html = await renderElement('consent-banner', {}, { prompt: { prompt, directives: null } });
console.log(JSON.stringify({ text: html.includes('We use cookies.'), html: html.includes('<b>cookies</b>') }));
`;

/**
 * @param {{
 *   project: string,
 *   step: (name: string, body: () => Promise<void> | void) => Promise<void>,
 *   check: (condition: unknown, message: string) => void,
 * }} pack
 */
export default async function withoutJsdom({ project, step, check }) {
  await step('without jsdom, a prompt with HTML renders as its text, and the server says why in one line', () => {
    check(!existsSync(join(project, 'node_modules/jsdom')), 'jsdom is installed in the pack project: this step needs it absent');
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', SCRIPT], { cwd: project, encoding: 'utf8' });
    check(result.status === 0, `rendering failed (${String(result.status)}):\n${result.stderr}`);
    const rendered = /** @type {{ text: boolean, html: boolean }} */ (JSON.parse(result.stdout));
    check(rendered.text && !rendered.html, `rendered ${JSON.stringify(rendered)}: expected the plain text, not the HTML`);
    const lines = result.stderr.split('\n').filter((line) => line.trim() !== '');
    check(lines.length === 1 && /npm install jsdom/.test(lines[0] ?? ''), `expected one line naming npm install jsdom, got:\n${result.stderr}`);
  });
}
