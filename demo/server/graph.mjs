// The consent graph (spec §7): POST /graphql, application/json { query, variables?, operationName? }.
//
//   query PrivacyPrompt {
//     privacyPrompt(type: CONSENT_PRIMARY) { privacyPrompt { id customizeUrl
//       promptMarkdown { value { plainText plaidHtml } } showPromptOnPageLoad } }
//     privacyDirectives { directives { directivesCookie expirationDate vendors { id allow } } }
//   }
//   mutation RespondToPrivacyPrompt($promptId: ID!, $action: PrivacyPromptAction!) {
//     respondToPrivacyPrompt(promptId: $promptId, action: $action) {
//       directives { directivesCookie expirationDate vendors { id allow } } }
//   }
//
// Session: the session-id cookie this server issued (session.mjs), else a new one. The
// x-imdb-session-id header the client also sends is recorded but never decides whose consent
// this is: a header can name anyone. Decisions are stored per session, with the site (Origin) of
// the page they were given on; showPromptOnPageLoad is true until the session answered.
//
// Partner sites: a page on another site cannot send this server's cookies (third-party cookies
// are blocked), so the chrome there keeps the answer in its own site's consent cookie and sends
// that cookie's value as x-marquee-consent (pageRecordOf). A valid record counts as the answer:
// no prompt, and its directives.
//
// Region: the visitor is taken to be in a region that requires consent. Only in development
// mode (createBackend({ dev })) do geo-override headers change that: with x-imdb-detect-country
// (ISO 3166 alpha-2) and x-imdb-geo-override-secret equal to the configured secret (any
// non-empty one when none is configured), the prompt shows only for CONSENT_COUNTRIES;
// elsewhere, until an answer, directives allow every vendor. Invalid codes are ignored. Schema
// introspection (__schema, __type) is also development-only.
//
// Limits: a query longer than FIELD_MAX characters is a 413 (fieldCaps.mjs), one of more than
// MAX_QUERY_TOKENS tokens a 400, both before it is parsed further. A mutation runs one field:
// a request whose mutation has more (aliases and fragments counted) is refused whole, a 400
// BAD_USER_INPUT, before anything runs. Otherwise each aliased field would be one more decision
// under one answer, and every limit below would be checked field by field while the request as a
// whole failed.
// A decision is refused with 429 (extensions.code RATE_LIMITED) beyond RATE_LIMIT per session or
// ADDRESS_RATE_LIMIT per client address (rateLimit.mjs) in RATE_WINDOW_MS, or past the client's
// byte budget (context.mjs). A decision and its event are stored together or not at all: the
// resolver only decides (GraphContext.decision), and the request's event stores it (store.addEvent).
//
// Every request with a JSON body holding a query is stored as a 'graphql' event, body
// { operationName, variables, query, sessionId, site }, with its answer; a query (the consent
// question, asked before consent) without the session until the session accepted (context.mjs).
// A refused request (4xx) is stored as a summary of what was wrong, without its body or answer:
// its size is the client's to choose, and a refusal must not cost us what an accepted call would.
//
// HTTP status: 400 for JSON or GraphQL that does not parse or validate and for bad arguments
// (extensions.code BAD_USER_INPUT), 429 as above, 405 for anything but POST, 200 otherwise. A
// resolver whose store did not answer (unavailable.mjs) makes the whole request a 503, nothing
// stored: the client asks again later, and a decision it was not told of is never kept.
import { timingSafeEqual } from 'node:crypto';
import { GraphQLError, Kind, NoSchemaIntrospectionCustomRule, buildSchema, execute, getOperationAST, parse, specifiedRules, validate } from 'graphql';
import { decisionBytes } from './db.mjs';
import { capHeader, checkFieldLengths } from './fieldCaps.mjs';
import { logLine } from './logText.mjs';
import { promptText } from './promptText.mjs';
import { HttpError, isPlainObject, readJson, sendJson } from './http.mjs';
import { createRateLimit } from './rateLimit.mjs';
import { isStoreUnavailable } from './unavailable.mjs';

