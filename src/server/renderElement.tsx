import type { CSSResult } from '@lit/reactive-element/css-tag.js';
import { createHash } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import { baseStyles } from '../chrome/base.styles';
import type { ElementDefinition } from '../chrome/elementDefinition';
import { SERVER_LINK_ORIGIN_ATTRIBUTE, SERVER_ORIGIN_ATTRIBUTE, SERVER_ROOT_ATTRIBUTE, SERVER_STATE_ATTRIBUTE, SERVER_STYLE_ATTRIBUTE } from '../chrome/serverRendered';
import { consentBannerDefinition } from '../consent/bannerDefinition';
import { readAttributes, writtenKeys } from '../chrome/writtenAttributes';
import { renderedElement } from '../chrome/renderedElement';
import { renderStore } from '../chrome/renderStore';
import { siteFooterDefinition } from '../footer/footerDefinition';
import { siteHeaderDefinition } from '../header/headerDefinition';
import { atServerOrigin, DEFAULT_SERVER_ORIGIN } from '../links/pageLocation';
import { isScriptOnly } from '../ui/scriptOnlyCss';
import { preloadLazyComponents } from '../ui/lazyComponent';
import { servedPrompt, type AnswerForm, type PrivacyPromptAnswer } from './consentPrompt';
import { logValue } from '../console';
import { htmlText, renderVariant, type ElementHtml, type ElementToRender } from './renderVariant';

export interface RenderOptions {
  /** The locale to render in; written onto the element as its `locale` attribute. */
  locale?: string;
  /**
   * The origin the page will be served from (`https://www.example.com`): the chrome's links are
   * written absolute to it (to `site-origin` when the element has one), as the browser writes them,
   * and the attributes' URLs are judged against it. Without it the links stay root-relative and the
   * few other absolute URLs use `http://localhost`; one that is not an http(s) origin is logged and
   * treated as not given.
   */
  origin?: string;
  /** A CSP nonce for the inline stylesheet, when the page's policy asks for one. */
  nonce?: string;
  /**
   * `<consent-banner>` only: this visitor's PrivacyPrompt answer (fetchPrivacyPrompt). With it the
   * banner is rendered as the element would show it: the question from the first frame when the
   * service says to ask (its HTML through the client's sanitizer, here with jsdom), else nothing
   * visible; either way the element uses this answer and does not ask again. Without it the
   * banner is left to the browser, which asks for itself.
   */
  prompt?: PrivacyPromptAnswer;
  /** `<consent-banner>` with `prompt`: where Accept and Decline post when script has not run. */
  answerForm?: AnswerForm;
}

/** The elements rendered on the server; the consent banner only with the visitor's prompt (RenderOptions.prompt). */
const SERVER_RENDERED: Record<string, ElementDefinition> = {
  'site-header': siteHeaderDefinition as unknown as ElementDefinition,
  'site-footer': siteFooterDefinition as unknown as ElementDefinition,
  'consent-banner': consentBannerDefinition as unknown as ElementDefinition,
};

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const attributesHtml = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .filter(([name]) => /^[a-z][a-z0-9-]*$/.test(name))
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');

/**
 * Every style of the element that its HTML can show, those the browser loads later included:
 * nothing renders unstyled. Not what only script shows (scriptOnlyCss), which the browser adopts
 * before it drops these.
 */
async function stylesOf(definition: ElementDefinition): Promise<string> {
  const lazy = ((await definition.lazyStyles?.()) ?? []).filter((style) => !isScriptOnly(style));
  // Inline, not a stylesheet link: it is in the first response, so the first paint is styled.
  return [baseStyles, ...definition.styles, ...lazy].map((style) => (style as CSSResult).cssText).join('\n');
}

/** `origin` as the browser's URL parser reads it; undefined when not given, or with a logged error. */
function pageOrigin(origin: string | undefined): string | undefined {
  if (origin === undefined) return undefined;
  try {
    const url = new URL(origin);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // Reported below.
  }
  console.error(`[marquee] renderElement: origin ${logValue(origin)} is not an http(s) origin; rendering for ${DEFAULT_SERVER_ORIGIN}, links root-relative.`);
  return undefined;
}

/**
 * `<tag attributes…>` with its shadow root rendered as declarative shadow DOM: exactly what the
 * element renders in the browser for these attributes (the same definition, components and
 * store), so the element hydrates it in place. Without script it is plain working HTML.
 * `attributes` are attribute names and their text, as a page would write them.
 */
export async function renderElement(tag: string, attributes: Record<string, string> = {}, options: RenderOptions = {}): Promise<string> {
  return htmlText(await renderPageElement(tag, attributes, options, null));
}

/**
 * renderElement for a page whose head lists `listedOrigins` in `<meta name="marquee-origins">`:
 * its attributes may name those origins and the page's own, as in the browser; null (an element
 * without its page) takes any. `inherited`: the page's shared settings that the element takes from
 * its other tags, as the browser's store shares them (renderChromeTags), rendered but not written
 * onto the element. To be written out with htmlText or htmlBytes.
 */
