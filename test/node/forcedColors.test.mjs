// Issue 27 item 4: in forced colors (Windows High Contrast) the browser replaces the chrome's
// colours with the visitor's and drops its backgrounds, so a control drawn only by its background
// (the search box: white on the dark bar, `border: 0`) loses its edge. Every control the bar shows
// keeps a visible boundary, or visible text or icon, and the search field keeps its edge and its
// keyboard focus ring. @web/test-runner's emulateMedia leaves forced colors out, and puppeteer's
// emulateMediaFeatures refuses the name, so this runs from Node with CDP's Emulation.setEmulatedMedia,
// which makes Chromium paint with its forced palette (computed colours are the forced ones).
// Needs the build in dist/ (CI builds first).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { launchChromium } from '../../bench/browser.mjs';
import { copyBuild } from '../../bench/build.mjs';
import { startServer } from '../../bench/server.mjs';

const built = existsSync(new URL('../../dist/manifest.json', import.meta.url));
const skip = built ? false : 'dist/ is missing: run `npm run build` first';

const page = (/** @type {string} */ attributes) =>
  '<!doctype html><html lang="en-US"><head><meta charset="utf-8"><script type="module" src="/dist/marquee.js"></script></head>' +
  `<body style="margin: 0"><site-header no-consent-banner show-language-selector current-uri="/title/tt0133093/" ${attributes}></site-header></body></html>`;

const PAGES = {
  '/forced-colors/signed-out.html': page(''),
  '/forced-colors/signed-in.html': page('is-logged-in username="Ada" watchlist-count="3"'),
  '/forced-colors/banner.html':
    '<!doctype html><html lang="en-US"><head><meta charset="utf-8"><script type="module" src="/dist/marquee.js"></script></head>' +
    '<body style="margin: 0"><consent-banner></consent-banner></body></html>',
};

/** @type {Awaited<ReturnType<typeof copyBuild>>} */
let build;
/** @type {Awaited<ReturnType<typeof startServer>>} */
let server;
/** @type {import('puppeteer-core').Browser} */
let browser;

before(async () => {
  if (skip) return;
  // A copy: others may rebuild dist/ while this runs.
  build = await copyBuild();
  server = await startServer(PAGES, { root: build.root });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.close();
  build?.remove();
});

/**
 * @typedef {{ name: string, boundary: string, content: string }} ControlLook
 *   boundary: why its edge shows ('' when it does not); content: its visible text or icon ('' when none)
 */

/**
 * Every visible control of the header's shadow root, as forced colors paint it. A boundary is a
 * border side or an outline: width above 0, a drawn style, a colour with alpha that is not the
 * colour behind the control. Content is a text node or an icon (svg) that is drawn (not hidden,
 * not clipped away as a visually hidden label, some size) in a colour that is not the one behind it.
 * @param {import('puppeteer-core').Page} tab
 * @param {string} [tag] the element whose shadow root is looked at
 * @returns {Promise<ControlLook[]>}
 */