export const PROMPT_ID = 'consent-primary-2024-06';
export const VENDOR_IDS = ['50025', '755', '1126'];
export const RATE_LIMIT = 10;
/** Generous enough for many visitors behind one NAT, far below what rotating sessions reached. */
export const ADDRESS_RATE_LIMIT = 30;
export const RATE_WINDOW_MS = 60_000;
/** The chrome's largest document has under 60 tokens. */
export const MAX_QUERY_TOKENS = 1000;
/** Mutation fields one request may run. */
export const MAX_MUTATION_FIELDS = 1;
/** Consent cookies last 13 months, the usual ceiling in EU guidance. */
export const DIRECTIVES_LIFETIME_MS = 395 * 24 * 60 * 60 * 1000;
/** EU and EEA members, the United Kingdom and Switzerland. */
export const CONSENT_COUNTRIES = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IS IT LI LT LU LV MT NL NO PL PT RO SE SI SK GB CH'.split(' '),
);

export const schema = buildSchema(`
  enum PrivacyPromptType { CONSENT_PRIMARY }
  enum PrivacyPromptAction { AcceptAll RejectAll }

  type MarkdownValue { plainText: String! plaidHtml: String! }
  type Markdown { value: MarkdownValue! }
  type PrivacyPrompt {
    id: ID!
    customizeUrl: String!
    promptMarkdown: Markdown!
    showPromptOnPageLoad: Boolean!
  }
  type PrivacyPromptResult { privacyPrompt: PrivacyPrompt }

  type VendorDirective { id: ID! allow: Boolean! }
  type PrivacyDirectives { directivesCookie: String! expirationDate: String! vendors: [VendorDirective!]! }
  type PrivacyDirectivesResult { directives: PrivacyDirectives }
  type RespondToPrivacyPromptResult { directives: PrivacyDirectives! }

  type Query {
    privacyPrompt(type: PrivacyPromptType!): PrivacyPromptResult!
    "The session's directives: null until it answered, where consent is required."
    privacyDirectives: PrivacyDirectivesResult!
  }
  type Mutation {
    respondToPrivacyPrompt(promptId: ID!, action: PrivacyPromptAction!): RespondToPrivacyPromptResult!
  }
`);

/**
 * @typedef {object} GraphContext
 * @property {string} sessionId
 * @property {string} clientName
 * @property {string} site  the origin of the page that asks (its Origin header), '' when unknown
 * @property {{ action: 'AcceptAll' | 'RejectAll', time: string } | undefined} pageRecord
 *   the decision a partner page keeps in its own consent cookie (x-marquee-consent), when valid
 * @property {boolean} consentRequired
 * @property {string | undefined} acceptLanguage  the language the question is asked in (the chrome sends the page's locale)
 * @property {Date} now
 * @property {import('./db.mjs').Store} store
 * @property {() => Promise<import('./db.mjs').ConsentDecision | undefined>} lastDecision  the
 *   session's last decision (read once a request; a request without a session has none)
 * @property {() => Promise<boolean>} takeAddressBudget  counts a decision against the client address
 * @property {(bytes: number) => Promise<boolean>} takeBytes  pays for stored bytes from the client's budget
 * @property {import('./db.mjs').ConsentDecision | undefined} decision  what respondToPrivacyPrompt
 *   decided, stored with the request's event
 */

/**
 * @param {'AcceptAll' | 'RejectAll' | 'implicit'} action
 * @param {Date} at
 */
export function directivesFor(action, at) {
  const allow = action !== 'RejectAll';
  const vendors = VENDOR_IDS.map((id) => ({ id, allow }));
  const expirationDate = new Date(at.getTime() + DIRECTIVES_LIFETIME_MS).toISOString();
  // Opaque to the client, readable to a person: base64url of what was decided and when.
  const cookie = { promptId: PROMPT_ID, action, time: at.toISOString(), vendors: Object.fromEntries(vendors.map((v) => [v.id, v.allow])) };
  return { directivesCookie: Buffer.from(JSON.stringify(cookie)).toString('base64url'), expirationDate, vendors };
}

