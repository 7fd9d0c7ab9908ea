import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Runs `step` with what it logs (console.error, console.warn) left out, and nothing else: renders
 * beside it, which share the console, still log. For a render whose messages another render has
 * just given, such as the second of the two renders that prove a variant (renderVariant).
 */
export async function quietly<T>(step: () => Promise<T>): Promise<T> {
  if (running++ === 0) {
    const { error, warn } = console;
    restore = () => Object.assign(console, { error, warn });
    console.error = (...args: unknown[]) => {
      if (!inQuiet.getStore()) error.apply(console, args);
    };
    console.warn = (...args: unknown[]) => {
      if (!inQuiet.getStore()) warn.apply(console, args);
    };
  }
  try {
    return await inQuiet.run(true, step);
  } finally {
    // Disabled again once no step runs: while enabled, Node tracks every promise of the process.
    if (--running === 0) {
      restore();
      inQuiet.disable();
    }
  }
}

const inQuiet = new AsyncLocalStorage<boolean>();
let running = 0;
let restore = () => {};
