import { isHref, isString, listOf, partial, shape, type Check } from '../chrome/jsonShapes';
import { SEARCH_CATEGORIES } from './categories';

/**
 * The search form as data (spec §3 "Search model"), as the header's `search-model` attribute
 * gives it: any of these fields, the others the site's own (SEARCH_MODEL). The suggestion
 * service (the spec's `searchEndpoint`) is the shared `suggestion-host` attribute.
 */
export interface SearchModel {
  /** Where the form submits: a path (given the locale prefix) or an http(s) URL. */
  formAction?: string;
  formMethod?: 'get' | 'post';
  /** The box's field name. */
  inputName?: string;
  /** Fields sent with the form. */
  hiddenFields?: { name: string; val: string }[];
  /** Where 'See all results' goes: a path or URL with `{query}` (the typed text, URL-encoded) in its query string. */
  queryTemplate?: string;
  /** Form names of the categories offered, in order; a page's category not offered gives way to the first. */
  categories?: string[];
}

/** The site's own search (spec §2): GET /find with the form's ref tag, every category. */
export const SEARCH_MODEL: Required<SearchModel> = {
  formAction: '/find',
  formMethod: 'get',
  inputName: 'q',
  hiddenFields: [{ name: 'ref_', val: 'nv_sr_sm' }],
  queryTemplate: '/find/?q={query}',
  categories: SEARCH_CATEGORIES.map((category) => category.formName),
};

const isName: Check = (value) => typeof value === 'string' && value !== '';

/** Guards the `search-model` attribute: one field that is not valid refuses the whole model, as a nav model is. */
export const isSearchModel = partial({
  formAction: isHref,
  formMethod: (value) => value === 'get' || value === 'post',
  inputName: isName,
  hiddenFields: listOf(shape({ name: isName, val: isString })),
  // Only after the `?`: the typed text fills a parameter, never the host (`//{query}`) or the path.
  queryTemplate: (value) => isHref(value) && /^[^?{]*\?.*\{query\}/.test(value as string),
  categories: (value) => Array.isArray(value) && value.length > 0 && value.every((name) => SEARCH_CATEGORIES.some((category) => category.formName === name)),
}) as (value: unknown) => value is SearchModel;
