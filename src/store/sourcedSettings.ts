/**
 * Page-wide settings that any element may carry as attributes.
 *
 * Each connected element is a "source". The effective value of a setting is the one from the
 * source that changed that setting most recently, else the default; so removing an attribute from one element
 * falls back to another element's value before the default, and header and footer always agree.
 * Each feature keeps the settings it owns (session, endpoints, …) in a slice of its own.
 */
import { createAction, createSlice } from '@reduxjs/toolkit';

export interface Source<T> {
  id: string;
  settings: Partial<T>;
}

/** Oldest change first; each entry holds one source's value of one setting. */
export type Sources<T> = Source<T>[];

export interface SourcePatch {
  source: string;
  /** Explicit values; a key set to `undefined` means the attribute was removed. */
  settings: Record<string, unknown>;
}

/** An element's shared attributes changed (or it connected with them). */
export const sharedSettingsChanged = createAction<SourcePatch>('shared/settingsChanged');
/** An element left the page; its settings no longer count. */
export const sharedSourceRemoved = createAction<string>('shared/sourceRemoved');

// One entry per source and setting, latest change last: each setting's own latest change wins, so
// changing one setting of an element does not bring back its older values of the others.
function applyPatch<T>(sources: Sources<T>, source: string, settings: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(settings)) {
    const index = sources.findIndex((s) => s.id === source && key in s.settings);
    if (index >= 0) sources.splice(index, 1);
    if (value !== undefined) sources.push({ id: source, settings: { [key]: value } as Partial<T> });
  }
}

export function mergeSources<T extends object>(defaults: T, sources: Sources<T>): T {
  return Object.assign({}, defaults, ...sources.map((s) => s.settings)) as T;
}

/** A slice holding the sources of the settings named by `defaults`, and nothing else. */
export function createSourcedSlice<T extends object>(name: string, defaults: T) {
  const owns = (key: string) => Object.hasOwn(defaults, key);
  return createSlice({
    name,
    initialState: { sources: [] as Sources<T> },
    reducers: {},
    extraReducers: (builder) => {
      builder
        .addCase(sharedSettingsChanged, (state, { payload }) => {
          const own = Object.entries(payload.settings).filter(([key]) => owns(key));
          if (own.length > 0) applyPatch(state.sources as Sources<T>, payload.source, Object.fromEntries(own));
        })
        .addCase(sharedSourceRemoved, (state, { payload }) => {
          state.sources = state.sources.filter((s) => s.id !== payload);
        });
    },
  });
}

/**
 * A sourced slice and the selector of its effective settings, for state[name]. The settings are
 * kept for each list of sources, not for the last one only: a part hydrating after the rest reads
 * them from the server's state, and with a cache of one the page's state read next made a new but
 * equal object, which every component selecting it (all of the header and the footer select the
 * session) took for a change at the next action, re-rendering at a visitor's tap.
 */
export function createSourcedSettings<N extends string, T extends object>(name: N, defaults: T) {
  const selectSources = (state: Record<N, { sources: Sources<T> }>) => state[name].sources;
  const merged = new WeakMap<Sources<T>, T>();
  return {
    slice: createSourcedSlice(name, defaults),
    selectSources,
    select: (state: Record<N, { sources: Sources<T> }>): T => {
      const sources = selectSources(state);
      let settings = merged.get(sources);
      if (!settings) merged.set(sources, (settings = mergeSources(defaults, sources)));
      return settings;
    },
  };
}
