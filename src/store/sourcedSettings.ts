/**
 * Page-wide settings that any element may carry as attributes.
 *
 * Each connected element is a "source". The effective value of a setting is the one from the
 * source that set it most recently, else the default; so removing an attribute from one element
 * falls back to another element's value before the default, and header and footer always agree.
 */
export interface Source<T> {
  id: string;
  settings: Partial<T>;
}

/** Oldest change first. */
export type Sources<T> = Source<T>[];

export interface SourcePatch<T> {
  source: string;
  /** Explicit values; a key set to `undefined` means the attribute was removed. */
  settings: Partial<Record<keyof T, unknown>>;
}

export function applySourcePatch<T>(sources: Sources<T>, { source, settings }: SourcePatch<T>): void {
  const index = sources.findIndex((s) => s.id === source);
  const previous = index >= 0 ? sources.splice(index, 1)[0]?.settings : undefined;
  const merged = Object.entries({ ...previous, ...settings }).filter(([, value]) => value !== undefined);
  // Appended last, so this source's values win the merge.
  sources.push({ id: source, settings: Object.fromEntries(merged) as Partial<T> });
}

export function removeSource<T>(sources: Sources<T>, source: string): Sources<T> {
  return sources.filter((s) => s.id !== source);
}

export function mergeSources<T extends object>(defaults: T, sources: Sources<T>): T {
  return Object.assign({}, defaults, ...sources.map((s) => s.settings)) as T;
}