/**
 * The decision a page's own consent cookie holds, as directivesFor wrote it, when it is for this
 * prompt and not past its lifetime. A partner page sends it (x-marquee-consent) because this
 * server cannot read cookies of the partner's site, and third-party cookies of its own are
 * blocked there. A visitor can write anything into it, but only about their own consent.
 * @param {unknown} header
 * @param {Date} now
 * @returns {{ action: 'AcceptAll' | 'RejectAll', time: string } | undefined}
 */
export function pageRecordOf(header, now) {
  if (typeof header !== 'string' || header.length > 4096) return undefined;
  let record;
  try {
    record = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isPlainObject(record) || record.promptId !== PROMPT_ID || (record.action !== 'AcceptAll' && record.action !== 'RejectAll')) return undefined;
  const time = typeof record.time === 'string' ? Date.parse(record.time) : Number.NaN;
  if (!(time <= now.getTime() && now.getTime() - time < DIRECTIVES_LIFETIME_MS)) return undefined;
  return { action: record.action, time: new Date(time).toISOString() };
}

/**
 * @param {string} code
 * @param {string} message
 */
function userError(code, message) {
  return new GraphQLError(message, { extensions: { code } });
}

/** Root resolvers (buildSchema style: each receives args and the context). */
const rootValue = {
  /** @param {{ type: string }} _args @param {GraphContext} ctx */
  async privacyPrompt(_args, ctx) {
    return {
      privacyPrompt: {
        id: PROMPT_ID,
        customizeUrl: '/privacy/preferences/',
        promptMarkdown: { value: promptText(ctx.acceptLanguage) },
        showPromptOnPageLoad: ctx.consentRequired && !(await ctx.lastDecision()) && !ctx.pageRecord,
      },
    };
  },
  /** @param {unknown} _args @param {GraphContext} ctx */
  async privacyDirectives(_args, ctx) {
    const last = (await ctx.lastDecision()) ?? ctx.pageRecord;
    if (last) return { directives: directivesFor(last.action, new Date(last.time)) };
    return { directives: ctx.consentRequired ? null : directivesFor('implicit', ctx.now) };
  },
  /** @param {{ promptId: string, action: 'AcceptAll' | 'RejectAll' }} args @param {GraphContext} ctx */
  async respondToPrivacyPrompt({ promptId, action }, ctx) {
    if (promptId !== PROMPT_ID) throw userError('BAD_USER_INPUT', `unknown promptId ${JSON.stringify(promptId)}`);
    const since = new Date(ctx.now.getTime() - RATE_WINDOW_MS).toISOString();
    if ((await ctx.store.countDecisionsSince(ctx.sessionId, since)) >= RATE_LIMIT) {
      throw userError('RATE_LIMITED', `at most ${RATE_LIMIT} consent decisions per session per minute`);
    }
    if (!(await ctx.takeAddressBudget())) {
      throw userError('RATE_LIMITED', `at most ${ADDRESS_RATE_LIMIT} consent decisions per client address per minute`);
    }
    /** @type {import('./db.mjs').ConsentDecision} */
    const decision = { sessionId: ctx.sessionId, promptId, action, clientName: ctx.clientName, time: ctx.now.toISOString(), site: ctx.site };
    if (!(await ctx.takeBytes(decisionBytes(decision)))) throw userError('RATE_LIMITED', 'too many bytes written from this client address this minute');
    ctx.decision = decision;
    return { directives: directivesFor(action, ctx.now) };
  },
};

/** @type {Record<string, number>} */
const STATUS_BY_CODE = { BAD_USER_INPUT: 400, RATE_LIMITED: 429 };

/**
 * @param {string} given
 * @param {string} expected
 */
function sameSecret(given, expected) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether consent is asked: always, unless a development backend's geo override says the
 * visitor is outside CONSENT_COUNTRIES.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {{ dev: boolean, geoOverrideSecret: string | undefined }} options
 */
