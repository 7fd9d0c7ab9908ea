import { nextTask } from './nextTask';

/**
 * Resolves in a task after the page's next frame: work started by a key or a tap waits until the
 * browser has painted its answer (interaction to next paint counts everything before that paint).
 * A page that does not paint (hidden, or slow to make its frame) goes on after 50 ms at most.
 */
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => {
    requestAnimationFrame(() => void nextTask().then(resolve));
    setTimeout(resolve, 50);
  });
