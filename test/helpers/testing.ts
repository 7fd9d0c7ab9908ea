// What a test file imports as '@open-wc/testing' (web-test-runner.config.mjs resolves it here): the
// same helpers, but waitUntil waits 5 s unless told otherwise. open-wc's own 1 s is a wait a loaded
// machine (CI beside other work) overruns, failing a test that was only slow.
import { waitUntil as openWcWaitUntil } from '@open-wc/testing';

export * from '@open-wc/testing';

export const WAIT_UNTIL_TIMEOUT_MS = 5000;

export function waitUntil(...[predicate, message, options]: Parameters<typeof openWcWaitUntil>): ReturnType<typeof openWcWaitUntil> {
  return openWcWaitUntil(predicate, message, { timeout: WAIT_UNTIL_TIMEOUT_MS, ...options });
}
