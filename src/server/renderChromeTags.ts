import { findChromeTags } from './chromeTags';
import { renderElement, type RenderOptions } from './renderElement';

export interface PageRenderOptions extends RenderOptions {
  /** Attributes each element gets unless it has its own, e.g. the request's `current-uri`. */
  defaults?: Record<string, string>;
  /**
   * This request's token (its CSP nonce serves): only the chrome tags that carry it as their
   * `nonce` attribute are the page's own and rendered, so that a tag in a visitor's content (a
   * comment whose sanitizer lets custom elements through) is neither rendered as chrome nor spends
   * the page's tag budget. Without it, every chrome tag of the page's HTML content is the page's.
   */
  tagNonce?: string;
}

const SERVER_RENDERED_TAGS = new Set(['site-header', 'site-footer']);
/** With the visitor's prompt (PageRenderOptions.prompt), the consent banner too. */
const WITH_BANNER = new Set([...SERVER_RENDERED_TAGS, 'consent-banner']);

/**
 * A page has a header and a footer; each rendered tag carries the chrome's styles (about 27 KB),
 * so a page full of tags would grow a thousandfold. Past this many, tags are left to the browser.
 */
export const MAX_RENDERED_TAGS = 4;

/** The tag's attributes less the nonce that marked it: it is not to be seen again in the page. */
const withoutNonce = (attributes: Record<string, string>) => Object.fromEntries(Object.entries(attributes).filter(([name]) => name !== 'nonce'));

/**
 * A whole page with its empty `<site-header>` and `<site-footer>` tags server-rendered (see
 * renderElement), and its `<consent-banner>` when `prompt` gives this visitor's PrivacyPrompt
 * answer; everything else is left as it is, byte for byte. Only tags in the page's HTML content
 * are rendered, never those inside `<svg>` or `<math>` (see findChromeTags). A page rendered for
 * everyone (a prerendered fragment) has no visitor: its banner stays the browser's to ask for.
 */
export async function renderChromeTags(html: string, options: PageRenderOptions = {}): Promise<string> {
  const { defaults = {}, tagNonce, ...render } = options;
  const { found: tags, inForeignContent } = findChromeTags(html, render.prompt ? WITH_BANNER : SERVER_RENDERED_TAGS);
  const found = tagNonce === undefined ? tags : tags.filter(({ attributes }) => attributes.nonce === tagNonce);
  if (found.length < tags.length) {
    console.error(`[marquee] renderChromeTags: the page has ${String(tags.length - found.length)} chrome tags without this request's nonce; they are not the page's own (visitor content?) and are left to the browser.`);
  }
  if (inForeignContent > 0) {
    console.error(`[marquee] renderChromeTags: the page has ${String(inForeignContent)} chrome tags inside <svg> or <math>; they are left alone, as the browser reads them as SVG or MathML, where the chrome's HTML and styles would spill into the page.`);
  }
  if (found.length > MAX_RENDERED_TAGS) {
    console.error(`[marquee] renderChromeTags: the page has ${String(found.length)} chrome tags; the first ${String(MAX_RENDERED_TAGS)} are rendered, the rest are left to the browser.`);
  }
  const rendered = await Promise.all(
    found.slice(0, MAX_RENDERED_TAGS).map(async ({ tag, attributes, start, end }) => ({ html: await renderElement(tag, { ...defaults, ...withoutNonce(attributes) }, render), start, end })),
  );
  let at = 0;
  let result = '';
  for (const { html: element, start, end } of rendered) {
    result += html.slice(at, start) + element;
    at = end;
  }
  return result + html.slice(at);
}
