/**
 * An element's server HTML compiled once per variant, with holes for what each request changes
 * (issue 77): the page's path, the member's name, the watchlist count, the consent form's return
 * path and the CSP nonce. The variant is rendered with stand-ins for those values (private-use
 * characters no request sends as such, and a number), each place a stand-in shows is found in the
 * forms the renderer writes it (escaped as React escapes text, as renderElement escapes its own
 * attributes, inside JSON, percent-encoded in `u`, as 'Use app''s canonical URL), and a page view
 * fills those places with its own values in the same forms. A second set of stand-ins, filled in
 * and compared with a render of its own, proves the template before it is used: a form not listed
 * here, or markup that changes with a value, leaves the variant rendered anew for every page.
 */

/** A request's values, as the page wrote them (`text`) and as the element reads them. */
export interface RequestValues {
  /** current-uri as written, and the path the element reads from it. */
  uri?: { text: string; path: string };
  /** username as written (the element reads it as it is). */
  name?: string;
  /** watchlist-count as written, and the number the element reads. */
  count?: { text: string; value: number };
  /** The consent form's return path (RenderOptions.answerForm.returnTo). */
  returnTo?: string;
  /** The inline styles' CSP nonce. */
  nonce?: string;
}

/** What the forms of a value are computed with, fixed for a variant. */
export interface FormContext {
  /** The origin the links are resolved against ('Use app''s canonical URL). */
  origin: string;
  /** The watchlist's spoken count in the variant's locale. */
  titleCount: (count: number) => string;
}

type Value = (values: RequestValues, context: FormContext) => string | undefined;

/** The forms of each value the chrome's HTML carries. */
const VALUES: Record<string, Value> = {
  uriText: ({ uri }) => uri?.text,
  path: ({ uri }) => uri?.path,
  // A link's `u` (linkParams.withReturnPath). The path is the one the element read, a path the URL
  // parser has written already: judged again, it is the same (safeReturnPath), so it is not parsed
  // again here. The proof, and renderVariants.test.mjs's hostile paths, hold this.
  returnPath: ({ uri }) => uri && encodeURIComponent(uri.path),
  // 'Use app''s `$canonical_url` (header/appLink.ts): that path on the origin, form-encoded.
  canonical: ({ uri }, { origin }) => uri && formEncoded(`${origin}${uri.path}`),
  name: ({ name }) => name,
  countText: ({ count }) => count?.text,
  count: ({ count }) => count && String(count.value),
  countWords: ({ count }, { titleCount }) => count && titleCount(count.value),
  returnTo: ({ returnTo }) => returnTo,
  nonce: ({ nonce }) => nonce,
};

