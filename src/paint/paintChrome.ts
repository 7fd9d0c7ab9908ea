import type { AttributeSpec } from '../chrome/attributes';
import { SERVER_ORIGIN_ATTRIBUTE, SERVER_ROOT_ATTRIBUTE } from '../chrome/serverRendered';
import { pageDocument } from '../chrome/pageDocument';
import { sessionAttributes } from '../chrome/sessionAttributes';
import { matchLocale } from '../i18n/matchLocale';
import { currentPath } from '../session/currentPath';
import { COUNT_STAND_IN, NAME_STAND_IN, PAINTED_COUNTS, PATH_STAND_IN, type PaintData } from './paintData';

/**
 * What a stable entry is built with (scripts/paint-entries.mjs). The modules it loads are imports
 * written in its own text (`import('./marquee-….js')`), so that a bundler that takes the entry in
 * (a test runner's, an app's) takes them in too; files named otherwise are relative to the entry.
 */
export interface PaintOrders {
  /** The entry's own file name: only there, not inside someone's bundle, are its neighbours' names good. */
  entry: string;
  /** The elements this entry paints. */
  tags: string[];
  /** The locale carried in the entry itself, and its data. */
  inline: { locale: string; data: PaintData };
  /** The other locales' data. */
  locales: Record<string, () => Promise<{ default: PaintData }>>;
  /** Every attribute name of the chrome's elements, kebab-case and as lowercased properties. */
  attributes: string[];
  /** The entry's bundle; its files, and the hydration code a painted element needs, to ask for at once. */
  bundle: () => Promise<unknown>;
  preload: string[];
  hydration: string;
}

/** The page's settings that painting puts in: with these alone the element can be painted. */
const PAINTED_FOR = new Set(['locale', 'is-logged-in', 'username', 'watchlist-count', 'current-uri']);
/**
 * Settings that change nothing in the chrome's first HTML (what it sends, where, and what it does
 * later). Any other chrome attribute on the page (a menu model, a site origin, a language selector…)
 * and nothing is painted: the chrome renders when its script has run, as without painting.
 * test/node/clientPaint.test.mjs renders each of these and finds the HTML unchanged.
 */
export const UNSEEN_ATTRIBUTES: ReadonlySet<string> = new Set([
  'page-type', 'sub-page-type', 'page-const', 'request-id', 'no-consent-banner', 'ref-tag', 'page-action', 'site-variant',
  'country-of-residence', 'marketplace-id', 'page-view-on-navigation', 'service', 'suggestion-host', 'suggestion-timeout',
  'tracking-endpoint', 'error-endpoint', 'weblab-endpoint', 'graph-endpoint', 'graph-dev-endpoint', 'logging-endpoint',
  'logging-stage', 'logging-endpoint-beta', 'logging-endpoint-gamma', 'logging-endpoint-prod', 'ad-block-bait-url',
  'disable-body-styling', 'handles-locale-change', 'locale-url-template',
]);

/** What the page's attributes say, as the elements read them. */
interface PageState {
  /** The attributes painted for, as written, for the hydration that follows. */
  written: Record<string, string>;
  locale: string;
  signedIn: boolean;
  username: string;
  count: number;
  path: string;
}

// Through pageDocument: a named element can shadow these on `document` (`<form name="head">`).
const findAll = (...tags: string[]) => tags.flatMap((tag) => Array.from(pageDocument.getElementsByTagName(tag)));

/**
 * Paints the page's chrome elements of `orders.tags` at once, from HTML built ahead for their
 * locale, and loads the bundle, which hydrates what was painted as it does server-rendered chrome.
 * Elements whose settings painting cannot honour are left to the bundle, as are elements already
 * rendered. Resolves with the bundle's module, whatever happens to the painting.
 */
export function paintChrome(orders: PaintOrders, base: string): Promise<unknown> {
  const painting = paintWhenLoaded(orders);
  if (new URL(base).pathname.endsWith(`/${orders.entry}`)) {
    for (const preload of [...orders.preload, ...(painting ? [orders.hydration] : [])]) {
      const link = pageDocument.createElement('link');
      link.rel = 'modulepreload';
      link.href = new URL(preload, base).href;
      pageDocument.head.append(link);
    }
  }
  return orders.bundle();
}

