import { toAttributeName, type AttributeSchema, type AttributeSpec, type AttributeValues } from './attributes';

/**
 * One attribute's value: parsed from what the page wrote, or the default when it is absent or
 * cannot be used (then one console error names the element, the attribute and the value).
 */
export function readAttribute<T>(tag: string, key: string, spec: AttributeSpec<T>, text: string | null, { quiet = false } = {}): T {
  if (text === null) return spec.default;
  const value = spec.parse(text);
  if (value !== undefined) return value;
  if (!quiet) console.error(`[marquee] <${tag}>: invalid ${toAttributeName(key)}=${JSON.stringify(text)}; using ${JSON.stringify(spec.default)}.`);
  return spec.default;
}

/** Every attribute of an element from what the page wrote (attribute name → text), as its props. */
export function readAttributes<S extends AttributeSchema>(
  tag: string,
  schema: S,
  written: Readonly<Record<string, string>>,
  options: { quiet?: boolean } = {},
): AttributeValues<S> {
  const values: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(schema)) values[key] = readAttribute(tag, key, spec, written[toAttributeName(key)] ?? null, options);
  return values as AttributeValues<S>;
}
