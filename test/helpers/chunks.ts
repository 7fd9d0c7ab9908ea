import { waitUntil } from '@open-wc/testing';

/**
 * The test server's chunk gate (test/helpers/chunkGate.mjs): hold the build's files whose path
 * contains `match` (e.g. 'lazy-CategoryMenuPanel') until `releaseChunks`, or answer them `status`.
 */
export async function gateChunks(match: string, how: { hold: true } | { status: number }): Promise<void> {
  const response = await fetch('/__chunks', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ match, ...how }) });
  if (!response.ok) throw new Error(`the chunk gate refused ${match}: ${response.status}`);
}

/** Resolves once the page has asked for a held file whose path contains `match` (it is waiting now). */
export async function chunkHeld(match: string, timeout = 10_000): Promise<void> {
  let held: string[] = [];
  await waitUntil(
    async () => {
      held = ((await (await fetch('/__chunks')).json()) as { held: string[] }).held;
      return held.some((path) => path.includes(match));
    },
    `the page never asked for ${match}`,
    { interval: 20, timeout },
  );
}

/** Lets every held file go on and turns every switch off (call it in afterEach too). */
export async function releaseChunks(): Promise<void> {
  await fetch('/__chunks', { method: 'DELETE' });
}

/**
 * The bundle's URL for one page: the build at a path no other page has used (the chunk gate answers
 * it as /dist/), so its chunks are asked for anew whatever an engine's memory cache holds.
 */
export function freshBundle(): string {
  return `/__fresh/${String(Date.now())}-${String(Math.random()).slice(2)}/dist/marquee.js`;
}
