import { safeHref, safeOrigin, safePath } from '../links/safeHref';

/**
 * Attribute value types. A spec turns attribute text into a typed value (or `undefined` when the
 * text is not a valid value, so the caller can log and fall back) and back again for properties.
 */
export interface AttributeSpec<T> {
  default: T;
  parse(text: string): T | undefined;
  stringify(value: T): string;
}

export type AttributeSchema = Record<string, AttributeSpec<unknown>>;

export type AttributeValues<S extends AttributeSchema> = { [K in keyof S]: S[K] extends AttributeSpec<infer T> ? T : never };

export function stringAttribute(fallback = '', valid?: RegExp | ((text: string) => boolean)): AttributeSpec<string> {
  const isValid = valid instanceof RegExp ? (text: string) => valid.test(text) : valid;
  return {
    default: fallback,
    parse: (text) => (isValid && !isValid(text) ? undefined : text),
    stringify: String,
  };
}

/** Present (empty or "true") means true, "false" means false: hosts write all three. */
export function booleanAttribute(fallback = false): AttributeSpec<boolean> {
  return {
    default: fallback,
    parse: (text) => {
      const value = text.trim().toLowerCase();
      if (value === '' || value === 'true') return true;
      if (value === 'false') return false;
      return undefined;
    },
    stringify: (value) => (value ? '' : 'false'),
  };
}

export function integerAttribute(fallback: number, { min = Number.MIN_SAFE_INTEGER } = {}): AttributeSpec<number> {
  return {
    default: fallback,
    parse: (text) => {
      if (!/^\s*[+-]?\d+\s*$/.test(text)) return undefined;
      const value = Number(text);
      return Number.isSafeInteger(value) && value >= min ? value : undefined;
    },
    stringify: String,
  };
}

export function oneOfAttribute<const T extends string>(values: readonly T[], fallback: T): AttributeSpec<T> {
  return {
    default: fallback,
    // The spec spells some with capitals ("Next or Legacy"); either way is meant.
    parse: (text) => values.find((v) => v === text.toLowerCase()),
    stringify: String,
  };
}

export function jsonAttribute<T>(fallback: T, isValid: (value: unknown) => value is T): AttributeSpec<T> {
  return {
    default: fallback,
    parse: (text) => {
      try {
        const value: unknown = JSON.parse(text);
        return isValid(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
    stringify: (value) => JSON.stringify(value),
  };
}

/**
 * An http(s) URL or a path on this site, stored as the browser reads it (links/safeHref), so the
 * value that was judged is the value that is used. `optional` lets empty mean "none".
 */
export function urlAttribute(fallback: string, { optional = false } = {}): AttributeSpec<string> {
  return {
    default: fallback,
    parse: (text) => (optional && text.trim() === '' ? '' : safeHref(text)),
    stringify: String,
  };
}

/** A path on this site (another site's URL is refused); empty means the default. */
export function pathAttribute(fallback = ''): AttributeSpec<string> {
  return {
    default: fallback,
    parse: (text) => (text.trim() === '' ? fallback : safePath(text)),
    stringify: String,
  };
}

/**
 * The origin of a service on another host, such as `https://suggest.example.com`; empty means this
 * page's. `withScheme`: only with its `http://` or `https://` (`//host` would guess the scheme).
 */
export function originAttribute(withScheme = false): AttributeSpec<string> {
  return {
    default: '',
    parse: (text) => (text.trim() === '' ? '' : withScheme && !/^\s*https?:/i.test(text) ? undefined : safeOrigin(text)),
    stringify: String,
  };
}

export function toAttributeName(property: string): string {
  return property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
