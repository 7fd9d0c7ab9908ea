/**
 * Page-wide settings that any element may carry as attributes.
 *
 * Each connected element is a "source". The effective value of a setting is the one from the
 * source that set it most recently, else the default; so removing an attribute from one element
 * falls back to another element's value before the default, and header and footer always agree.
 */
export type Sources<T> = Record<string, Partial<T>>;

export interface SourcePatch<T> {
  source: string;
  /** Explicit values; a key set to `undefined` means the attribute was removed. */
  settings: Partial<Record<keyof T, unknown>>;
}

export function applySourcePatch<T>(sources: Sources<T>, { source, settings }: SourcePatch<T>): void {
  const current: Record<string, unknown> = { ...sources[source] };
  for (const [key, value] of Object.entries(settings)) {
    if (value === undefined) delete current[key];
    else current[key] = value;
  }
  // Re-inserting moves this source last, so its values win the merge.
  delete sources[source];
  sources[source] = current as Partial<T>;
}

export function mergeSources<T extends object>(defaults: T, sources: Sources<T>): T {
  return Object.assign({}, defaults, ...Object.values(sources)) as T;
}
