import { attributeNames, writtenAttribute, type AttributeSchema, type AttributeValues } from './attributes';
import { readAttribute } from './readAttributes';

// Apart from readAttribute, which every element loads up front: only hydration and the server
// read a whole set of written attributes at once.

const lookup = (written: Readonly<Record<string, string>>) => (name: string) => (Object.hasOwn(written, name) ? (written[name] ?? null) : null);

/** Each schema's attribute names, made once: a server reads a schema for every page it renders. */
const namesBySchema = new WeakMap<AttributeSchema, ReturnType<typeof attributeNames>>();
function namesOf(schema: AttributeSchema) {
  let names = namesBySchema.get(schema);
  if (!names) {
    names = attributeNames(Object.keys(schema));
    namesBySchema.set(schema, names);
  }
  return names;
}

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
  const names = namesOf(schema);
  const values: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(schema)) {
    const [name, text] = writtenAttribute(names, key, lookup(written));
    values[key] = readAttribute(tag, key, spec, text, { quiet, attribute: name });
  }
  return values as AttributeValues<S>;
}

/** Each setting's text as the page wrote it, under either name (null: not written). */
export function writtenTexts(schema: AttributeSchema, written: Readonly<Record<string, string>>): Record<string, string | null> {
  const names = namesOf(schema);
  return Object.fromEntries(Object.keys(schema).map((key) => [key, writtenAttribute(names, key, lookup(written))[1]]));
}

/** The settings the page wrote, under either name. */
export function writtenKeys(schema: AttributeSchema, written: Readonly<Record<string, string>>): string[] {
  return Object.entries(writtenTexts(schema, written))
    .filter(([, text]) => text !== null)
    .map(([key]) => key);
}
