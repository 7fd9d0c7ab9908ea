import { isSameOriginPath, localizedHref, safeHref, withRef } from '../links';
import { canonicalQuery } from './canonicalQuery';
import type { SuggestionImage, SuggestionItem } from './suggestionItems';
import { SEARCH_MODEL } from './searchModel';
import { onSuggestionHost } from './suggestionUrl';

/** Where 'See all results' goes for a text (the search model's queryTemplate). */
const seeAllHref = (template: string, query: string, prefix: string) => localizedHref(template.replaceAll('{query}', encodeURIComponent(query.trim())), prefix);

export type ResultTemplate = 'const' | 'video' | 'search';

/** One option of the suggestion list (spec §3 "Result item"). */
export interface ResultItem {
  template: ResultTemplate;
  /** Empty for 'search': the list shows 'See all results' in the visitor's language. */
  label: string;
  subLabel?: string | undefined;
  /** A video's: the title or name it belongs to, which its own label ('Official Trailer') does not say. */
  of?: string | undefined;
  /** What it is: the service's type ('feature', 'TV series'), else its page ('title', 'name', 'interest'); 'video'; 'search'. */
  type: string;
  /** Its id, or for 'search' the text searched for. */
  value: string;
  year?: number | undefined;
  url: string;
  /** `caption` says what the image shows (spec §3). */
  image?: { url: string; maxWidth: number; maxHeight: number; caption: string } | undefined;
}

export interface ResultContext {
  /** The text in the box. */
  query: string;
  urlLocalePrefix: string;
  suggestionHost: string;
  /** The search model's 'See all results' template; the site's own when absent. */
  queryTemplate?: string;
}

/** Spec §2: the page of a suggestion, by the prefix of its id. */
const PAGES: Record<string, string | undefined> = { tt: 'title', nm: 'name', in: 'interest' };
/** Spec §9: a suggestion's reference marker is at most 64 characters. */
export const REF_MAX = 64;
const POSTER = { maxWidth: 32, maxHeight: 44 };
const THUMBNAIL = { maxWidth: 78, maxHeight: 44 };

/**
 * The options of the suggestion list, in order: each suggestion followed by its videos, then
 * 'See all results' (spec §2). A suggestion whose id names no page is left out: it leads nowhere.
 */
export function resultItems(items: readonly SuggestionItem[], context: ResultContext): ResultItem[] {
  const { query, urlLocalePrefix: prefix, suggestionHost: host, queryTemplate = SEARCH_MODEL.queryTemplate } = context;
  const options: ResultItem[] = [];
  for (const item of items) {
    const page = PAGES[item.id.slice(0, 2)];
    if (page === undefined) continue;
    const itemPath = `${prefix}/${page}/${encodeURIComponent(item.id)}/`;
    options.push({ template: 'const', label: item.l, subLabel: item.s, type: item.q ?? page, value: item.id, year: item.y, url: itemPath, image: image(item.i, host, POSTER, item.l) });
    // Video pages exist only under a title or a name (spec §2).
    if (page === 'interest') continue;
    for (const video of item.v) {
      const url = `${itemPath}videoplayer/${encodeURIComponent(video.id)}/`;
      options.push({ template: 'video', label: video.l, subLabel: video.s, of: item.l, type: 'video', value: video.id, url, image: image(video.i, host, THUMBNAIL, video.l) });
    }
  }
  options.push({ template: 'search', label: '', type: 'search', value: query.trim(), url: seeAllHref(queryTemplate, query, prefix) });
  const tagged = canonicalQuery(query);
  return options.map((option, position) => ({ ...option, url: withRef(option.url, refMarker(position, tagged)) }));
}

/** An option's ref tag: its position and the query, cut to 64 characters (spec §9). */
export function refMarker(position: number, query: string): string {
  return Array.from(`nv_sr_srsg_${String(position)}_q_${query}`).slice(0, REF_MAX).join('');
}

/** The service's images are root-relative on its host; an absolute one must be http(s). */
function image(source: SuggestionImage | undefined, host: string, box: { maxWidth: number; maxHeight: number }, caption: string): ResultItem['image'] {
  if (!source || safeHref(source.imageUrl) === undefined) return undefined;
  const url = isSameOriginPath(source.imageUrl) ? onSuggestionHost(host, source.imageUrl) : source.imageUrl;
  return { url, ...box, caption };
}
