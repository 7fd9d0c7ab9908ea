import { safeHref } from '../links/safeHref';

/**
 * Small checks for the JSON models hosts give as attributes (nav-model, user-menu,
 * watchlist-button): each says whether a value has the shape it names. Written once here so each
 * model's guard reads as its shape, and the up-front bundle carries one copy.
 */
export type Check = (value: unknown) => boolean;

export const isString: Check = (value) => typeof value === 'string';
export const isBoolean: Check = (value) => typeof value === 'boolean';
/** A tracking token (a ref tag, a page action): it travels in query strings. */
export const isToken: Check = (value) => typeof value === 'string' && /^[\w.-]{0,64}$/.test(value);
/** An http(s) URL or a path on this site, judged as the browser reads it (links/safeHref). */
export const isHref: Check = (value) => typeof value === 'string' && safeHref(value) !== undefined;

export const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);

export const listOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);

/** A plain object whose every named field passes its check (absent fields are `undefined`). */
export const shape =
  (fields: Record<string, Check>, optionalFields = false): Check =>
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.entries(fields).every(([name, check]) => {
      const field = (value as Record<string, unknown>)[name];
      return (optionalFields && field === undefined) || check(field);
    });

/** A plain object whose named fields, each where present, pass their checks: a model given in part. */
export const partial = (fields: Record<string, Check>): Check => shape(fields, true);

/** A text to show (nav-model, user-menu): our translation of `id` where we have one, else `defaultMessage`. */
export const isMessage = shape({ id: isString, defaultMessage: isString });
