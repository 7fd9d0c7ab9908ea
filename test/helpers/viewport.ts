import { setViewport } from '@web/test-runner-commands';

export const SMALL = { width: 375, height: 800 };
export const LARGE = { width: 1280, height: 800 };

/** Runs the body at a viewport size and restores the default afterwards. */
export async function atWidth(size: { width: number; height: number }, body: () => Promise<void>): Promise<void> {
  await setViewport(size);
  try {
    await body();
  } finally {
    await setViewport({ width: 800, height: 600 });
  }
}