function consentRequired(headers, { dev, geoOverrideSecret }) {
  const country = headers['x-imdb-detect-country'];
  const secret = headers['x-imdb-geo-override-secret'];
  if (!dev || typeof country !== 'string' || !/^[A-Za-z]{2}$/.test(country) || typeof secret !== 'string' || secret === '') return true;
  if (geoOverrideSecret !== undefined && !sameSecret(secret, geoOverrideSecret)) return true;
  return CONSENT_COUNTRIES.has(country.toUpperCase());
}

/**
 * The names a selection set answers under, through its fragments: a mutation's fields as they
 * run (an alias is a field of its own; `__typename` runs nothing).
 * @param {import('graphql').SelectionSetNode} selectionSet
 * @param {ReadonlyMap<string, import('graphql').FragmentDefinitionNode>} fragments
 * @param {Set<string>} [names]
 */
function responseNames(selectionSet, fragments, names = new Set()) {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value !== '__typename') names.add(selection.alias?.value ?? selection.name.value);
    } else {
      // Validation has checked that every spread names a fragment and that none spreads itself.
      const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
      if (fragment) responseNames(fragment.selectionSet, fragments, names);
    }
  }
  return names;
}

/**
 * How many fields the mutation a request runs has (0 for a query).
 * @param {import('graphql').DocumentNode} document
 * @param {string | null} operationName
 */
function mutationFieldCount(document, operationName) {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'mutation') return 0;
  const fragments = new Map(document.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION).map((fragment) => [fragment.name.value, fragment]));
  return responseNames(operation.selectionSet, fragments).size;
}

/**
 * @param {readonly GraphQLError[]} errors
 */
function errorMessages(errors) {
  return errors.map((error) => error.message).join('; ');
}

/**
 * The graph's engine, shared by POST /graphql and the routes that act on it without script (the
 * consent form, consentAnswer.mjs) and by the pages that ask for the prompt before rendering
 * (serverRender.mjs): one set of rules and one per-address decision budget.
 * @param {object} options
 * @param {boolean} options.dev  allow introspection and the geo override (development mode)
 * @param {string} [options.geoOverrideSecret]  in dev mode, the secret the override needs
 * @param {import('./db.mjs').Store['rateLimit']} [options.rateLimit]  where the per-address
 *   decision budget is counted (the store's; in memory unless told)
 */
