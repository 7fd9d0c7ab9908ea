import { renderElement, type RenderOptions } from './renderElement';

export interface PageRenderOptions extends RenderOptions {
  /** Attributes each element gets unless it has its own, e.g. the request's `current-uri`. */
  defaults?: Record<string, string>;
}

// An empty element as a page writes it: <site-header a="1" b></site-header>.
const CHROME_TAG = /<(site-header|site-footer)((?:\s+[a-z][a-z0-9-]*(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*>\s*<\/\1>/g;
const ATTRIBUTE = /([a-z][a-z0-9-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_match, name: string) => ENTITIES[name] ?? '');

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name = '', double, single, bare] of source.matchAll(ATTRIBUTE)) attributes[name] = decode(double ?? single ?? bare ?? '');
  return attributes;
}

/**
 * A whole page with its empty `<site-header>` and `<site-footer>` tags server-rendered (see
 * renderElement); everything else, the consent banner included, is left as it is.
 */
export async function renderChromeTags(html: string, options: PageRenderOptions = {}): Promise<string> {
  const { defaults = {}, ...render } = options;
  const found = [...html.matchAll(CHROME_TAG)];
  const rendered = await Promise.all(found.map(([, tag = '', attributes = '']) => renderElement(tag, { ...defaults, ...parseAttributes(attributes) }, render)));
  let at = 0;
  let result = '';
  found.forEach((match, i) => {
    result += html.slice(at, match.index) + (rendered[i] ?? match[0]);
    at = match.index + match[0].length;
  });
  return result + html.slice(at);
}
