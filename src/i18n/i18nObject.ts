import type { TranslationFunctions } from '../../locales/i18n-types';

/**
 * typesafe-i18n's i18nObject, for the messages the chrome ships: what its runtime does with them,
 * in a third of its bytes, which every page loaded up front. The dictionaries (locales/), their
 * types and `npm run i18n` stay typesafe-i18n's. Left out is what no message of ours uses: the
 * formatters (`{name|formatter}`, none is defined: locales/formatters.ts) with their switch-case
 * form, and iterating over a group. test/i18n/i18nObject.test.ts renders every message of every
 * locale with both runtimes, so a message that used them would fail there.
 *
 * `LL.group.key(args)` renders one message: `{name}` or `{name:type}` the argument (trimmed),
 * `{{one|other}}` (or 1, 3 or 6 forms: zero, one, two, few, many, other) the plural form the
 * locale's rules pick for the count before it (`??` in a form is the count), or for `{{name:…}}`.
 * Arguments are one object by name, or positional. A missing group or key renders ''.
 */

/** A message's parts: text, or an argument (`k`, its name) or plural (its forms), by typesafe-i18n's one-letter names. */
type Part = string | Partial<Record<'k' | 'z' | 'o' | 't' | 'f' | 'm' | 'r', string>>;
type Translate = (text: string, ...args: unknown[]) => string;

/** typesafe-i18n's: a `{…}` with one level of `{…}` inside. */
const BRACKETS = /(\{(?:[^{}]+|\{(?:[^{}]+)*\})*\})/g;
/** The forms a plural of 1, 2, 3 and more entries gives, in order. */
const FORMS = [['r'], ['o', 'r'], ['z', 'o', 'r'], ['z', 'o', 't', 'f', 'm', 'r']] as const;

function parse(text: string): Part[] {
  let first = '';
  let last = '';
  // split() with a group: the odd pieces are the `{…}`s.
  const parts = text.split(BRACKETS).map((piece, index): Part => {
    if (index % 2 === 0) return piece;
    const content = piece.slice(1, -1);
    if (content.startsWith('{')) {
      // A plural counts the argument it names, else the last one before it.
      let [key = '', values] = content.slice(1, -1).split(':');
      if (!values) [values, key] = [key, last];
      const entries = values.split('|');
      const part: Exclude<Part, string> = { k: key };
      (FORMS[entries.length - 1] ?? FORMS[3]).forEach((form, at) => (part[form] = entries[at]));
      return part;
    }
    // `{name:type|formatter}`, `{name?}`: the name is what comes before any of them.
    const key = content.replace(/[|:?][\s\S]*/, '');
    last = key || last;
    first ||= last;
    return { k: key };
  });
  // A part naming no argument takes the message's first, else the first positional one. Values are
  // trimmed, and empty ones (and '0') dropped, as typesafe-i18n's parser does.
  return parts.map((part) => {
    if (typeof part === 'string') return part;
    const kept: Exclude<Part, string> = {};
    for (const [name, value] of Object.entries<string | undefined>({ ...part, k: part.k || first || '0' })) {
      const trimmed = value?.trim();
      if (trimmed && trimmed !== '0') kept[name as keyof typeof kept] = trimmed;
    }
    return kept;
  });
}

function plural(rules: Intl.PluralRules, { z, o, t, f, m, r }: Exclude<Part, string>, count: number): string | undefined {
  // == as typesafe-i18n: a count given as text counts too.
  switch (z && count == 0 ? 'zero' : rules.select(count)) {
    case 'zero':
      return z;
    case 'one':
      return o;
    case 'two':
      return t;
    case 'few':
      return f ?? r;
    case 'many':
      return m ?? r;
    default:
      return r;
  }
}

function translator(locale: string): Translate {
  const parsed: Record<string, Part[]> = {};
  const rules = new Intl.PluralRules(locale);
  return (text, ...list) => {
    const [first] = list;
    const args = (list.length === 1 && first && typeof first === 'object' && first.constructor === Object ? first : list) as Record<string, unknown>;
    return (parsed[text] ??= parse(text))
      .map((part) => {
        if (typeof part === 'string') return part;
        const value = args[part.k ?? '0'] as string | number | boolean | undefined;
        if (!(part.o || part.r)) return String(value ?? '').trim();
        const form = typeof value === 'boolean' ? (value ? part.o : part.r) : plural(rules, part, value as number);
        return (form || '').replace(/\?\?/g, value as string);
      })
      .join('');
  };
}

/** A group is a function too (rendering ''), carrying its keys; a message is its translate function. */
const wrap = (node: unknown = {}, translate: Translate): object =>
  typeof node === 'string'
    ? translate.bind(null, node)
    : Object.assign(
        Object.defineProperty(() => '', 'name', { writable: true }),
        node,
      );

const proxy = (node: unknown, translate: Translate): unknown =>
  new Proxy(wrap(node, translate), { get: (target, key) => proxy((target as Record<PropertyKey, unknown>)[key], translate) });

/** The translate functions of `translations` in `locale` (its plural rules): `LL` (src/i18n/I18nProvider.tsx). */
export function i18nObject(locale: string, translations: object): TranslationFunctions {
  return proxy(translations, translator(locale)) as TranslationFunctions;
}