export function createGraph({ dev, geoOverrideSecret, rateLimit = (_name, options) => createRateLimit(options) }) {
  const rules = dev ? specifiedRules : [...specifiedRules, NoSchemaIntrospectionCustomRule];
  const addressLimit = rateLimit('consent-decisions', { limit: ADDRESS_RATE_LIMIT, windowMs: RATE_WINDOW_MS });

  /**
   * The resolvers' context for this request.
   * @param {import('./context.mjs').Context} ctx
   * @param {string} sessionId
   * @param {string} site
   * @returns {GraphContext}
   */
  function contextFor(ctx, sessionId, site) {
    /** @type {Promise<import('./db.mjs').ConsentDecision | undefined> | undefined} */
    let last;
    return {
      sessionId,
      clientName: typeof ctx.req.headers['x-imdb-client-name'] === 'string' ? capHeader(ctx.req.headers['x-imdb-client-name']) : '',
      site,
      pageRecord: pageRecordOf(ctx.req.headers['x-marquee-consent'], ctx.received),
      consentRequired: consentRequired(ctx.req.headers, { dev, geoOverrideSecret }),
      acceptLanguage: ctx.req.headers['accept-language'],
      now: ctx.received,
      store: ctx.store,
      lastDecision: () => (last ??= sessionId === '' ? Promise.resolve(undefined) : ctx.store.lastDecision(sessionId)),
      takeAddressBudget: () => addressLimit.take(ctx.clientAddress, ctx.received),
      takeBytes: (bytes) => ctx.takeBytes(bytes),
      decision: undefined,
    };
  }

  /**
   * One GraphQL request, exactly as POST /graphql runs it: checked, executed, stored as a
   * 'graphql' event together with the decision it made (both or neither), errors mapped to a status.
   * @param {import('./context.mjs').Context} ctx
   * @param {{ query: string, variables?: Record<string, unknown> | null, operationName?: string | null }} request
   * @param {{ site?: string, clientName?: string }} [as]  the site and client name when no header gives them (a form)
   * @returns {Promise<{ status: number, json: { data?: unknown, errors?: readonly unknown[] } }>}
   */
  async function run(ctx, { query, variables = null, operationName = null }, as = {}) {
    const site = typeof ctx.req.headers.origin === 'string' ? ctx.req.headers.origin : (as.site ?? '');
    // What the event would keep, checked before anything runs or is stored, stored or not.
    checkFieldLengths({ operationName, variables, query, site });
    const sessionId = await ctx.session();
    // The question is asked before consent: stored without the session until the session accepted
    // (context.mjs). A mutation is the answer, the session's own from the start (spec §4).
    const accepted = await ctx.accepted();
    let mutation = false;
    /**
     * Stores the request's event, and the decision it made if any, and gives the answer's JSON; a
     * refusal is stored without body or answer.
     * @param {number} status @param {{ data?: unknown, errors?: readonly GraphQLError[] }} result @param {string} summary
     * @param {import('./db.mjs').ConsentDecision} [decision]
     */
    const recorded = async (status, result, summary, decision) => {
      const errors = result.errors?.map((error) => error.toJSON());
      const json = errors ? { ...result, errors } : result;
      const refused = status >= 400 && status < 500;
      const anonymous = !accepted && !mutation;
      const requestRecord = anonymous ? { operationName, variables, query, site } : { operationName, variables, query, sessionId, site };
      await ctx.record({ type: 'graphql', summary, body: refused ? null : requestRecord, response: refused ? null : json, decision, anonymous });
      return json;
    };

    let document;
    try {
      document = parse(query, { maxTokens: MAX_QUERY_TOKENS });
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      return { status: 400, json: await recorded(400, { errors: [error] }, `graphql syntax error: ${error.message}`) };
    }
    const validationErrors = validate(schema, document, rules);
    if (validationErrors.length > 0) {
      return { status: 400, json: await recorded(400, { errors: validationErrors }, `graphql invalid: ${errorMessages(validationErrors)}`) };
    }
    mutation = getOperationAST(document, operationName)?.operation === 'mutation';
    const mutationFields = mutationFieldCount(document, operationName);
    if (mutationFields > MAX_MUTATION_FIELDS) {
      const error = userError('BAD_USER_INPUT', `a request may run ${MAX_MUTATION_FIELDS} mutation field; this one has ${mutationFields} (aliases count), so none was run`);
      return { status: 400, json: await recorded(400, { errors: [error] }, `graphql refused: ${error.message}`) };
    }

    const contextValue = contextFor(ctx, sessionId, site);
    if (as.clientName !== undefined && contextValue.clientName === '') contextValue.clientName = as.clientName;
    const result = await execute({ schema, document, rootValue, contextValue, variableValues: variables, operationName });
    const errors = result.errors ?? [];
    const unanswered = errors.find((error) => isStoreUnavailable(error.originalError));
    if (unanswered) throw unanswered.originalError;
    // A resolver that threw something other than a GraphQLError is a bug: log it, hide its text.
    const isBug = (/** @type {GraphQLError} */ error) => error.originalError !== undefined && !(error.originalError instanceof GraphQLError);
    for (const error of errors.filter(isBug)) logLine('[marquee backend] graphql resolver failed:', error.originalError);
    const shown = errors.map((error) => (isBug(error) ? new GraphQLError('internal error', { path: error.path, extensions: { code: 'INTERNAL' } }) : error));
    const operation = getOperationAST(document, operationName);
    const status = errors.some(isBug) ? 500 : errors.length === 0 ? 200 : Math.max(...errors.map((error) => STATUS_BY_CODE[String(error.extensions.code)] ?? 400));
    // The decision is stored with the event or not at all: if storing fails, a client that got an
    // error never has a decision it was not told about.
    return { status, json: await recorded(status, shown.length > 0 ? { ...result, errors: shown } : result, summarize(operation, variables, result.data, shown), contextValue.decision) };
  }

  /**
   * What the PrivacyPrompt query would answer this page's visitor, for a page rendered before any
   * script ran (serverRender.mjs): the same resolvers, for the session the request's cookie names
   * (none is issued, nothing is stored or recorded: rendering a page writes nothing), asked in
   * the page's language. A page never fails or waits on the store past its timeouts: when the
   * session cannot be read, it is asked as for a visitor without one (the question shown, no
   * directives); a visitor who answered on this site has the consent cookie, and is not asked.
   * @param {import('./context.mjs').Context} ctx
   * @param {string} locale
   * @returns {Promise<{ prompt: { id: string, customizeUrl: string, plainText: string, plaidHtml: string, showPromptOnPageLoad: boolean }, directives: ReturnType<typeof directivesFor> | null }>}
   */
  async function privacyPromptFor(ctx, locale) {
    try {
      return await promptFor(ctx, (await ctx.currentSession()) ?? '', locale);
    } catch (error) {
      if (!isStoreUnavailable(error)) throw error;
      logLine('[marquee backend] a page was rendered without its session: the store is not answering:', error instanceof Error ? error.message : String(error));
      return promptFor(ctx, '', locale);
    }
  }

  /**
   * @param {import('./context.mjs').Context} ctx
   * @param {string} sessionId  '' for none
   * @param {string} locale
   */
  async function promptFor(ctx, sessionId, locale) {
    const contextValue = { ...contextFor(ctx, sessionId, ''), acceptLanguage: locale, pageRecord: undefined };
    const { privacyPrompt } = await rootValue.privacyPrompt({ type: 'CONSENT_PRIMARY' }, contextValue);
    const { directives } = await rootValue.privacyDirectives(undefined, contextValue);
    const { id, customizeUrl, promptMarkdown, showPromptOnPageLoad } = privacyPrompt;
    return { prompt: { id, customizeUrl, ...promptMarkdown.value, showPromptOnPageLoad }, directives };
  }

  return { execute: run, privacyPromptFor };
}

