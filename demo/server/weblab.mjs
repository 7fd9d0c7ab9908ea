// Experiments (spec §7): POST /api/_ajax/weblab/ with JSON { weblabs: [id, …] } answers
// { [id]: { [treatment]: active } }, e.g. { "MARQUEE_USER_MENU_LABELS": { "C": false, "T1": true } }.
//
// Experiments and weights come from experiments.json. A session's treatment is picked by a hash
// of session id and experiment id, weighted, so it is stable for the session without storing
// anything. The session is the session-id cookie this server issued, issued here when missing.
// The call is stored without the session until the session accepted tracking (context.mjs).
// An id that is not in the config answers { C: true }: the experiment is not running, the
// visitor sees control, which is also what the client falls back to (spec §4: treatment
// defaults to C).
import { readFileSync } from 'node:fs';
import { HttpError, isPlainObject, readJson, requireMethod, sendJson } from './http.mjs';
import { hashNumber } from './suggestions/ids.mjs';

export const MAX_WEBLABS = 50;
export const MAX_WEBLAB_ID = 128;

/** @typedef {{ id: string, treatments: Record<string, number> }} Experiment */

/**
 * Reads and checks the experiments file; a broken config fails at start, not per request.
 * @param {string | URL} file
 * @returns {Map<string, Experiment>}
 */
export function loadExperiments(file) {
  const config = JSON.parse(readFileSync(file, 'utf8'));
  if (!isPlainObject(config) || !Array.isArray(config.experiments)) throw new Error(`${String(file)}: expected { experiments: [...] }`);
  /** @type {Map<string, Experiment>} */
  const experiments = new Map();
  for (const entry of /** @type {unknown[]} */ (config.experiments)) {
    const { id, treatments } = isPlainObject(entry) ? entry : {};
    const weights = isPlainObject(treatments) ? Object.values(treatments) : [];
    const total = weights.reduce((/** @type {number} */ sum, w) => sum + Number(w), 0);
    const valid =
      typeof id === 'string' &&
      isPlainObject(treatments) &&
      typeof treatments.C === 'number' &&
      weights.every((w) => Number.isInteger(w) && Number(w) >= 0) &&
      total > 0;
    if (!valid) throw new Error(`${String(file)}: experiment ${JSON.stringify(id)} needs an id and integer weights including C`);
    experiments.set(id, { id, treatments: /** @type {Record<string, number>} */ (treatments) });
  }
  return experiments;
}

/**
 * The session's treatment map for one experiment.
 * @param {Experiment | undefined} experiment
 * @param {string} sessionId
 * @returns {Record<string, boolean>}
 */
export function assign(experiment, sessionId) {
  if (!experiment) return { C: true };
  const entries = Object.entries(experiment.treatments);
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let point = hashNumber(`${sessionId}:${experiment.id}`) % total;
  let chosen = 'C';
  for (const [name, weight] of entries) {
    if (point < weight) {
      chosen = name;
      break;
    }
    point -= weight;
  }
  return Object.fromEntries(entries.map(([name]) => [name, name === chosen]));
}

/**
 * @param {Map<string, Experiment>} experiments
 * @returns {import('./context.mjs').Route[]}
 */
export function weblabRoutes(experiments) {
  return [
    {
      name: 'weblab',
      endpoint: 'weblab',
      matches: (path) => path === '/api/_ajax/weblab/',
      async handle(ctx) {
        requireMethod(ctx.req, ['POST']);
        const body = await readJson(ctx.req);
        const ids = isPlainObject(body) ? body.weblabs : undefined;
        if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string' && id.length > 0 && id.length <= MAX_WEBLAB_ID)) {
          throw new HttpError(400, `expected { "weblabs": [experiment id, …] } with ids of 1 to ${MAX_WEBLAB_ID} characters`);
        }
        if (ids.length > MAX_WEBLABS) throw new HttpError(400, `at most ${MAX_WEBLABS} experiments per request`);
        const sessionId = await ctx.session();
        // fromEntries, not assignment: an id like "__proto__" must stay a plain key.
        const answer = Object.fromEntries(/** @type {string[]} */ (ids).map((id) => [id, assign(experiments.get(id), sessionId)]));
        const active = Object.entries(answer).map(([id, map]) => `${id}:${Object.keys(map).find((t) => map[t]) ?? '-'}`);
        // Experiments are asked before consent: the session is stored with the call only once it accepted (context.mjs).
        const anonymous = !(await ctx.accepted());
        await ctx.record({ type: 'weblab', summary: `weblab ${active.join(' ')}`, body: anonymous ? { weblabs: ids } : { weblabs: ids, sessionId }, response: answer, anonymous });
        sendJson(ctx.res, 200, answer);
      },
    },
  ];
}
