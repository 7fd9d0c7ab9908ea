import { logValue } from '../console';
import { pageOrigin } from '../links/pageLocation';

/** The development backend, as the manual starts it (docs/frameworks.md). */
const SERVE = 'npx marquee-site-chrome serve --port 8000';
/** Where the manual shows each message. */
const MANUAL = '(docs/frameworks.md#without-a-backend)';

let told = false;

/**
 * How an answer (its status; undefined when nothing answered) tells of a missing backend, if it
 * does: no proxy (404), a proxy to nothing (502, 503), nothing listening or another origin that
 * does not allow the page (no answer), or a backend of another version, which refuses the
 * chrome's call (400). Any other failure is the backend's own.
 */
function why(answered: number | undefined): 'none' | 'proxied to nothing' | 'unreachable' | 'other version' | undefined {
  if (answered === 404) return 'none';
  if (answered === 502 || answered === 503) return 'proxied to nothing';
  if (answered === undefined) return 'unreachable';
  if (answered === 400) return 'other version';
  return undefined;
}

function originOf(endpoint: string): string {
  try {
    return new URL(endpoint, pageOrigin()).origin;
  } catch {
    return pageOrigin();
  }
}

/** What to do about it: one command, and where the manual says more. */
function fix(reason: NonNullable<ReturnType<typeof why>>, endpoint: string): string {
  switch (reason) {
    case 'none':
      return `start the development backend, \`${SERVE}\`, and proxy the chrome's paths to it ${MANUAL}`;
    case 'proxied to nothing':
      return `start the backend the proxy points to, \`${SERVE}\` ${MANUAL}`;
    case 'unreachable': {
      // Called across origins, the backend must allow the page's.
      const across = originOf(endpoint) === pageOrigin() ? '' : ` --allow-origin ${pageOrigin()}`;
      return `start the backend there, \`${SERVE}${across}\` ${MANUAL}`;
    }
    case 'other version':
      return `run the backend that comes with this chrome, \`${SERVE}\` ${MANUAL}`;
  }
}

/**
 * An app without a backend (issue 54, issue 75) gets a chrome that shows less, and would hear
 * nothing of why. The first call of a page that meets no backend says so in one console error: the
 * element and its endpoint setting, what it answered, what the visitor goes without, and the one
 * command that fixes it. Later ones are quiet, as one backend answers them all.
 * @param element the element whose setting it is, as `<consent-banner>`
 * @param setting the endpoint's attribute, as `graph-endpoint`
 * @param answered the status it answered with; undefined when nothing answered
 * @param missing what the visitor goes without, as "no consent banner is shown"
 */
export function tellNoBackend(element: string, setting: string, endpoint: string, answered: number | undefined, missing: string): void {
  const reason = why(answered);
  if (!reason || told) return;
  told = true;
  const heard = answered === undefined ? 'did not answer' : `answered ${String(answered)}`;
  const meaning = reason === 'other version' ? 'a backend of another version than this chrome' : 'no backend for the chrome';
  console.error(`[marquee] ${element} ${setting} ${logValue(endpoint)} ${heard}: ${meaning}, so ${missing}. To fix it, ${fix(reason, endpoint)}.`);
}
