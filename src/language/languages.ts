import { isBoolean, listOf, shape } from '../chrome/jsonShapes';
import { safeHref } from '../links/safeHref';

/** Spec §3 language entries: what the selector offers, and how fully each is supported. */
export interface LanguageEntry {
  value: string;
  fullySupported: boolean;
}

export const LANGUAGES: readonly LanguageEntry[] = [
  { value: 'en-US', fullySupported: true },
  { value: 'fr-CA', fullySupported: false },
  { value: 'fr-FR', fullySupported: false },
  { value: 'de-DE', fullySupported: false },
  { value: 'hi-IN', fullySupported: false },
  { value: 'it-IT', fullySupported: false },
  { value: 'pt-BR', fullySupported: false },
  { value: 'es-ES', fullySupported: false },
  { value: 'es-MX', fullySupported: false },
];

const LOCALE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** A host's `languages` attribute: a non-empty list of `{ value, fullySupported }` with locale tags as values. */
export const isLanguageList = ((value) =>
  listOf(shape({ value: (tag) => typeof tag === 'string' && LOCALE_TAG.test(tag), fullySupported: isBoolean }))(value) &&
  (value as unknown[]).length > 0) as (value: unknown) => value is LanguageEntry[];

/**
 * The URL a host's template gives for a locale: {locale} and {path} are filled in, and the result
 * is judged as a whole (links/safeHref), since a path such as `/evil.example/` in `/{path}` makes
 * `//evil.example/`. Undefined when the result would not be an http(s) URL or a path on this site.
 */
export function localeUrl(template: string, locale: string, path: string): string | undefined {
  return safeHref(template.replaceAll('{locale}', encodeURIComponent(locale)).replaceAll('{path}', path));
}

/** A template that names {locale} and gives a usable URL for an ordinary page. */
export function isLocaleUrlTemplate(template: string): boolean {
  return template.includes('{locale}') && localeUrl(template, 'en-US', '/') !== undefined;
}