export async function renderPageElement(
  tag: string,
  attributes: Record<string, string>,
  options: RenderOptions,
  listedOrigins: string | null,
  inherited: Record<string, string> = {},
): Promise<ElementHtml> {
  const written = options.locale ? { ...attributes, locale: options.locale } : { ...attributes };
  // Without the visitor's prompt the banner is the browser's to ask for (nothing tracks till then).
  if (tag === 'consent-banner' && !options.prompt) return `<${tag}${attributesHtml(written)}></${tag}>`;
  const definition = SERVER_RENDERED[tag];
  if (!definition) throw new TypeError(`[marquee] renderElement: <${tag}> is not a Marquee element (site-header, site-footer, consent-banner).`);
  const given = pageOrigin(options.origin);
  const element = { tag, schema: definition.attributes, written, inherited, options, listedOrigins, origin: given ?? DEFAULT_SERVER_ORIGIN };
  return renderVariant(element, (attributesNow, optionsNow) => renderAnew(definition, { ...element, written: attributesNow, options: optionsNow }, given));
}

/** renderPageElement's HTML, rendered now: `given` is the page's origin when it is an http(s) one. */
async function renderAnew(definition: ElementDefinition, { tag, written, options, listedOrigins, inherited }: ElementToRender, given: string | undefined): Promise<string> {
  const origin = given ?? DEFAULT_SERVER_ORIGIN;
  // Links absolute to the page's origin only when the server knows it (see RenderOptions.origin).
  const linkOrigin = given ?? '';
  // Rendered with the page's shared settings its own attributes do not give, and hydrated with them
  // (the root's record of what it was rendered with); the tag keeps its own attributes only.
  const renderedWith = { ...inherited, ...written };
  const values = atServerOrigin(origin, () => readAttributes(tag, definition.attributes, renderedWith), listedOrigins);
  const present = writtenKeys(definition.attributes, renderedWith);
  // Lazy parts are loaded first, so they render now rather than as their fallbacks.
  const returnTo = typeof values.currentUri === 'string' && values.currentUri !== '' ? values.currentUri : '/';
  const [store, styles, served] = await Promise.all([
    renderStore(values, present),
    stylesOf(definition),
    tag === 'consent-banner' &&
      options.prompt &&
      servedPrompt(options.prompt, { origin, linkOrigin, siteOrigin: typeof values.siteOrigin === 'string' ? values.siteOrigin : '', returnTo, form: options.answerForm }),
    preloadLazyComponents(),
  ]);
  const Rendered = renderedElement(definition);
  const content = atServerOrigin(origin, () => renderToString(<Rendered {...values} store={store} origin={origin} linkOrigin={linkOrigin} served={served} />));
  const state = served ? ` ${SERVER_STATE_ATTRIBUTE}="${escapeHtml(JSON.stringify(served))}"` : '';
  const style = (css: string) => `<style ${SERVER_STYLE_ATTRIBUTE}${options.nonce ? ` nonce="${escapeHtml(options.nonce)}"` : ''}>${css}</style>`;
  const [before, after] = styleTexts(styles);
  return (
    `<${tag}${attributesHtml(written)}><template shadowrootmode="open">` +
    style(before) +
    `<div ${SERVER_ROOT_ATTRIBUTE}="${escapeHtml(JSON.stringify(renderedWith))}" ${SERVER_ORIGIN_ATTRIBUTE}="${escapeHtml(origin)}" ${SERVER_LINK_ORIGIN_ATTRIBUTE}="${escapeHtml(linkOrigin)}"${state}>${content}</div>` +
    style(after) +
    `</template></${tag}>`
  );
}

/**
 * The texts of an element's two inline styles, before and after its content. The browser may paint
 * while it is still parsing the content: a row drawn with half of its items would move when the
 * rest arrive (a layout shift). So the content shows only once the style after it is parsed, and
 * the page sees it complete or not at all. They depend on the build alone, never on attributes,
 * so a strict CSP can allow them by hash (chromeStyleHashes).
 */
function styleTexts(styles: string): [string, string] {
  return [`${styles}\n[${SERVER_ROOT_ATTRIBUTE}]{visibility:hidden}`, `[${SERVER_ROOT_ATTRIBUTE}]{visibility:inherit}`];
}

/**
 * The CSP sources (`'sha256-…'` without quotes) that allow every inline style the server renders
 * (renderElement, renderChromeTags, the prerendered fragments), for `style-src` on a page with no
 * nonce: `style-src 'self' 'sha256-…' …`. They change with each build.
 */
export async function chromeStyleHashes(): Promise<string[]> {
  const texts = await Promise.all(Object.values(SERVER_RENDERED).map(async (definition) => styleTexts(await stylesOf(definition))));
  return [...new Set(texts.flat().map((text) => `sha256-${createHash('sha256').update(text).digest('base64')}`))];
}
