/**
 * Resolves in a task of its own: what follows runs after the browser has had its turn (a tap, a
 * frame), so that two long pieces of work do not make one longer task on a phone. A message, not a
 * timer: a tab in the background clamps timers to a second.
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
