// What a test file imports as '@open-wc/testing' (web-test-runner.config.mjs resolves it here): the
// same helpers, but waitUntil waits 5 s unless told otherwise. open-wc's own 1 s is a wait a loaded
// machine (CI beside other work) overruns, failing a test that was only slow.
import { waitUntil as openWcWaitUntil } from '@open-wc/testing';

export * from '@open-wc/testing';

export const WAIT_UNTIL_TIMEOUT_MS = 5000;

export function waitUntil(...[predicate, message, options]: Parameters<typeof openWcWaitUntil>): ReturnType<typeof openWcWaitUntil> {
  return openWcWaitUntil(predicate, message, { timeout: WAIT_UNTIL_TIMEOUT_MS, ...options });
}

// A test page never reloads: tests start a new visitor in the same page (new cookies), which the
// chrome takes as the visitor's session changing (src/session/sessionFollow.ts). Cancelled, the
// chrome keeps the page for the new visitor, as a single-page site that handles it does.
// Registered as the page starts, before any chrome; a test that wants the reload uses a frame.
if (typeof window !== 'undefined') window.addEventListener('session-change', (event) => { event.preventDefault(); });
