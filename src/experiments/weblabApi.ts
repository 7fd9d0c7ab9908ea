import { requestJson } from '../net/http';
import { HttpError } from '../net/httpErrors';
import { tellNoBackend } from '../net/noBackend';
import { whileSessionHeld } from '../session/sessionFollow';
import { CONTROL, type Treatment } from './weblabs';

/** Spec §7: id → (treatment → active). Typed loosely: it is what a server sent. */
export type WeblabAnswer = Record<string, Record<string, unknown> | undefined>;

/**
 * Asks the server which treatment of an experiment this visitor gets, and takes the last one
 * the server reports active that the page allows (spec §4); C when there is none.
 */
export async function fetchTreatment(
  endpoint: string,
  id: string,
  allowed: readonly Treatment[],
  fetch?: typeof globalThis.fetch,
): Promise<Treatment> {
  if (typeof window === 'undefined') throw new Error('Attempted to call client-side weblab API server-side');
  const answer = await requestJson<WeblabAnswer>(endpoint, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ weblabs: [id] }),
    // Never in a session other than the page's: the answer would be the next visitor's (sessionFollow).
    fetch: whileSessionHeld(fetch ?? globalThis.fetch),
  }).catch((error: unknown) => {
    // Every experiment is asked for by the header (search, account menu, language selector).
    if (error instanceof HttpError && (error.kind === 'status' || error.kind === 'network')) {
      tellNoBackend('<site-header>', 'weblab-endpoint', endpoint, error.status, 'no experiment runs: each shows its control');
    }
    throw error;
  });
  const treatments = answer[id] ?? {};
  return Object.entries(treatments).reduce<Treatment>(
    (chosen, [treatment, active]) => (active === true && allowed.includes(treatment) ? treatment : chosen),
    CONTROL,
  );
}
