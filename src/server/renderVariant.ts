import type { AttributeSchema } from '../chrome/attributes';
import { readAttributes } from '../chrome/writtenAttributes';
import { resolveLocale } from '../i18n';
import { i18nObject } from '../i18n/i18nObject';
import { importTranslations, loadTranslations } from '../i18n/translations';
import { atServerOrigin } from '../links/pageLocation';
import { categoryOfPage } from '../search/categories';
import { quietly } from './quietly';
import type { RenderOptions } from './renderElement';
import { keepsVariants, keptVariant } from './variantCache';
import { fillTemplate, pushTemplateChunks, STAND_INS, templateOf, type FormContext, type RequestValues, type VariantTemplate } from './variantTemplate';

/** One element to render, as renderPageElement has it. */
export interface ElementToRender {
  tag: string;
  schema: AttributeSchema;
  /** Its attributes as the page wrote them, its locale among them. */
  written: Record<string, string>;
  /** The page's shared settings it takes from the page's other tags. */
  inherited: Record<string, string>;
  options: RenderOptions;
  listedOrigins: string | null;
  /** The origin it is rendered for (RenderOptions.origin, or the default). */
  origin: string;
}

/** Renders the element with these attributes and options, anew. */
type RenderAnew = (written: Record<string, string>, options: RenderOptions) => Promise<string>;

/** The attributes that are holes, by the setting each is. */
const HOLE_ATTRIBUTES = { currentUri: 'current-uri', username: 'username', watchlistCount: 'watchlist-count' } as const;
/** What is read of the element's settings to decide its variant. */
const READ = ['locale', ...Object.keys(HOLE_ATTRIBUTES), 'localeUrlTemplate'];

interface Read {
  values: RequestValues;
  /** The attributes that are holes here (those whose values keep the variant's markup as it is). */
  holes: Set<string>;
  /** What, of the holes' values, decides the markup: the search category the path's `s` selects. */
  category: string;
  locale: string;
}

/** The part of each element's schema read to decide its variant, made once. */
const subsets = new WeakMap<AttributeSchema, AttributeSchema>();
function subsetOf(schema: AttributeSchema): AttributeSchema {
  let subset = subsets.get(schema);
  if (!subset) {
    subset = Object.fromEntries(READ.flatMap((key) => (schema[key] ? [[key, schema[key]]] : [])));
    subsets.set(schema, subset);
  }
  return subset;
}

/** What the element reads from its attributes and options, and which of them are holes. */
function readRequest({ tag, schema, written, inherited, options, listedOrigins, origin }: ElementToRender): Read {
  const subset = subsetOf(schema);
  const read = atServerOrigin(origin, () => readAttributes(tag, subset, { ...inherited, ...written }, { quiet: true }), listedOrigins);
  const holes = new Set<string>();
  const values: RequestValues = {};
  const text = (name: string) => (Object.hasOwn(written, name) ? written[name] : undefined);
  const uri = text(HOLE_ATTRIBUTES.currentUri);
  // A language list's URL template decides its links' markup from the path (LanguageList).
  if (uri !== undefined && typeof read.currentUri === 'string' && read.currentUri !== '' && !read.localeUrlTemplate) {
    holes.add(HOLE_ATTRIBUTES.currentUri);
    values.uri = { text: uri, path: read.currentUri };
  }
  const name = text(HOLE_ATTRIBUTES.username);
  if (name !== undefined && name !== '' && read.username === name) {
    holes.add(HOLE_ATTRIBUTES.username);
    values.name = name;
  }
  const count = text(HOLE_ATTRIBUTES.watchlistCount);
  if (count !== undefined && typeof read.watchlistCount === 'number' && read.watchlistCount > 0) {
    holes.add(HOLE_ATTRIBUTES.watchlistCount);
    values.count = { text: count, value: read.watchlistCount };
  }
  if (options.answerForm?.returnTo !== undefined) values.returnTo = options.answerForm.returnTo;
  // An empty nonce writes none (renderElement), so only one with text is a hole.
  if (options.nonce) values.nonce = options.nonce;
  return { values, holes, category: values.uri ? categoryOfPage(values.uri.path).formName : '', locale: typeof read.locale === 'string' ? read.locale : '' };
}

