import { TAG_MARK } from '../chrome/ownTag';
import { findChromeTags, type ChromeTag, type ChromeTags } from './chromeTags';
import { documentLocaleEdits } from './documentLocale';
import { escapeHtml, renderPageElement, type RenderOptions } from './renderElement';
import { htmlText, pushHtmlChunks, writeChunks, type ElementHtml } from './renderVariant';

export interface PageRenderOptions extends RenderOptions {
  /** Attributes each element gets unless it has its own, e.g. the request's `current-uri`. */
  defaults?: Record<string, string>;
  /**
   * This request's token (its CSP nonce serves): the page's own chrome tags carry it as their
   * `nonce` attribute, so that a tag in a visitor's content (a comment whose sanitizer lets custom
   * elements through) is not rendered as chrome, wherever it stands. The page's
   * tags keep it and its head gets `<meta name="marquee-tags" nonce="…">`: in the browser too only
   * they take part (docs/security.md). Without it, the page's own tag of each kind is the one
   * nearest the top of the document, as in the browser.
   */
  tagNonce?: string;
}

const CHROME_TAGS = new Set(['site-header', 'site-footer', 'consent-banner']);

/**
 * The chrome tags of each page text, found once: a site renders a few templates over and over, and
 * parsing one is much of a page view's cost. Bounded, least recently used first out; a large page
 * is parsed each time rather than kept.
 */
const FOUND_PAGES = 32;
const FOUND_PAGE_MAX = 256 * 1024;
const found = new Map<string, ChromeTags>();
function chromeTagsOf(html: string): ChromeTags {
  const known = found.get(html);
  if (known) {
    found.delete(html);
    found.set(html, known);
    return known;
  }
  const tags = findChromeTags(html, CHROME_TAGS);
  if (html.length <= FOUND_PAGE_MAX) {
    found.set(html, tags);
    if (found.size > FOUND_PAGES) found.delete(found.keys().next().value as string);
  }
  return tags;
}

/** The page's own tag of each kind, decided as the browser decides (src/chrome/ownTag.ts): the nearest the document's top, then the first. */
function ownTags(tags: readonly ChromeTag[], tagNonce: string | undefined): Set<ChromeTag> {
  const own = new Map<string, ChromeTag>();
  for (const tag of tags) {
    const best = own.get(tag.tag);
    if ((tagNonce === undefined || tag.attributes.nonce === tagNonce) && (!best || tag.depth < best.depth)) own.set(tag.tag, tag);
  }
  return new Set(own.values());
}

/**
 * The locale the page's own chrome tags ask for (the first of them that names one), decided as
 * renderChromeTags decides which tags are the page's: never one in a visitor's content. For what
 * the server asks in the chrome's language before it renders, such as the consent question
 * (fetchPrivacyPrompt's `locale`). Undefined when none names one.
 */
export function pageChromeLocale(html: string, { tagNonce }: Pick<PageRenderOptions, 'tagNonce'> = {}): string | undefined {
  return [...ownTags(chromeTagsOf(html).found, tagNonce)].find(({ attributes }) => attributes.locale !== undefined)?.attributes.locale;
}

/**
 * The page's settings that every element shares, taken from its own tags (the first in page order
 * that writes each): in the browser a shared setting on any element is every element's, so a banner
 * without `site-origin` writes its links to the site the header names. Rendered so from the start,
 * nothing moves at hydration.
 */
const PAGE_WIDE = ['site-origin'];
function pageWide(own: ReadonlySet<ChromeTag>): Record<string, string> {
  const tags = [...own].sort((a, b) => a.start - b.start);
  return Object.fromEntries(PAGE_WIDE.flatMap((name) => {
    const value = tags.find((tag) => tag.attributes[name] !== undefined)?.attributes[name];
    return value === undefined ? [] : [[name, value]];
  }));
}

/** What takes a tag's place: text, or an element's HTML less its first `skip` characters (ASCII). */
type Piece = string | { html: ElementHtml; skip: number };

/** `element`, which starts `<tag`, with `attribute` written first. */
const withAttribute = (element: ElementHtml, tag: string, attribute: string): Piece[] => [`<${tag} ${attribute}`, { html: element, skip: tag.length + 1 }];

