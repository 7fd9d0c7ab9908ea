import { html as spec, parse, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** A `<site-header …>` as the page wrote it: where it stands and its attributes. */
export interface ChromeTag {
  tag: string;
  /** Attribute values decoded once, with the HTML standard's full entity table. */
  attributes: Record<string, string>;
  /** Where its start tag starts. */
  start: number;
  /** Where its end tag ends, when the page wrote it empty (an end tag, only whitespace between): it can be rendered. */
  end: number | undefined;
  /** How many nodes stand above it, the document included, as the browser counts them (src/chrome/ownTag.ts). */
  depth: number;
}

/** A start tag as the page wrote it: where it starts, and where each of its attributes stands. */
export interface StartTag {
  start: number;
  attributes: Record<string, { startOffset: number; endOffset: number } | undefined>;
}

export interface ChromeTags {
  /** The chrome tags of the page's HTML content, in the order the page wrote them. */
  found: ChromeTag[];
  /** How many chrome tags stand inside `<svg>` or `<math>`, where they are left alone. */
  inForeignContent: number;
  /**
   * The content of the head's `<meta name="marquee-origins">` (src/links/allowedOrigins.ts), '' without
   * one, followed by the origins the head loads code from (codeOrigins); null for a fragment,
   * which has no head of its own (no `<html>` or `<head>` written).
   */
  listedOrigins: string | null;
  /** Where the page's head starts, for what is to be added to it: after `<head>`, `<html>` or the doctype, as the page wrote them, else 0. */
  headStart: number;
  /** The page's `<html>` and `<body>` start tags, where it wrote them. */
  html: StartTag | undefined;
  body: StartTag | undefined;
}

/** HTML's whitespace, which is ASCII only: a no-break space is text the page shows. */
const WHITESPACE = /^[\t\n\f\r ]*$/;

/**
 * The chrome tags of a page's HTML content, found by parse5's tree builder as a browser's
 * parser finds them. The tree builder, not the tokenizer alone, knows when `<svg>` or `<math>` has
 * ended (a self-closing `<svg/>`, an `<svg>` closed by `</div>`), so a tag inside a script, style,
 * textarea, title, noscript, comment or attribute value is text here as it is to the browser.
 *
 * A tag in SVG or MathML content (even an HTML one in `<foreignObject>`) is not rendered: the chrome
 * is HTML, and there the browser would spill its markup and styles into the page. A tag with
 * content, or without an end tag, is left to the browser. "Empty" is judged on the page's own text,
 * not the tree: the parser moves content about (a table's rows out of a tag foster-parented before
 * the table), and replacing a tag that looks empty in the tree would drop what the page wrote in it.
 */
export function findChromeTags(html: string, tags: ReadonlySet<string>): ChromeTags {
  const found: ChromeTag[] = [];
  let inForeignContent = 0;
  // Scripting enabled, as in a browser running the chrome: <noscript> holds text.
  const document = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: true });
  // Depth-first with a stack of its own: a page may nest elements deeper than the call stack goes.
  const pending: [Node, boolean, number][] = [[document, false, 1]];
  const visit = (children: readonly Node[], inForeign: boolean, depth: number) => {
    for (const child of children) pending.push([child, inForeign, depth]);
  };
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, parentInForeign, depth] = next;
    if (!('tagName' in node)) {
      if ('childNodes' in node) visit(node.childNodes, parentInForeign, depth + 1);
      continue;
    }
    // Everything under <svg> or <math> is foreign content, an HTML element in <foreignObject> too.
    const inForeign = parentInForeign || node.namespaceURI !== spec.NS.HTML;
    if (tags.has(node.tagName)) {
      if (inForeign) inForeignContent += 1;
      else found.push(chromeTag(html, node, depth));
    }
    visit(node.childNodes, inForeign, depth + 1);
    // A <template>'s content is a fragment of its own, not among its children: in the browser a
    // declarative shadow root, which stands where the template stood.
    if ('content' in node) visit([node.content], inForeign, depth);
  }
  // The tree's order is not the page's: a tag foster-parented out of a table comes before it.
  found.sort((a, b) => a.start - b.start);
  const head = headOf(document);
  const listed = head?.childNodes.find((node): node is Element => 'tagName' in node && node.tagName === 'meta' && attribute(node, 'name') === 'marquee-origins');
  const root = childElement(document, 'html');
  return {
    found,
    inForeignContent,
    listedOrigins: root?.sourceCodeLocation || head?.sourceCodeLocation ? [(listed && attribute(listed, 'content')) ?? '', ...codeOrigins(document, head)].join(' ').trim() : null,
    headStart: headStart(document),
    html: startTag(root),
    body: startTag(childElement(root, 'body')),
  };
}

