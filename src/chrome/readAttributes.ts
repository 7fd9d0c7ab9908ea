import { toAttributeName, type AttributeSpec } from './attributes';
import { logValue } from '../console';

/**
 * One attribute's value: parsed from what the page wrote, or the default when it is absent, cannot
 * be used or is refused on this page (then one console error names the element, the attribute and
 * the value).
 * `attribute` is the name it was written under, when not the kebab-case one.
 */
export function readAttribute<T>(
  tag: string,
  key: string,
  spec: AttributeSpec<T>,
  text: string | null,
  { quiet = false, attribute = toAttributeName(key) }: { quiet?: boolean; attribute?: string } = {},
): T {
  if (text === null) return spec.default;
  const value = spec.parse(text);
  const refused = value === undefined ? '' : spec.refused?.(value);
  if (refused === undefined) return value as T;
  if (!quiet) console.error(`[marquee] <${tag}>: invalid ${attribute}=${logValue(text)}${refused}; using ${JSON.stringify(spec.default)}.`);
  return spec.default;
}
