/**
 * The search categories (spec §2, §3 "Search category"). Only All, Titles and Celebs have
 * suggestions; the others still narrow what the form's /find search looks for.
 */
export interface SearchCategory {
  /** The form's `s` value, which also names the category; '' for All, which sends none (SearchBar; as HTML, an empty one). */
  formName: string;
  /** Name of its icon in the category menu (CategoryIcon.tsx). */
  icon: 'search' | 'movie' | 'tv' | 'people' | 'business' | 'label';
  /** Key of its label in the `search` messages. */
  message: 'category_all' | 'category_titles' | 'category_tvEpisodes' | 'category_celebs' | 'category_companies' | 'category_keywords';
  hasTypeahead: boolean;
  /** The suggestion endpoint's category folder (spec §7). */
  typeaheadPath: string;
  /** Ref tag and page action reported when a visitor chooses the category. */
  refMarker: string;
  pageAction: string;
}

const category = (formName: string, icon: SearchCategory['icon'], message: SearchCategory['message'], typeaheadPath?: string): SearchCategory => {
  const tag = formName || 'all';
  return {
    formName,
    icon,
    message,
    hasTypeahead: typeaheadPath !== undefined,
    typeaheadPath: typeaheadPath ?? '',
    refMarker: `nv_sr_cat_${tag}`,
    pageAction: `nv-search-cat-${tag}`,
  };
};

export const SEARCH_CATEGORIES: readonly SearchCategory[] = [
  category('', 'search', 'category_all', ''),
  category('tt', 'movie', 'category_titles', 'titles/'),
  category('ep', 'tv', 'category_tvEpisodes'),
  category('nm', 'people', 'category_celebs', 'names/'),
  category('co', 'business', 'category_companies'),
  category('kw', 'label', 'category_keywords'),
];

const ALL = SEARCH_CATEGORIES[0] as SearchCategory;

/** The category a form name stands for; anything unknown is All. */
export function categoryByFormName(formName: string | null | undefined): SearchCategory {
  return SEARCH_CATEGORIES.find((c) => c.formName === formName) ?? ALL;
}

/** The category a page path's `s` parameter selects (spec §4), All when it has none. */
export function categoryOfPage(path: string): SearchCategory {
  // Read by hand, not with new URL(): a host's current-uri may be anything, and this must not throw.
  const [beforeHash = ''] = path.split('#', 1);
  const at = beforeHash.indexOf('?');
  return categoryByFormName(at < 0 ? null : new URLSearchParams(beforeHash.slice(at + 1)).get('s'));
}
