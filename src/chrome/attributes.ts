import { safeHref, safeOrigin, safePath } from '../links/safeHref';

/**
 * Attribute value types. A spec turns attribute text into a typed value (or `undefined` when the
 * text is not a valid value, so the caller can log and fall back) and back again for properties.
 */
export interface AttributeSpec<T> {
  default: T;
  parse(text: string): T | undefined;
  stringify(value: T): string;
  /** Why a valid value is still not taken on this page, if it is not (see allowedOnly). */
  refused?(value: T): string | undefined;
}

export type AttributeSchema = Record<string, AttributeSpec<unknown>>;

export type AttributeValues<S extends AttributeSchema> = { [K in keyof S]: S[K] extends AttributeSpec<infer T> ? T : never };

/** A setting written as text (`stringify` String, as most are). */
const textSpec = <T>(fallback: T, parse: (text: string) => T | undefined, stringify: (value: T) => string = String): AttributeSpec<T> => ({
  default: fallback,
  parse,
  stringify,
});

export function stringAttribute(fallback = '', valid?: RegExp | ((text: string) => boolean)): AttributeSpec<string> {
  const isValid = valid instanceof RegExp ? (text: string) => valid.test(text) : valid;
  return textSpec(fallback, (text) => (isValid && !isValid(text) ? undefined : text));
}

/** Present (empty or "true") means true, "false" means false: hosts write all three. */
export function booleanAttribute(fallback = false): AttributeSpec<boolean> {
  return textSpec(
    fallback,
    (text) => {
      const value = text.trim().toLowerCase();
      if (value === '' || value === 'true') return true;
      if (value === 'false') return false;
      return undefined;
    },
    (value) => (value ? '' : 'false'),
  );
}

export function integerAttribute(fallback: number, { min = Number.MIN_SAFE_INTEGER } = {}): AttributeSpec<number> {
  return textSpec(fallback, (text) => {
    if (!/^\s*[+-]?\d+\s*$/.test(text)) return undefined;
    const value = Number(text);
    return Number.isSafeInteger(value) && value >= min ? value : undefined;
  });
}

export function oneOfAttribute<const T extends string>(values: readonly T[], fallback: T): AttributeSpec<T> {
  // The spec spells some with capitals ("Next or Legacy"); either way is meant.
  return textSpec(fallback, (text) => values.find((v) => v === text.toLowerCase()));
}

export function jsonAttribute<T>(fallback: T, isValid: (value: unknown) => value is T): AttributeSpec<T> {
  return textSpec(
    fallback,
    (text) => {
      try {
        const value: unknown = JSON.parse(text);
        return isValid(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
    (value) => JSON.stringify(value),
  );
}

/**
 * An http(s) URL or a path on this site, stored as the browser reads it (links/safeHref), so the
 * value that was judged is the value that is used. `optional` lets empty mean "none".
 */
export function urlAttribute(fallback: string, { optional = false } = {}): AttributeSpec<string> {
  return textSpec(fallback, (text) => (optional && text.trim() === '' ? '' : safeHref(text)));
}

/** A path on this site (another site's URL is refused); empty means the default. */
export function pathAttribute(fallback = ''): AttributeSpec<string> {
  return textSpec(fallback, (text) => (text.trim() === '' ? fallback : safePath(text)));
}

/**
 * The origin of a service on another host, such as `https://suggest.example.com`; empty means this
 * page's. `withScheme`: only with its `http://` or `https://` (`//host` would guess the scheme).
 */
export function originAttribute(withScheme = false): AttributeSpec<string> {
  return textSpec('', (text) => (text.trim() === '' ? '' : withScheme && !/^\s*https?:/i.test(text) ? undefined : safeOrigin(text)));
}

export function toAttributeName(property: string): string {
  return property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/**
 * The names a schema's settings may be written under on an element, each to its setting: its
 * kebab-case attribute, and for a setting of more than one word its property's name, which HTML
 * lowercases (`isLoggedIn` → `isloggedin`): what React, and any framework that sets the properties
 * it finds on an element, writes on an element that is not defined yet. A lowercased name that two
 * settings share names both (an array): it is ambiguous. One that is another setting's attribute is
 * that setting's.
 */
export type AttributeNames = ReadonlyMap<string, string | readonly string[]>;

export function attributeNames(keys: readonly string[]): AttributeNames {
  const names = new Map<string, string | string[]>(keys.map((key) => [toAttributeName(key), key]));
  for (const key of keys) {
    const name = key.toLowerCase();
    const meant = names.get(name);
    if (meant === undefined) names.set(name, key);
    else if (Array.isArray(meant)) meant.push(key);
    else if (toAttributeName(meant) !== name) names.set(name, [meant, key]);
  }
  return names;
}

/** The setting's lowercased property name, when that is a name of its own (AttributeNames). */
export function propertyName(names: AttributeNames, key: string): string | undefined {
  const name = key.toLowerCase();
  return name !== toAttributeName(key) && names.get(name) === key ? name : undefined;
}

/**
 * Which attribute gives a setting its value, and its text: the kebab-case attribute when present,
 * else the property's lowercased name when written, else none (text null: the default).
 */
export function writtenAttribute(names: AttributeNames, key: string, read: (name: string) => string | null): [name: string, text: string | null] {
  const name = toAttributeName(key);
  const text = read(name);
  const other = text === null ? propertyName(names, key) : undefined;
  return other === undefined ? [name, text] : [other, read(other)];
}
