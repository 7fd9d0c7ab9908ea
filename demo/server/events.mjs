// Reading stored events back (shape: StoredEvent in db.mjs).
//
//   GET /_demo/events?after={id}        the demo inspector: up to 50 of the visitor's own newest
//                                       events with an id above `after`, newest first →
//                                       { events: [...] }. Own means sent with the session-id
//                                       cookie this server issued (session.mjs); without one,
//                                       { events: [] }. Other sessions' events are never shown.
//   GET /__events?type=…&after={id}     tests only (faults mode): every event, oldest first,
//                                       optionally of one type → { events: [...] }
//   DELETE /__events                    tests only: forget all events → 204
import { HttpError, sendEmpty, sendJson } from './http.mjs';

/** @param {URLSearchParams} query */
function afterOf(query) {
  const text = query.get('after') ?? '0';
  if (!/^\d{1,15}$/.test(text)) throw new HttpError(400, 'after must be an event id (a non-negative integer)');
  return Number(text);
}

/** @type {import('./context.mjs').Route} */
export const inspectorRoute = {
  name: 'inspector',
  matches: (path) => path === '/_demo/events',
  async handle(ctx) {
    if (ctx.method !== 'GET') throw new HttpError(405, 'use GET');
    const after = afterOf(ctx.query);
    const session = await ctx.currentSession();
    sendJson(ctx.res, 200, { events: session === undefined ? [] : await ctx.store.newestEventsOf(session, { after }) });
  },
};

/** @type {import('./context.mjs').Route} */
export const testEventsRoute = {
  name: 'test-events',
  matches: (path) => path === '/__events',
  async handle(ctx) {
    if (ctx.method === 'DELETE') {
      await ctx.store.clearEvents();
      sendEmpty(ctx.res);
      return;
    }
    if (ctx.method !== 'GET') throw new HttpError(405, 'use GET or DELETE');
    const type = ctx.query.get('type') ?? undefined;
    sendJson(ctx.res, 200, { events: await ctx.store.events({ after: afterOf(ctx.query), type, limit: 100_000 }) });
  },
};