/** Asks for the painted HTML of the page's locale and paints with it; undefined when nothing is to be painted. */
function paintWhenLoaded(orders: PaintOrders): Promise<void> | undefined {
  try {
    const state = pageState(orders);
    const targets = state ? findAll(...orders.tags).filter((element) => element.shadowRoot === null && !customElements.get(element.localName)) : [];
    if (!state || targets.length === 0) return undefined;
    const load = state.locale === orders.inline.locale ? undefined : orders.locales[state.locale];
    // Asked for before the bundle: on a phone's network it comes before the bundle's larger files.
    const data = load ? load().then((module) => module.default) : Promise.resolve(orders.inline.data);
    return data
      .then((loaded) => {
        for (const element of targets) paintElement(element, loaded, state);
      })
      .catch((error: unknown) => {
        console.error(`[marquee] The chrome's first paint in ${state.locale} failed; it shows once its script has run.`, error);
      });
  } catch (error) {
    // Never in the bundle's way: the chrome then renders as on any client-only page.
    console.error('[marquee] The chrome could not be painted before its script ran.', error);
    return undefined;
  }
}

/** The page's chrome settings, when painting can honour every one of them; else undefined. */
function pageState({ attributes, inline, locales }: PaintOrders): PageState | undefined {
  if (!/^https?:$/.test(location.protocol) || !('replaceSync' in CSSStyleSheet.prototype)) return undefined;
  const chrome = new Set(attributes);
  const written: Record<string, string> = {};
  for (const element of findAll('site-header', 'site-footer', 'consent-banner')) {
    for (const { name, value } of Array.from(element.attributes)) {
      if (!chrome.has(name) || UNSEEN_ATTRIBUTES.has(name)) continue;
      // Two elements that disagree: which wins depends on the order they run in.
      if (!PAINTED_FOR.has(name) || (name in written && written[name] !== value)) return undefined;
      written[name] = value;
    }
  }
  // As the elements read them (chrome/readAttributes): a value that cannot be used is the default.
  const read = <T,>(name: string, spec: AttributeSpec<T>) => (name in written ? spec.parse(written[name] ?? '') : undefined) ?? spec.default;
  const count = read('watchlist-count', sessionAttributes.watchlistCount);
  if (count > PAINTED_COUNTS) return undefined;
  return {
    written,
    locale: matchLocale(read('locale', sessionAttributes.locale), [inline.locale, ...Object.keys(locales)]) ?? 'en-US',
    signedIn: read('is-logged-in', sessionAttributes.isLoggedIn),
    username: read('username', sessionAttributes.username),
    count,
    path: currentPath(read('current-uri', sessionAttributes.currentUri)),
  };
}

/** The path in a link's `u`, and 'Use app''s canonical URL of the page, as the links write them. */
function pathForms(path: string, origin: string): [string, string] {
  return [new URLSearchParams({ c: new URL(path, origin).href }).toString().slice(2), encodeURIComponent(path)];
}

/**
 * Puts the element's painted content in a shadow root of its own, with the page's values in place
 * of the stand-ins; the element then finds it as it finds server-rendered content. Made whole
 * before it is attached: if anything fails (a page that takes no HTML from strings, under Trusted
 * Types), the element has no shadow root yet and renders as it would without painting.
 */
function paintElement(element: Element, data: PaintData, state: PageState): void {
  const painted = data.elements[element.localName];
  if (!painted || element.shadowRoot !== null || customElements.get(element.localName)) return;
  const variant = state.signedIn ? (state.count > 0 ? painted.signedIn : painted.signedInNoCount) : undefined;
  const content = variant?.map((part) => (typeof part === 'string' ? part : painted.signedOut.slice(...part))).join('') ?? painted.signedOut;
  const template = pageDocument.createElement('template');
  // Markup of our own build; the page's values go in below, as text.
  template.innerHTML = content;
  // A constructed sheet, not <style>: a page's CSP for inline styles does not apply to it.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(painted.styles);
  const origin = location.origin;
  const standIn = pathForms(new URL(PATH_STAND_IN, origin).pathname, 'http://localhost');
  const actual = pathForms(state.path, origin);
  const name = state.username || data.yourAccount;
  const fill = (text: string) => {
    if (text === data.titleCountStandIn) return data.titleCounts[state.count - 1] ?? text;
    if (text === String(COUNT_STAND_IN)) return String(state.count);
    // The name last: a path, percent-encoded, has no stand-in's character in it, while a name may have anything.
    return text.replaceAll(standIn[0], actual[0]).replaceAll(standIn[1], actual[1]).replaceAll(NAME_STAND_IN, name);
  };
  const walker = pageDocument.createTreeWalker(template.content, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Text) node.data = fill(node.data);
    else if (node instanceof Element) for (const attribute of Array.from(node.attributes)) attribute.value = fill(attribute.value);
  }
  const top = template.content.querySelector(`[${SERVER_ROOT_ATTRIBUTE}]`);
  top?.setAttribute(SERVER_ROOT_ATTRIBUTE, JSON.stringify({ ...state.written, 'current-uri': state.path }));
  top?.setAttribute(SERVER_ORIGIN_ATTRIBUTE, origin);
  const root = element.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [sheet];
  root.append(template.content);
}
