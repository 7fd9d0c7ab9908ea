/**
 * One load shared by every caller until it fails, so that all of them see it settle at the same
 * moment (an element adopts a part's styles before the part waiting for them shows); a failed load
 * is tried again by the next caller, as a flaky network must not stick.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