function controlLooks(tab, tag = 'site-header') {
  return tab.evaluate((tag) => {
    const root = /** @type {ShadowRoot} */ (document.querySelector(tag)?.shadowRoot);
    /** @param {string} color */
    const rgba = (color) => {
      const parts = (color.match(/[\d.]+/g) ?? []).map(Number);
      return { rgb: parts.slice(0, 3).join(','), alpha: parts.length > 3 ? Number(parts[3]) : 1 };
    };
    /** The colour behind an element: the nearest background with alpha above 0, through the shadow boundary. */
    const behind = (/** @type {Element | null} */ from) => {
      for (let node = from; node; ) {
        const { backgroundColor } = getComputedStyle(node);
        if (rgba(backgroundColor).alpha > 0) return rgba(backgroundColor).rgb;
        const up = node.getRootNode();
        node = node.parentElement ?? (up instanceof ShadowRoot ? up.host : null);
      }
      // Nothing painted: the canvas, which forced colors make the visitor's Canvas colour.
      return rgba(getComputedStyle(document.documentElement).backgroundColor).alpha > 0 ? rgba(getComputedStyle(document.documentElement).backgroundColor).rgb : '255,255,255';
    };
    const drawn = (/** @type {Element} */ element) => {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const box = element.getBoundingClientRect();
      if (box.width < 4 || box.height < 4) return false;
      // A visually hidden label (clip-path: inset(50%)) is read, not seen.
      for (let node = /** @type {Element | null} */ (element); node && node !== root.host; node = node.parentElement) {
        if (getComputedStyle(node).clipPath.startsWith('inset(50%')) return false;
      }
      return true;
    };
    const stands = (/** @type {string} */ color, /** @type {Element} */ element) => rgba(color).alpha > 0 && rgba(color).rgb !== behind(element);

    const controls = [...root.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])')].filter(drawn);
    return controls.map((control) => {
      const style = getComputedStyle(control);
      const name = `${control.localName}.${[...control.classList].join('.')} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 30)}"`;
      const edges = [];
      for (const side of ['Top', 'Right', 'Bottom', 'Left']) {
        const width = parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`));
        const lineStyle = style.getPropertyValue(`border-${side.toLowerCase()}-style`);
        const color = style.getPropertyValue(`border-${side.toLowerCase()}-color`);
        if (width > 0 && lineStyle !== 'none' && lineStyle !== 'hidden' && stands(color, control.parentElement ?? control)) edges.push(`border-${side.toLowerCase()} ${String(width)}px ${lineStyle} ${color}`);
      }
      if (parseFloat(style.outlineWidth) > 0 && style.outlineStyle !== 'none' && stands(style.outlineColor, control.parentElement ?? control)) edges.push(`outline ${style.outlineWidth} ${style.outlineStyle}`);
      const content = [];
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const parent = text.parentElement;
        if (parent && text.textContent?.trim() && drawn(parent) && stands(getComputedStyle(parent).color, parent)) content.push(`text "${text.textContent.trim()}"`);
      }
      for (const icon of control.querySelectorAll('svg')) {
        if (!drawn(icon)) continue;
        const shapes = [...icon.querySelectorAll('path, rect, circle, polygon')];
        if (shapes.some((shape) => getComputedStyle(shape).fill !== 'none' && stands(getComputedStyle(shape).fill, icon))) content.push('icon');
      }
      // A text field's own text: what the visitor types is drawn in its colour on its background.
      if (control instanceof HTMLInputElement && stands(style.color, control)) content.push('typed text');
      return { name, boundary: edges.join('; '), content: content.join(', ') };
    });
  }, tag);
}

/**
 * The search field's border and outline, and whether it has keyboard focus.
 * @param {import('puppeteer-core').Page} tab
 */
function searchFieldLook(tab) {
  return tab.evaluate(() => {
    const input = /** @type {HTMLInputElement} */ (document.querySelector('site-header')?.shadowRoot?.querySelector('.search-input'));
    const style = getComputedStyle(input);
    return {
      focused: document.querySelector('site-header')?.shadowRoot?.activeElement === input && input.matches(':focus-visible'),
      border: ['top', 'right', 'bottom', 'left'].map((side) => ({
        width: parseFloat(style.getPropertyValue(`border-${side}-width`)),
        style: style.getPropertyValue(`border-${side}-style`),
        color: style.getPropertyValue(`border-${side}-color`),
      })),
      outline: { width: parseFloat(style.outlineWidth), style: style.outlineStyle, color: style.outlineColor },
    };
  });
}

/**
 * A fresh tab in forced colors, the header rendered with all its styles (the lazily loaded sheets too).
 * @param {string} path
 * @param {number} width
 */
async function forcedColorsTab(path, width) {
  const context = await browser.createBrowserContext();
  const tab = await context.newPage();
  await tab.setViewport({ width, height: 800 });
  const cdp = await tab.createCDPSession();
  await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: 'active' }] });
  await tab.goto(`${server.url}${path}`, { waitUntil: 'networkidle0' });
  assert.ok(await tab.evaluate(() => matchMedia('(forced-colors: active)').matches), 'the page is in forced colors');
  await tab.waitForFunction(() => {
    const root = document.querySelector('site-header')?.shadowRoot;
    return (root?.querySelectorAll('a[href]').length ?? 0) > 3 && root?.querySelector('.search-input') && (root.adoptedStyleSheets.length > 4 || root.querySelectorAll('style').length > 4);
  });
  return { tab, close: () => context.close() };
}

const CASES = [
  ['/forced-colors/signed-out.html', 1280],
  ['/forced-colors/signed-in.html', 1280],
  ['/forced-colors/signed-out.html', 800],
];

for (const [path, width] of /** @type {[string, number][]} */ (CASES)) {
  test(`forced colors, ${path} at ${String(width)} px: every control of the bar has a visible boundary, text or icon`, { skip, timeout: 60_000 }, async () => {
    const { tab, close } = await forcedColorsTab(path, width);
    try {
      const looks = await controlLooks(tab);
      const names = looks.map((look) => look.name).join('\n  ');
      // The bar's controls, each found drawn (a missing one would pass unseen otherwise).
      for (const control of ['a.logo', 'button.hamburger', 'button.search-category-button', 'input.search-input', 'button.search-submit', 'a.watchlist', 'a.use-app']) {
        assert.ok(looks.some((look) => look.name.startsWith(control)), `${control} is drawn; drawn:\n  ${names}`);
      }
      assert.ok(looks.some((look) => /^(a\.account-link|button\.flyout-button|a\.account)/.test(look.name)), `the account control is drawn; drawn:\n  ${names}`);
      assert.ok(looks.some((look) => /language/i.test(look.name)), `the language selector is drawn; drawn:\n  ${names}`);
      if (width >= 1024) assert.ok(looks.some((look) => look.name.startsWith('a.pro-link')), `Pro is drawn; drawn:\n  ${names}`);
      const unseen = looks.filter((look) => !look.boundary && !look.content);
      assert.deepEqual(unseen.map((look) => look.name), [], 'controls with no visible boundary, text or icon');
      // Issue 53: a button shown as plain text reads as a label; each keeps its edge (the category button lost it).
      const edgeless = looks.filter((look) => look.name.startsWith('button') && !look.boundary);
      assert.deepEqual(edgeless.map((look) => look.name), [], 'buttons with no visible boundary');
      const field = looks.find((look) => look.name.startsWith('input.search-input'));
      assert.ok(field?.boundary.includes('border'), `the search field has a visible edge in forced colors: ${JSON.stringify(field)}`);
    } finally {
      await close();
    }
  });
}

test('forced colors: the consent banner\'s Decline and Accept keep their edges (issue 53)', { skip, timeout: 60_000 }, async () => {
  const context = await browser.createBrowserContext();
  const tab = await context.newPage();
  try {
    await tab.setViewport({ width: 1280, height: 800 });
    const cdp = await tab.createCDPSession();
    await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: 'active' }] });
    await tab.goto(`${server.url}/forced-colors/banner.html`, { waitUntil: 'networkidle0' });
    await tab.waitForFunction(() => (document.querySelector('consent-banner')?.shadowRoot?.querySelectorAll('button.choice').length ?? 0) === 2);
    const looks = await controlLooks(tab, 'consent-banner');
    const choices = looks.filter((look) => look.name.startsWith('button.choice'));
    assert.equal(choices.length, 2, `Decline and Accept are drawn: ${JSON.stringify(looks)}`);
    for (const choice of choices) assert.ok(choice.boundary, `${choice.name} has a visible edge: ${JSON.stringify(choice)}`);
  } finally {
    await context.close();
  }
});

test('forced colors: the search field keeps its border and a focus ring when reached with Tab', { skip, timeout: 60_000 }, async () => {
  const { tab, close } = await forcedColorsTab('/forced-colors/signed-out.html', 1280);
  try {
    const before = await searchFieldLook(tab);
    for (const side of before.border) {
      assert.ok(side.width > 0 && side.style !== 'none' && side.style !== 'hidden' && !/^rgba\(.*, 0\)$|transparent/.test(side.color), `a visible border on every side: ${JSON.stringify(before.border)}`);
    }
    // From the page's start, Tab through the bar until the search field has focus, as a keyboard user does.
    for (let presses = 0; presses < 10 && !(await searchFieldLook(tab)).focused; presses++) await tab.keyboard.press('Tab');
    const focused = await searchFieldLook(tab);
    assert.ok(focused.focused, 'Tab reaches the search field');
    assert.ok(focused.outline.style !== 'none' && focused.outline.width > 0 && !/^rgba\(.*, 0\)$|transparent/.test(focused.outline.color), `a focus ring: ${JSON.stringify(focused.outline)}`);
    assert.ok(focused.border.every((side) => side.width > 0 && side.style !== 'none'), 'the border stays while focused');
  } finally {
    await close();
  }
});
