import { logValue } from '../console';

let told = false;

/**
 * An app with no backend yet (a dev server answering 404, or nothing listening) gets a chrome that
 * does nothing, and nothing says why (issue 54). The first call of a page that meets no backend
 * says so in one console error, naming the setting and where it points; later ones are quiet.
 * `answered` is the status it answered with, or undefined when nothing answered; `so` what the
 * visitor gets instead.
 */
export function tellNoBackend(setting: string, endpoint: string, answered: number | undefined, so: string): void {
  if (told) return;
  told = true;
  console.error(
    `[marquee] ${setting} ${logValue(endpoint)} ${answered === undefined ? 'did not answer' : `answered ${String(answered)}`}, so ${so}. ` +
      'The chrome calls the endpoints its attributes name (docs/backend.md); for development, start a backend with `npx marquee-site-chrome serve` (docs/frameworks.md).',
  );
}
