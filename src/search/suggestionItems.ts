/** An image as the suggestion service describes it; `imageUrl` may be root-relative to its host. */
export interface SuggestionImage {
  imageUrl: string;
  width: number;
  height: number;
}

/** A related video of a suggestion. */
export interface SuggestionVideo {
  id: string;
  l: string;
  s?: string;
  i?: SuggestionImage;
}

/** A suggestion as the service sends it (spec §3 "Suggestion item (server)"). */
export interface SuggestionItem {
  id: string;
  /** Label. */
  l: string;
  /** Sub-label, e.g. the director. */
  s?: string;
  /** Type, e.g. 'feature'. */
  q?: string;
  /** Year. */
  y?: number;
  i?: SuggestionImage;
  v: SuggestionVideo[];
}

/** Spec §5: only the first two videos of a suggestion are shown. */
export const MAX_VIDEOS = 2;

type Loose = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const id = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

function image(value: unknown): SuggestionImage | undefined {
  if (!isRecord(value) || typeof value.imageUrl !== 'string') return undefined;
  return { imageUrl: value.imageUrl, width: Number(value.width) || 0, height: Number(value.height) || 0 };
}

function video(value: unknown): SuggestionVideo[] {
  if (!isRecord(value) || id(value.id) === undefined) return [];
  return [{ id: String(value.id), l: text(value.l) ?? '', s: text(value.s), i: image(value.i) }];
}

function item(value: unknown): SuggestionItem[] {
  // Spec §5: an item without an id leads nowhere, so it is dropped.
  if (!isRecord(value) || id(value.id) === undefined) return [];
  const videos = Array.isArray(value.v) ? value.v.flatMap(video) : [];
  return [
    {
      id: String(value.id),
      l: text(value.l) ?? '',
      s: text(value.s),
      q: text(value.q),
      y: typeof value.y === 'number' ? value.y : undefined,
      i: image(value.i),
      v: videos.slice(0, MAX_VIDEOS),
    },
  ];
}

/**
 * The suggestions in an answer `{ d: [...] }` (spec §7), checked field by field: it is what a
 * server sent. An answer without the list is a failed call; a bad item is left out.
 */
export function parseSuggestions(answer: unknown): SuggestionItem[] {
  const list = isRecord(answer) ? answer.d : undefined;
  if (!Array.isArray(list)) throw new Error('The suggestion answer has no list "d"');
  return list.flatMap(item);
}