/** As URLSearchParams writes a value (application/x-www-form-urlencoded). */
const formEncoded = (text: string) => encodeURIComponent(text).replace(/[!'()~]|%20/g, (c) => (c === '%20' ? '+' : `%${c.charCodeAt(0).toString(16).toUpperCase()}`));

const reactEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
/** How each is written: as React escapes text and attributes, as renderElement escapes its own attributes, and inside JSON there. */
const ENCODINGS: Record<string, (text: string) => string> = {
  react: (text) => text.replace(/[&<>"']/g, (c) => reactEscapes[c] ?? c),
  attribute: (text) => text.replace(/[&<>"]/g, (c) => reactEscapes[c] ?? c),
  json: (text) => JSON.stringify(text).slice(1, -1).replace(/[&<>"]/g, (c) => reactEscapes[c] ?? c),
};

/** A place to fill: one of VALUES in one of ENCODINGS. */
type Hole = readonly [value: string, encoding: string];
const HOLES: Hole[] = Object.keys(VALUES).flatMap((value) => Object.keys(ENCODINGS).map((encoding) => [value, encoding] as const));

/** The stand-ins' marks, in any of the forms above: what must not be left in a template's text. */
const STAND_IN_MARKS = /[\uE000-\uE003]|%EE%80%8[0-3]|EE%2580%258[0-3]|987654|876543/i;

/**
 * Two sets of stand-ins, each read as the real values of its kind would be: the same search
 * category (`s`) as the request's path, a count above zero, a name. Each has characters that the
 * encodings treat differently (quotes, `&`, `<`, a space, a letter outside ASCII), so no two forms
 * of a stand-in are the same text.
 */
export const STAND_INS = [
  { uri: '/\uE001 "\'<>&\u00e9a', name: '\uE000"\'<&>a', count: '+987654', returnTo: '/\uE002"\'<&a', nonce: '\uE003"\'<&a' },
  { uri: '/\uE001%20\'"&<b\u00e8', name: '\uE000\'&"b<', count: ' 0876543 ', returnTo: '/\uE002\'&"b<', nonce: '\uE003\'&b"' },
] as const;

/** A variant's HTML: text, and between each two texts a hole. */
export interface VariantTemplate {
  texts: string[];
  holes: Hole[];
  context: FormContext;
  /** The texts as UTF-8, made on first use (pushTemplateChunks). */
  bytes?: Buffer[];
}

const formOf = ([value, encoding]: Hole, values: RequestValues, context: FormContext): string | undefined => {
  const text = VALUES[value]?.(values, context);
  return text === undefined ? undefined : ENCODINGS[encoding]?.(text);
};

/**
 * The template of `html`, rendered with `standIns`; undefined when a stand-in is left in its text
 * (written in a form not listed here).
 */
export function templateOf(html: string, standIns: RequestValues, context: FormContext): VariantTemplate | undefined {
  const forms = new Map<string, Hole>();
  for (const hole of HOLES) {
    const form = formOf(hole, standIns, context);
    if (form !== undefined && STAND_IN_MARKS.test(form) && !forms.has(form)) forms.set(form, hole);
  }
  // Every place a form shows, then the longest of those starting together, then any that overlap
  // one already taken left out ("+987654" holds "987654").
  const found: { at: number; form: string; hole: Hole }[] = [];
  for (const [form, hole] of forms) {
    for (let at = html.indexOf(form); at >= 0; at = html.indexOf(form, at + form.length)) found.push({ at, form, hole });
  }
  found.sort((a, b) => a.at - b.at || b.form.length - a.form.length);
  const texts: string[] = [];
  const holes: Hole[] = [];
  let end = 0;
  for (const { at, form, hole } of found) {
    if (at < end) continue;
    texts.push(html.slice(end, at));
    holes.push(hole);
    end = at + form.length;
  }
  texts.push(html.slice(end));
  return texts.some((text) => STAND_IN_MARKS.test(text)) ? undefined : { texts, holes, context };
}

/** Each hole's text for this request, in its form. */
function formsFor({ holes, context }: VariantTemplate, values: RequestValues): string[] {
  const filled = new Map<Hole, string>();
  return holes.map((hole) => {
    let form = filled.get(hole);
    if (form === undefined) {
      form = formOf(hole, values, context) ?? '';
      filled.set(hole, form);
    }
    return form;
  });
}

/**
 * The template's HTML for a request: each hole filled with this request's value in its form,
 * less the first `skip` characters.
 */
export function fillTemplate(template: VariantTemplate, values: RequestValues, skip = 0): string {
  const { texts } = template;
  let html = (texts[0] ?? '').slice(skip);
  formsFor(template, values).forEach((form, index) => {
    html += form + (texts[index + 1] ?? '');
  });
  return html;
}

/**
 * fillTemplate's HTML for UTF-8 output, added to `chunks`: the template's texts encoded once and
 * kept, the holes' forms as text (encoded as they are written out). `skip` bytes of ASCII are left
 * out at the start.
 */
export function pushTemplateChunks(chunks: (string | Buffer)[], template: VariantTemplate, values: RequestValues, skip = 0): void {
  const bytes = (template.bytes ??= template.texts.map((text) => Buffer.from(text)));
  chunks.push((bytes[0] ?? Buffer.alloc(0)).subarray(skip));
  formsFor(template, values).forEach((form, index) => {
    chunks.push(form, bytes[index + 1] ?? Buffer.alloc(0));
  });
}
