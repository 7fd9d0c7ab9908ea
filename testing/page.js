// loadPage(): a partner's own page, as its server sends it, put into the test with the kit's backend.
// Imported by marquee-site-chrome/testing (index.js), which has loaded the bundle.
import { registerTrackerScript } from '../dist/marquee.js';
import { rendered } from './wait.js';

/** The chrome's tags. */
const TAGS = 'site-header, site-footer, consent-banner';

/**
 * The chrome's attributes that say where its calls go: loadPage takes each off, so the element
 * calls its default, a path of the test server's own origin, which the kit's backend answers.
 */
export const ENDPOINT_ATTRIBUTES = [
  'suggestion-host', 'graph-endpoint', 'graph-dev-endpoint', 'logging-endpoint', 'logging-endpoint-beta', 'logging-endpoint-gamma',
  'logging-endpoint-prod', 'weblab-endpoint', 'tracking-endpoint', 'error-endpoint', 'pro-flyout-endpoint', 'ad-block-bait-url',
];

/** An entry of the bundle by its stable or its hashed name (`marquee.js`, `marquee-Bq2x_9aZ.js`) as a script's `src`. */
const ENTRY_SRC = /(?:^|\/)(?:marquee|marquee-after-paint|site-header|site-footer|consent-banner)(?:-[\w-]{8})?\.js(?:[?#]|$)/;
/** The after-paint loader: an inline script naming the bundle by its hashed name. */
const LOADER_TEXT = /["'][^"']*\/marquee-[\w-]{8}\.js["']/;

/** @type {Node[]} */
const added = [];

/**
 * True for what loads Marquee (the kit has loaded its bundle already): a script naming one of its
 * entries, an import map (the hashes of the main site's files, which the test does not load; and
 * one added once the test page has loaded modules stops its later ones: in Chromium 156 the test
 * runner never finished), module preloads, and the after-paint loader.
 * @param {Element} element
 */
function loadsMarquee(element) {
  if (element.localName === 'link') return /\bmodulepreload\b/i.test(element.getAttribute('rel') ?? '');
  if (element.localName !== 'script') return false;
  if (element.getAttribute('type') === 'importmap') return true;
  const src = element.getAttribute('src');
  return src === null ? LOADER_TEXT.test(element.textContent ?? '') : ENTRY_SRC.test(src);
}

/**
 * What of the page's head this document takes: its named metas (`marquee-origins`, which lets the
 * chrome's links go to the main site), its stylesheets, and its scripts (not the import map: loadsMarquee).
 * Not its title, charset, `<base>` or `http-equiv` metas, which would change the test's own document
 * (its address for relative URLs, its security policy).
 * @param {Node} node
 * @param {[Comment, HTMLScriptElement][]} scripts
 */
function keptFromHead(node, scripts) {
  if (node instanceof Comment) return scripts.some(([placeholder]) => placeholder === node);
  if (!(node instanceof Element)) return false;
  if (node.localName === 'meta') return node.hasAttribute('name');
  return node.localName === 'style' || (node.localName === 'link' && /\bstylesheet\b/i.test(node.getAttribute('rel') ?? ''));
}

/**
 * A script element made by this document, so that the browser runs it when it is inserted
 * (scripts that come with parsed markup never run), with the page's attributes and text; `src`
 * resolved against the page's address.
 * @param {HTMLScriptElement} parsed
 * @param {string} base
 */
function freshScript(parsed, base) {
  const script = document.createElement('script');
  for (const { name, value } of parsed.attributes) script.setAttribute(name, name === 'src' ? new URL(value, base).href : value);
  script.textContent = parsed.textContent;
  return script;
}

/**
 * Puts a script in the placeholder's place and, for one the browser runs from a file, waits until
 * it has run or failed, so the page's scripts run one after another, in the page's order.
 * @param {Comment} placeholder
 * @param {HTMLScriptElement} script
 */
function runInPlace(placeholder, script) {
  const type = (script.getAttribute('type') ?? '').trim().toLowerCase();
  const runs = type === '' || type === 'module' || /^(?:text|application)\/(?:java|ecma)script$/.test(type);
  const external = runs && script.hasAttribute('src');
  const done = external ? new Promise((resolve) => { script.addEventListener('load', resolve, { once: true }); script.addEventListener('error', resolve, { once: true }); }) : undefined;
  if (external) script.async = false;
  placeholder.replaceWith(script);
  return done;
}

/**
 * Loads a page of the partner's site into this test, as its server sends it: fetches `url` from the
 * test server (a path such as `/index.html`, from the folder web-test-runner serves), puts its
 * head (its named metas, `marquee-origins` among them, stylesheets and scripts; not its title,
 * charset, `<base>` or `http-equiv` metas) into this document's head and its body's content into
 * this body, and runs its scripts in the page's order, all but what loads Marquee (script tags
 * naming its files, the import map, module preloads, the after-paint loader: the kit has loaded its bundle). The page's marked tracker
 * scripts (`type="text/plain" data-consent-vendor`) are registered as its own. Then it waits until
 * every chrome element of the page has rendered.
 *
 * The chrome's endpoint attributes (`graph-endpoint`, `suggestion-host`, …) are taken off, so its
 * calls go to the kit's backend and `setFault` reaches them; `endpoints` lists what the page wrote.
 * With `{ endpoints: 'as-written' }` they stay (and `setFault` for one of them throws).
 * `cleanup()` takes everything out again.
 * @param {string} url
 * @param {{ endpoints?: 'to-backend' | 'as-written' }} [options]
 */
export async function loadPage(url, options = {}) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`loadPage(${JSON.stringify(url)}): the test server answered ${String(response.status)}`);
  const base = new URL(url, location.href).href;
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');

  /** @type {{ tag: string, attribute: string, value: string }[]} */
  const endpoints = [];
  if (options.endpoints !== 'as-written') {
    for (const element of page.querySelectorAll(TAGS)) {
      for (const attribute of ENDPOINT_ATTRIBUTES) {
        const value = element.getAttribute(attribute);
        if (value === null) continue;
        endpoints.push({ tag: element.localName, attribute, value });
        element.removeAttribute(attribute);
      }
    }
  }

  // Every script of the page, in its order, a placeholder where it stands; what loads Marquee goes.
  /** @type {[Comment, HTMLScriptElement][]} */
  const scripts = [];
  for (const element of [...page.querySelectorAll('script, link')]) {
    if (loadsMarquee(element)) {
      element.replaceWith(page.createComment(` loaded by marquee-site-chrome/testing: ${element.getAttribute('src') ?? element.getAttribute('href') ?? element.localName} `));
    } else if (element instanceof HTMLScriptElement) {
      const placeholder = page.createComment(' a script of the page ');
      element.replaceWith(placeholder);
      scripts.push([placeholder, freshScript(element, base)]);
    }
  }
  // Relative addresses mean what they mean on the page's own address.
  for (const element of page.querySelectorAll('[src], [href], form[action]')) {
    for (const name of ['src', 'href', 'action']) {
      const value = element.getAttribute(name);
      if (value !== null && !value.startsWith('#')) element.setAttribute(name, new URL(value, base).href);
    }
  }

  // The head, then the body's content, moved into this document.
  for (const node of [...page.head.childNodes]) {
    if (!keptFromHead(node, scripts)) continue;
    document.head.append(node);
    added.push(node);
  }
  for (const node of [...page.body.childNodes]) {
    document.body.append(node);
    added.push(node);
  }

  for (const [placeholder, script] of scripts) {
    if (!placeholder.isConnected) continue; // a script outside head and body content
    await runInPlace(placeholder, script);
    if (script.type === 'text/plain' && script.dataset.consentVendor) registerTrackerScript(script);
  }

  const elements = /** @type {HTMLElement[]} */ (added.flatMap((node) => (node instanceof Element ? [...(node.matches(TAGS) ? [node] : []), ...node.querySelectorAll(TAGS)] : [])));
  await Promise.all(elements.map((element) => rendered(element)));
  return {
    elements,
    header: /** @type {import('../types/marquee').SiteHeaderElement | undefined} */ (elements.find((e) => e.localName === 'site-header')),
    footer: /** @type {import('../types/marquee').SiteFooterElement | undefined} */ (elements.find((e) => e.localName === 'site-footer')),
    banner: /** @type {import('../types/marquee').ConsentBannerElement | undefined} */ (elements.find((e) => e.localName === 'consent-banner')),
    endpoints,
  };
}

/** For cleanup(): takes out what loadPage put in. */
export function removePage() {
  for (const node of added.splice(0)) node.parentNode?.removeChild(node);
}
