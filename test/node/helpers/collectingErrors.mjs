// Runs a test's steps with console.error collected rather than printed, for tests that assert what
// the renderer logs.

/** Runs `steps` with console.error collected rather than printed. */
export async function collectingErrors(/** @type {(errors: string[]) => Promise<void>} */ steps) {
  /** @type {string[]} */
  const errors = [];
  const original = console.error;
  console.error = (...args) => errors.push(args.join(' '));
  try {
    await steps(errors);
  } finally {
    console.error = original;
  }
}