/** The variant's key: everything the element's HTML depends on but the holes' values. */
function variantKey({ tag, written, inherited, options, listedOrigins }: ElementToRender, { holes, category }: Read): string {
  const attributes = Object.entries(written).map(([name, value]) => (holes.has(name) ? [name] : [name, value]));
  const { prompt, answerForm, nonce } = options;
  // The origin rendered for is options.origin's, read; the option itself is the key.
  return JSON.stringify([tag, attributes, inherited, options.origin, listedOrigins, Boolean(nonce), prompt ?? null, answerForm?.action ?? null, answerForm?.returnTo !== undefined, category]);
}

/** The element with its holes' values replaced by the stand-ins of one set (STAND_INS). */
function withStandIns(element: ElementToRender, { holes, category }: Read, set: (typeof STAND_INS)[number]): ElementToRender {
  const written = { ...element.written };
  if (holes.has(HOLE_ATTRIBUTES.currentUri)) written[HOLE_ATTRIBUTES.currentUri] = category === '' ? set.uri : `${set.uri}?s=${category}`;
  if (holes.has(HOLE_ATTRIBUTES.username)) written[HOLE_ATTRIBUTES.username] = set.name;
  if (holes.has(HOLE_ATTRIBUTES.watchlistCount)) written[HOLE_ATTRIBUTES.watchlistCount] = set.count;
  const { options } = element;
  return {
    ...element,
    written,
    options: {
      ...options,
      ...(options.nonce ? { nonce: set.nonce } : {}),
      ...(options.answerForm?.returnTo === undefined ? {} : { answerForm: { ...options.answerForm, returnTo: set.returnTo } }),
    },
  };
}

/**
 * The variant's template, proven: rendered with the first stand-ins, then filled with the second
 * and compared with their own render. Null (and said once) where that fails.
 */
async function compile(element: ElementToRender, read: Read, renderAnew: RenderAnew): Promise<VariantTemplate | null> {
  const LL = i18nObject(resolveLocale(read.locale), await loadTranslations(resolveLocale(read.locale), importTranslations));
  const context: FormContext = { origin: element.origin, titleCount: (count) => LL.header.titleCount({ count }) };
  const [first, second] = STAND_INS.map((set) => withStandIns(element, read, set)) as [ElementToRender, ElementToRender];
  const template = templateOf(await renderAnew(first.written, first.options), readRequest(first).values, context);
  // Quietly: what the second render logs, the first has said (an invalid attribute, once a page).
  const proven = template !== undefined && fillTemplate(template, readRequest(second).values) === (await quietly(() => renderAnew(second.written, second.options)));
  if (proven) return template;
  console.error(
    `[marquee] renderElement: <${element.tag}> with these attributes is rendered anew for every page: its HTML carries a page's value in a form the renderer does not fill in (src/server/variantTemplate.ts). The HTML is right; it costs a render each time.`,
  );
  return null;
}

/** An element's HTML for a request: its variant's template with this request's values, or HTML rendered anew. */
export type ElementHtml = string | { template: VariantTemplate; values: RequestValues };

/** The HTML as text, less its first `skip` characters. */
export const htmlText = (html: ElementHtml, skip = 0): string => (typeof html === 'string' ? html.slice(skip) : fillTemplate(html.template, html.values, skip));

/** The HTML for UTF-8 output, less its first `skip` bytes (ASCII), added to `chunks` (writeChunks). */
export function pushHtmlChunks(chunks: (string | Buffer)[], html: ElementHtml, skip = 0): void {
  if (typeof html === 'string') chunks.push(html.slice(skip));
  else pushTemplateChunks(chunks, html.template, html.values, skip);
}

/** The chunks as one buffer of UTF-8, allocated once. */
export function writeChunks(chunks: readonly (string | Buffer)[]): Buffer {
  let length = 0;
  for (const chunk of chunks) length += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
  const out = Buffer.allocUnsafe(length);
  let at = 0;
  for (const chunk of chunks) at += typeof chunk === 'string' ? out.write(chunk, at) : chunk.copy(out, at);
  return out;
}

/**
 * The element's HTML for this request: its variant compiled once (variantTemplate), to be filled
 * with this request's values (htmlText, pushHtmlChunks). Exactly what renderAnew writes, at the cost of
 * filling a template.
 */
export async function renderVariant(element: ElementToRender, renderAnew: RenderAnew): Promise<ElementHtml> {
  if (!keepsVariants()) return renderAnew(element.written, element.options);
  const read = readRequest(element);
  const template = await keptVariant(variantKey(element, read), () => compile(element, read, renderAnew));
  return template ? { template, values: read.values } : renderAnew(element.written, element.options);
}