/**
 * A whole page with its own empty `<site-header>` and `<site-footer>` server-rendered (see
 * renderElement), and its `<consent-banner>` when `prompt` gives this visitor's PrivacyPrompt
 * answer; everything else is left as it is, byte for byte, but that a chrome tag that is not the
 * page's own (a visitor's) is written `hidden`: it shows nothing, with script or without. Only tags
 * in the page's HTML content count, never those inside `<svg>` or `<math>` (see findChromeTags).
 * The tags' origins are judged as in the browser: the page's (`origin`), those its head lists in
 * `<meta name="marquee-origins">`, and those it loads the chrome's code from (its head's scripts,
 * module preloads and prefetches, the after-paint loader's bundle); in a fragment with no `<html>` or `<head>` of its own, whose head
 * the caller writes, any (as renderElement). The document's `<html lang>` (and `<body dir>` for a
 * right-to-left locale) follow the chrome's locale, as in the browser (documentLocaleEdits). A
 * `site-origin` on any of the page's own tags is every one's, as in the browser (pageWide). A page
 * rendered for everyone (a prerendered fragment) has no visitor: its banner stays the browser's to
 * ask for.
 */
export async function renderChromeTags(html: string, options: PageRenderOptions = {}): Promise<string> {
  return (await renderedPieces(html, options)).map((piece) => (typeof piece === 'string' ? piece : htmlText(piece.html, piece.skip))).join('');
}

/**
 * renderChromeTags's page as UTF-8, the same bytes as `Buffer.from(await renderChromeTags(…))`,
 * for a server that writes bytes to its socket: the chrome's HTML is kept encoded, so a page view
 * allocates little more than the page's own bytes (docs/server-rendering.md, "What a page view
 * costs"). A Node `Buffer`, typed as the `Uint8Array` it is, so that the types need no Node typings.
 */
export async function renderChromeTagsToBuffer(html: string, options: PageRenderOptions = {}): Promise<Uint8Array> {
  const chunks: (string | Buffer)[] = [];
  for (const piece of await renderedPieces(html, options)) {
    if (typeof piece === 'string') chunks.push(piece);
    else pushHtmlChunks(chunks, piece.html, piece.skip);
  }
  return writeChunks(chunks);
}

/** The page in pieces: its own text, and each chrome tag's rendering in its place. */
async function renderedPieces(html: string, options: PageRenderOptions): Promise<Piece[]> {
  const { defaults = {}, tagNonce, ...render } = options;
  const page = chromeTagsOf(html);
  const { found: tags, inForeignContent, listedOrigins, headStart } = page;
  const own = ownTags(tags, tagNonce);
  const shared = pageWide(own);
  const others = tags.length - own.size;
  if (others > 0) {
    console.error(
      `[marquee] renderChromeTags: the page has ${String(others)} chrome tags that are not its own (${tagNonce === undefined ? 'another of their kind stands nearer the top' : "without this request's nonce"}: visitor content?); they are written hidden and left to the browser.`,
    );
  }
  if (inForeignContent > 0) {
    console.error(`[marquee] renderChromeTags: the page has ${String(inForeignContent)} chrome tags inside <svg> or <math>; they are left alone, as the browser reads them as SVG or MathML, where the chrome's HTML and styles would spill into the page.`);
  }
  const rendered = tags.map(async (tag): Promise<PieceEdit | undefined> => {
    const { tag: name, attributes, start, end } = tag;
    if (!own.has(tag)) return attributes.hidden === undefined ? { start, end: start + name.length + 1, pieces: [`<${name} hidden`] } : undefined;
    const renders = end !== undefined && (name !== 'consent-banner' || render.prompt);
    if (!renders) return undefined;
    const { nonce, ...written } = attributes;
    const element = await renderPageElement(name, { ...defaults, ...written }, render, listedOrigins, shared);
    return { start, end, pieces: nonce === undefined ? [{ html: element, skip: 0 }] : withAttribute(element, name, `nonce="${escapeHtml(nonce)}"`) };
  });
  const edits = (await Promise.all(rendered)).filter((edit) => edit !== undefined);
  if (tagNonce !== undefined) edits.push({ start: headStart, end: headStart, pieces: [`<meta name="${TAG_MARK}" nonce="${escapeHtml(tagNonce)}">`] });
  edits.push(...documentLocaleEdits(page, [...own], render.locale, defaults.locale).map(({ start, end, html: text }) => ({ start, end, pieces: [text] })));
  edits.sort((a, b) => a.start - b.start);
  let at = 0;
  const pieces: Piece[] = [];
  for (const { pieces: put, start, end } of edits) {
    pieces.push(html.slice(at, start), ...put);
    at = end;
  }
  pieces.push(html.slice(at));
  return pieces;
}

/** A stretch of the page, from `start` to `end`, replaced by `pieces`. */
interface PieceEdit {
  start: number;
  end: number;
  pieces: Piece[];
}