function startTag(element: Element | undefined): StartTag | undefined {
  const { startTag: written, attrs } = element?.sourceCodeLocation ?? {};
  return written && { start: written.startOffset, attributes: { ...attrs } };
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const childElement = (node: { childNodes: Node[] } | undefined, name: string) => node?.childNodes.find((child): child is Element => 'tagName' in child && child.tagName === name);
const headOf = (document: DefaultTreeAdapterTypes.Document) => childElement(childElement(document, 'html'), 'head');

/** The element as a ChromeTag; with its `end` if the page wrote it with an end tag and only whitespace between. */
function chromeTag(html: string, element: Element, depth: number): ChromeTag {
  const { startTag, endTag } = element.sourceCodeLocation ?? {};
  const empty = startTag && endTag && WHITESPACE.test(html.slice(startTag.endOffset, endTag.startOffset));
  return {
    tag: element.tagName,
    attributes: Object.fromEntries(element.attrs.map(({ name, value }) => [name, value])),
    start: startTag?.startOffset ?? 0,
    end: empty ? endTag.endOffset : undefined,
    depth,
  };
}

/** The bundle the after-paint loader names (src/server/afterPaintLoader.ts): its orders follow its function. */
const LOADER_BUNDLE = /\}\)\(\{"bundle":"((?:[^"\\]|\\.)*)"/;

/**
 * The http(s) origins the page loads code from: its head's scripts' `src`, module preloads' and
 * prefetches' `href`, and the bundle the after-paint loader names, wherever the page put it
 * (chromeHeadTags writes one of them for every way of loading the chrome). The browser takes the
 * origin the chrome's code came from as allowed (src/links/allowedOrigins.ts); this is the
 * server's reading of it, for the same page.
 */
function codeOrigins(document: DefaultTreeAdapterTypes.Document, head: Element | undefined): string[] {
  const urls = (head?.childNodes ?? []).flatMap((node) => {
    if (!('tagName' in node)) return [];
    if (node.tagName === 'script') return [attribute(node, 'src') ?? ''];
    const loadsCode = node.tagName === 'link' && /(^|\s)(modulepreload|prefetch)(\s|$)/i.test(attribute(node, 'rel') ?? '');
    return loadsCode ? [attribute(node, 'href') ?? ''] : [];
  });
  const pending: Node[] = [document];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if ('tagName' in node && node.tagName === 'script') {
      const text = node.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
      const bundle = LOADER_BUNDLE.exec(text)?.[1];
      if (bundle !== undefined) urls.push(JSON.parse(`"${bundle}"`) as string);
    } else if ('childNodes' in node) pending.push(...node.childNodes);
  }
  return [...new Set(urls.filter((url) => /^https?:\/\//i.test(url) && URL.canParse(url)).map((url) => new URL(url).origin))];
}

/** Where something written goes into the page's head: after the first of `<head>`, `<html>` and the doctype the page wrote. */
function headStart(document: DefaultTreeAdapterTypes.Document): number {
  const html = childElement(document, 'html');
  const head = headOf(document);
  const doctype = document.childNodes.find((node) => node.nodeName === '#documentType');
  return head?.sourceCodeLocation?.startTag?.endOffset ?? html?.sourceCodeLocation?.startTag?.endOffset ?? doctype?.sourceCodeLocation?.endOffset ?? 0;
}
