import { once } from 'node:events';
import { SAXParser } from 'parse5-sax-parser';

/** An empty `<site-header …></site-header>` as the page wrote it: where it stands and its attributes. */
export interface ChromeTag {
  tag: string;
  /** Attribute values decoded once, with the HTML standard's full entity table. */
  attributes: Record<string, string>;
  start: number;
  end: number;
}

/**
 * The empty chrome tags of a page's ordinary content, found by parse5's tokenizer as a browser's
 * parser finds them: a tag inside a script, style, textarea, title, comment or attribute value is
 * text to the browser, so it is not found here either. A tag with content is left to the browser.
 */
export async function findChromeTags(html: string, tags: ReadonlySet<string>): Promise<ChromeTag[]> {
  const found: ChromeTag[] = [];
  let open: Omit<ChromeTag, 'end'> | undefined;
  const parser = new SAXParser({ sourceCodeLocationInfo: true });
  parser.on('startTag', ({ tagName, attrs, selfClosing, sourceCodeLocation }) => {
    open = tags.has(tagName) && !selfClosing && sourceCodeLocation ? { tag: tagName, attributes: Object.fromEntries(attrs.map(({ name, value }) => [name, value])), start: sourceCodeLocation.startOffset } : undefined;
  });
  parser.on('endTag', ({ tagName, sourceCodeLocation }) => {
    if (open?.tag === tagName && sourceCodeLocation) found.push({ ...open, end: sourceCodeLocation.endOffset });
    open = undefined;
  });
  parser.on('text', ({ text }) => {
    if (text.trim() !== '') open = undefined;
  });
  parser.on('comment', () => (open = undefined));
  parser.on('doctype', () => (open = undefined));
  // The parser passes the page through as a stream; only its events are wanted.
  parser.resume();
  parser.end(html);
  await once(parser, 'end');
  return found;
}
