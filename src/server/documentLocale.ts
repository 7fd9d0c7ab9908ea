import { isRightToLeft, resolveLocale } from '../i18n/locales';
import type { ChromeTag, ChromeTags, StartTag } from './chromeTags';

/** Text written in place of `start`…`end` of the page. */
export interface Edit {
  start: number;
  end: number;
  html: string;
}

/** `attributes` in place of the start tag's own `name` attribute, or written after its tag name. */
function setAttribute(tag: StartTag, tagName: string, name: string, attributes: string): Edit {
  const own = tag.attributes[name];
  if (own) return { start: own.startOffset, end: own.endOffset, html: attributes };
  const after = tag.start + 1 + tagName.length;
  return { start: after, end: after, html: ` ${attributes}` };
}

/** A boolean attribute as the elements read it (chrome/attributes booleanAttribute): present, empty or "true". */
const isSet = (text: string | undefined) => text !== undefined && ['', 'true'].includes(text.trim().toLowerCase());

/**
 * The document's language and direction as the chrome sets them once it runs (i18n/i18nListeners),
 * written by the server, so that the page reads the same without script, before it and after
 * (I18N-05, I18N-06): `<html lang>` the locale the chrome shows (English for one it does not
 * ship), and for a right-to-left one `<body dir="rtl">`, marked as the chrome's, unless the
 * page's chrome has `disable-body-styling`. The locale asked for is `locale` (the renderer's), else
 * the first of the page's own tags that names one, else `fallback` (the renderer's defaults); with
 * none, the document is the page's.
 */
export function documentLocaleEdits(
  { html, body }: Pick<ChromeTags, 'html' | 'body'>,
  own: readonly ChromeTag[],
  locale: string | undefined,
  fallback: string | undefined,
): Edit[] {
  const requested = locale ?? own.find(({ attributes }) => attributes.locale !== undefined)?.attributes.locale ?? fallback;
  if (requested === undefined) return [];
  const shown = resolveLocale(requested);
  const edits = html ? [setAttribute(html, 'html', 'lang', `lang="${shown}"`)] : [];
  if (body && isRightToLeft(shown) && !own.some(({ attributes }) => isSet(attributes['disable-body-styling']))) {
    edits.push(setAttribute(body, 'body', 'dir', 'dir="rtl" data-marquee-dir'));
  }
  return edits;
}