/**
 * @param {ReturnType<typeof createGraph>} graph
 * @returns {import('./context.mjs').Route}
 */
export function graphRoute(graph) {
  return {
    name: 'graphql',
    endpoint: 'graphql',
    matches: (path) => path === '/graphql',
    async handle(ctx) {
      if (ctx.method !== 'POST') {
        ctx.res.setHeader('allow', 'POST');
        throw new HttpError(405, 'the graph API answers POST only');
      }
      const body = await readJson(ctx.req);
      if (!isPlainObject(body) || typeof body.query !== 'string') throw new HttpError(400, 'expected { "query": string, "variables"?: object }');
      const { query, variables = null, operationName = null } = body;
      if (variables !== null && !isPlainObject(variables)) throw new HttpError(400, 'variables must be an object');
      if (operationName !== null && typeof operationName !== 'string') throw new HttpError(400, 'operationName must be a string');
      const { status, json } = await graph.execute(ctx, { query, variables, operationName });
      sendJson(ctx.res, status, json);
    },
  };
}

/**
 * One line for the inspector.
 * @param {import('graphql').OperationDefinitionNode | null | undefined} operation
 * @param {Record<string, unknown> | null} variables
 * @param {unknown} data
 * @param {readonly GraphQLError[]} errors
 */
function summarize(operation, variables, data, errors) {
  const name = operation?.name?.value ?? operation?.operation ?? 'operation';
  if (errors.length > 0) return `graphql ${name} failed: ${errorMessages(errors)}`;
  if (operation?.operation === 'mutation') return `consent decision ${String(variables?.action)} (${name})`;
  const prompt = isPlainObject(data) && isPlainObject(data.privacyPrompt) ? data.privacyPrompt.privacyPrompt : undefined;
  if (isPlainObject(prompt) && 'showPromptOnPageLoad' in prompt) return `consent prompt (${name}): show=${String(prompt.showPromptOnPageLoad)}`;
  return `graphql ${name}`;
}
