import { html as spec, parse, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** An empty `<site-header …></site-header>` as the page wrote it: where it stands and its attributes. */
export interface ChromeTag {
  tag: string;
  /** Attribute values decoded once, with the HTML standard's full entity table. */
  attributes: Record<string, string>;
  start: number;
  end: number;
}

export interface ChromeTags {
  /** The tags to render, in the order the page wrote them. */
  found: ChromeTag[];
  /** How many chrome tags stand inside `<svg>` or `<math>`, where they are left alone. */
  inForeignContent: number;
}

/** HTML's whitespace, which is ASCII only: a no-break space is text the page shows. */
const WHITESPACE = /^[\t\n\f\r ]*$/;

/**
 * The empty chrome tags of a page's HTML content, found by parse5's tree builder as a browser's
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
  const pending: [Node, boolean][] = [[document, false]];
  const visit = (children: readonly Node[], inForeign: boolean) => {
    for (const child of children) pending.push([child, inForeign]);
  };
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, parentInForeign] = next;
    if (!('tagName' in node)) {
      if ('childNodes' in node) visit(node.childNodes, parentInForeign);
      continue;
    }
    // Everything under <svg> or <math> is foreign content, an HTML element in <foreignObject> too.
    const inForeign = parentInForeign || node.namespaceURI !== spec.NS.HTML;
    if (tags.has(node.tagName)) {
      if (inForeign) inForeignContent += 1;
      else {
        const tag = emptyTag(html, node);
        if (tag) found.push(tag);
      }
    }
    visit(node.childNodes, inForeign);
    // A <template>'s content is a fragment of its own, not among its children.
    if ('content' in node) visit([node.content], inForeign);
  }
  // The tree's order is not the page's: a tag foster-parented out of a table comes before it.
  found.sort((a, b) => a.start - b.start);
  return { found, inForeignContent };
}

/** The element as a ChromeTag if the page wrote it with an end tag and only whitespace between. */
function emptyTag(html: string, element: Element): ChromeTag | undefined {
  const { startTag, endTag } = element.sourceCodeLocation ?? {};
  if (!startTag || !endTag || !WHITESPACE.test(html.slice(startTag.endOffset, endTag.startOffset))) return undefined;
  return {
    tag: element.tagName,
    attributes: Object.fromEntries(element.attrs.map(({ name, value }) => [name, value])),
    start: startTag.startOffset,
    end: endTag.endOffset,
  };
}
