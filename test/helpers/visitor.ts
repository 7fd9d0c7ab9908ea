import { waitUntil } from '@open-wc/testing';
import { receivedEvents, type ReceivedEvent } from './backend';

/**
 * Keeps the test page from following links while a visitor clicks them. The listener sits on
 * window and listens in the bubble phase, so it runs after every handler of the chrome (React's
 * sit on the shadow root); a click it sees uncancelled is one the browser would follow, and it
 * records where to.
 */
export function holdNavigation(): { followed: string[]; release(): void } {
  const followed: string[] = [];
  const onClick = (event: MouseEvent) => {
    const link = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
    if (!link || event.defaultPrevented) return;
    followed.push(link.href);
    event.preventDefault();
  };
  window.addEventListener('click', onClick);
  return { followed, release: () => { window.removeEventListener('click', onClick); } };
}

/** Waits until the backend has received `count` events of the type since `after`, and returns them. */
export async function received(type: string, after: number, count = 1): Promise<ReceivedEvent[]> {
  await waitUntil(async () => (await receivedEvents(type, after)).length >= count, `the backend received fewer than ${String(count)} ${type}`, {
    timeout: 3000,
  });
  return receivedEvents(type, after);
}

/** Long enough for a hit that was going to be sent to have arrived; for asserting that none was. */
export const settle = (ms = 200) => new Promise((resolve) => setTimeout(resolve, ms));
