// Types of marquee-site-chrome/testing/plugin (testing/plugin.js): the reference backend for a test server.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** The reference backend: every call of the chrome, answered for real. */
export interface Backend {
  /** Resolves true when it answered the request, false when the request is none of its business. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** The same as Koa-style middleware (web-test-runner's `middleware` option). */
  middleware(): (ctx: { req: IncomingMessage; res: ServerResponse; respond?: boolean }, next: () => Promise<unknown>) => Promise<void>;
  /** Resolves once its store is ready (schema created or migrated); rejects when the database cannot be opened. */
  ready: Promise<void>;
  /** Closes its store (for PostgreSQL, its connections). */
  close(): Promise<void>;
}

export interface BackendOptions {
  /** Fault switches (`/__faults`) and every session's events (`/__events`) on: for tests only. */
  faults?: boolean;
  /** Development mode: GraphQL introspection and the consent geo override. Defaults to `faults`. */
  dev?: boolean;
  /** In development mode, the secret the geo override needs; without it any non-empty secret works. */
  geoOverrideSecret?: string;
  /** Believe X-Forwarded-Proto and X-Forwarded-For: only behind the one reverse proxy that sets them. */
  trustProxy?: boolean;
  /** SQLite file, or ':memory:' (the default). */
  dbFile?: string;
  /** A PostgreSQL database (postgres://…) to store in instead of SQLite; needs `pg` installed. */
  databaseUrl?: string;
  /** A clock, for tests of time windows. */
  now?: () => Date;
  /** Also serve files as `npm start` does: `<root>/dist/` at /dist/ and `<root>/demo/` at /. */
  staticRoot?: string;
}

/** Loads the reference backend; fails with the install command when its peer dependencies are missing. */
export function loadBackend(options?: BackendOptions): Promise<Backend>;

/** A web-test-runner plugin mounting the reference backend, fault switches on. */
export function marqueeBackend(options?: { now?: () => Date }): {
  name: string;
  serverStart(context: { server?: Server }): Promise<void>;
  serverStop(): Promise<void> | undefined;
};
