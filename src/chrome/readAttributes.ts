import { attributeNames, toAttributeName, writtenAttribute, type AttributeSchema, type AttributeSpec, type AttributeValues } from './attributes';

/**
 * One attribute's value: parsed from what the page wrote, or the default when it is absent or
 * cannot be used (then one console error names the element, the attribute and the value).
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
  if (value !== undefined) return value;
  if (!quiet) console.error(`[marquee] <${tag}>: invalid ${attribute}=${JSON.stringify(text)}; using ${JSON.stringify(spec.default)}.`);
  return spec.default;
}

const lookup = (written: Readonly<Record<string, string>>) => (name: string) => (Object.hasOwn(written, name) ? (written[name] ?? null) : null);

/**
 * Every attribute of an element from what the page wrote (attribute name → text), as its props; a
 * setting written under its property's name counts as written (AttributeNames).
 */
export function readAttributes<S extends AttributeSchema>(
  tag: string,
  schema: S,
  written: Readonly<Record<string, string>>,
  { quiet = false }: { quiet?: boolean } = {},
): AttributeValues<S> {
  const names = attributeNames(Object.keys(schema));
  const values: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(schema)) {
    const { name, text } = writtenAttribute(names, key, lookup(written));
    values[key] = readAttribute(tag, key, spec, text, { quiet, attribute: name });
  }
  return values as AttributeValues<S>;
}

/** The settings the page wrote, under either name. */
export function writtenKeys(schema: AttributeSchema, written: Readonly<Record<string, string>>): string[] {
  const names = attributeNames(Object.keys(schema));
  return Object.keys(schema).filter((key) => writtenAttribute(names, key, lookup(written)).text !== null);
}
