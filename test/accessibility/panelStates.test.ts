import { expect, fixture, fixtureCleanup, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import axe from 'axe-core';
import '../../elements/site-header';
import { freshVisitor } from '../consent/consentKit';
import { coachmarkAlreadyShown } from '../helpers/coachmarkShown';
import { backgroundBehind, contrastRatio, forceColors, parseColor } from '../helpers/contrast';
import { rendered, shadowOf } from '../helpers/shadow';
import { setViewport } from '../helpers/viewport';

/**
 * Issue 76, item 3: every state of every panel at WCAG AA, in each engine. Each panel open, axe
 * over the header; then one control of each kind in it (its tag, class and state: a current
 * language, a checked category, the option the keys are on) hovered, pressed and focused from
 * the keyboard, each checked by axe's colour-contrast rule as it shows then, and the focus ring
 * seen (2 px at least, 3:1 against what is behind it). Visited links look as unvisited ones: no
 * style of ours tells them apart, and each link's colour is ours, not the browser's. In forced
 * colours (emulated in Chromium only: CDP), axe again, each focus ring still drawn, and a
 * selected control told apart from its neighbour.
 */

const HEADER_ATTRIBUTES =
  'no-consent-banner show-language-selector locale-url-template="/{locale}{path}" pro-flyout-endpoint="/test/fixtures/pro-flyout.json" ' +
  'weblabs="MARQUEE_USER_MENU_LABELS:C MARQUEE_AUTO_TRANSLATION_TOGGLE:T1"';

interface Panel {
  name: string;
  width: number;
  attributes?: string;
  /** Opens it as a visitor does, and gives the panel. */
  open: (host: Element) => Promise<Element>;
  /** A control in a selected state, beside one that is not: it must look selected, in forced colours too. */
  selected?: [string, string];
}

/** Opens a panel with its button's click and waits until it shows its content, at rest. */
const byButton = (button: string, panel: string) => async (host: Element) => {
  (await rendered<HTMLButtonElement>(host, button)).click();
  const shown = await rendered(host, panel);
  await waitUntil(() => shown.checkVisibility() && !shown.querySelector('[data-marquee-loading]'), `${panel} never showed its content`);
  return shown;
};

/** The suggestion list for "star", the keys on its first option. */
async function suggestions(host: Element): Promise<Element> {
  const box = await rendered<HTMLInputElement>(host, '.search-input');
  box.focus();
  await sendKeys({ type: 'star' });
  const list = await rendered(host, '.suggestions.open');
  await waitUntil(() => list.querySelectorAll('[role="option"]').length > 2, 'no options for "star"');
  await sendKeys({ press: 'ArrowDown' });
  return list;
}

// Below the large breakpoint at 900 px: WebKit's MiniBrowser, sized to 800 px, shows no focus ring
// for Tab even on a bare page.
const PANELS: Panel[] = [
  { name: 'the drawer, 900 px', width: 900, open: byButton('.hamburger', '.drawer') },
  { name: 'the drawer, 1280 px', width: 1280, open: byButton('.hamburger', '.drawer') },
  { name: 'the account menu', width: 1280, attributes: 'is-logged-in username="Ada" watchlist-count="3"', open: byButton('.account .flyout-button', '.account .flyout-panel') },
  { name: 'New Customer', width: 1280, open: byButton('.new-customer .flyout-button', '.new-customer .flyout-panel') },
  {
    name: 'the language list',
    width: 1280,
    open: byButton('.language-flyout .flyout-button', '.language-flyout .flyout-panel'),
    selected: ['.language-item[aria-current="true"]', '.language-item:not([aria-current="true"])'],
  },
  { name: 'the language drawer, 900 px', width: 900, open: byButton('.language-drawer-button', '.language-drawer') },
  { name: 'the professional flyout', width: 1280, open: byButton('.pro-flyout .flyout-button', '.pro-flyout .flyout-panel:has(img)') },
  {
    name: 'the category menu',
    width: 1280,
    open: byButton('.search-category-button', '.search-category-menu'),
    selected: ['label:has(:checked)', 'label:not(:has(:checked))'],
  },
  { name: 'the suggestions, an option active', width: 1280, open: suggestions, selected: ['[role="option"][aria-selected="true"]', '[role="option"][aria-selected="false"]'] },
];

/** What axe's colour-contrast rule finds on `node` as it shows now, one line each. */
async function contrastFailures(node: Element): Promise<string[]> {
  const results = await axe.run(node, { runOnly: { type: 'rule', values: ['color-contrast'] }, resultTypes: ['violations'] });
  return results.violations.flatMap((violation) => violation.nodes.map((found) => `${found.target.join(' ')}: ${found.failureSummary ?? ''}`));
}

/** One shown control of each kind: its tag, class and the states that change how it looks. */
function controlKinds(panel: Element): Element[] {
  const kinds = new Map<string, Element>();
  for (const control of panel.querySelectorAll('a[href], button, summary, label, input[type="checkbox"], [role="option"]')) {
    if (!control.checkVisibility({ visibilityProperty: true }) || control.getBoundingClientRect().width === 0) continue;
    const states = ['aria-current', 'aria-selected', 'disabled'].map((state) => control.getAttribute(state)).join();
    const key = `${control.localName}.${control.className}[${states}]${control.querySelector(':checked') ? ':checked' : ''}`;
    if (!kinds.has(key)) kinds.set(key, control);
  }
  return [...kinds.values()];
}

const named = (control: Element) => `${control.localName}.${control.getAttribute('class') ?? ''} "${control.textContent.trim().slice(0, 30)}"`;

/** Until transitions and animations in the panel are over: axe blends a fading colour with what is under it. */
const still = (panel: Element) => Promise.all(panel.getAnimations({ subtree: true }).map((animation) => animation.finished));

/** Where the pointer is at the middle of an element. */
const middle = (element: Element): [number, number] => {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
};

/** The control the keyboard focuses: a label's radio or checkbox, else itself. */
const focusTarget = (control: Element) => (control.localName === 'label' ? control.querySelector('input') : control) as HTMLElement | null;

/** The element that draws a control's focus ring: itself, or what is focused in it (a label's checkbox). */
const ringOf = (control: Element, focused: Element) => (getComputedStyle(control).outlineStyle !== 'none' ? control : focused);

/**
 * The keyboard's way of showing focus, from here on until the pointer is used: Tab pressed once in
 * the panel (from its first control, or from the panel itself, which a press can focus). Focus
 * that script then moves from a control showing it shows it too (Firefox and WebKit show none for
 * focus given by script after a press of the pointer).
 */
async function keyboardFocusIn(host: Element, panel: Element): Promise<void> {
  const tabbable = [...panel.querySelectorAll<HTMLElement>('a[href], button:enabled, input:enabled, summary')].filter((item) => item.checkVisibility() && item.tabIndex >= 0);
  const [from, to] = tabbable.length > 1 ? tabbable : [panel as HTMLElement, tabbable[0]];
  if (!to) return;
  from.focus();
  await sendKeys({ press: 'Tab' });
  const on = () => shadowOf(host).activeElement;
  await waitUntil(() => on()?.matches(':focus-visible'), `Tab from ${named(from)} showed no focus in the panel: focus is on ${on() ? named(on() as Element) : 'the page'}${on() === to ? ' (the next)' : ''}`);
}

/** Focus moved by script to `target` from a control showing focus (keyboardFocusIn), shown. */
async function focusFromKeyboard(host: Element, target: HTMLElement, name: string): Promise<void> {
  target.focus();
  const root = shadowOf(host);
  await waitUntil(() => root.activeElement === target, `${name} took no focus; focus is on ${root.activeElement ? root.activeElement.localName : 'the page'}`);
  expect(target.matches(':focus-visible'), `${name} shows focus`).to.equal(true);
}

/** A focus ring drawn, 2 px at least, at 3:1 against what is around the control (WCAG 2.4.7, 1.4.11). */
function ringFailure(control: Element, focused: Element): string | null {
  const drawing = ringOf(control, focused);
  const style = getComputedStyle(drawing);
  if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2) return `no focus ring (outline ${style.outlineStyle} ${style.outlineWidth})`;
  const around = backgroundBehind(drawing.parentElement ?? drawing);
  const ratio = contrastRatio(parseColor(style.outlineColor), around);
  return ratio < 3 ? `focus ring ${style.outlineColor} at ${ratio.toFixed(2)}:1 on ${around.join()}` : null;
}

/** Each kind of control hovered, then pressed: what axe's colour-contrast rule finds, one line each. */
async function pointerFailures(panel: Element): Promise<string[]> {
  const failures: string[] = [];
  for (const control of controlKinds(panel)) {
    // Hovered (where the pointer can reach it: a long list scrolls).
    control.scrollIntoView({ block: 'nearest' });
    await sendMouse({ type: 'move', position: middle(control) });
    await still(panel);
    failures.push(...(await contrastFailures(control)).map((line) => `hovered ${named(control)}: ${line}`));
    // Pressed (a disabled control, the language shown, is not: a press there is outside the
    // popover to Chromium, which closes it), released with the click stopped, so nothing
    // navigates, toggles or closes.
    if (control.matches(':disabled')) continue;
    await sendMouse({ type: 'down' });
    await still(panel);
    failures.push(...(await contrastFailures(control)).map((line) => `pressed ${named(control)}: ${line}`));
    const stop = (event: Event) => {
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    window.addEventListener('click', stop, true);
    try {
      await sendMouse({ type: 'up' });
    } finally {
      window.removeEventListener('click', stop, true);
    }
  }
  // The pointer stays where it is: leaving would close a flyout.
  return failures;
}

/** Each kind of focusable control focused from the keyboard: what `check` finds as it shows. */
async function focusedFailures(host: Element, panel: Element, check: (control: Element, focused: HTMLElement) => Promise<string[]>): Promise<string[]> {
  const failures: string[] = [];
  await keyboardFocusIn(host, panel);
  for (const control of controlKinds(panel)) {
    const target = focusTarget(control);
    if (!target || target.tabIndex < 0 || target.matches(':disabled')) continue;
    await focusFromKeyboard(host, target, named(control));
    await still(panel);
    failures.push(...(await check(control, target)).map((line) => `focused ${named(control)}: ${line}`));
  }
  return failures;
}

/** Its text's contrast, and its focus ring's. */
const focusedContrast = async (control: Element, focused: HTMLElement) => [...(await contrastFailures(control)), ...[ringFailure(control, focused) ?? []].flat()];

/** A focus ring drawn at all (its colour is the visitor's). */
const ringDrawn = (control: Element, focused: HTMLElement) => Promise.resolve(getComputedStyle(ringOf(control, focused)).outlineStyle === 'none' ? ['no focus ring'] : []);

/** The system's colours as they compute now (forced colours on): those a contrast theme gives. */
function systemColours(): Set<string> {
  const probe = document.createElement('span');
  document.body.append(probe);
  try {
    const names = ['Canvas', 'CanvasText', 'LinkText', 'VisitedText', 'ActiveText', 'ButtonFace', 'ButtonText', 'ButtonBorder', 'Field', 'FieldText', 'Highlight', 'HighlightText', 'SelectedItem', 'SelectedItemText', 'Mark', 'MarkText', 'GrayText', 'AccentColor', 'AccentColorText'];
    return new Set(names.map((name) => {
      probe.style.color = name;
      return getComputedStyle(probe).color;
    }));
  } finally {
    probe.remove();
  }
}

/** Controls whose colours forced colours leave as ours (forced-color-adjust: none) and that are not the system's. */
function unforcedColours(panel: Element): string[] {
  const system = systemColours();
  return controlKinds(panel).flatMap((control) => {
    const style = getComputedStyle(control);
    if (style.forcedColorAdjust !== 'none') return [];
    const background = parseColor(style.backgroundColor);
    const ok = system.has(style.color) && (background[3] === 0 || system.has(style.backgroundColor));
    return ok ? [] : [`${named(control)}: ${style.color} on ${style.backgroundColor}`];
  });
}

/** Whether the selected control of a pair looks other than its neighbour. */
function selectedLooksSo(panel: Element, [on, off]: [string, string]): boolean {
  const looks = (selector: string) => {
    const element = panel.querySelector(selector);
    if (!element) throw new Error(`no ${selector} in the panel`);
    const style = getComputedStyle(element);
    return [style.backgroundColor, style.color, style.outlineStyle, style.borderStyle, style.fontWeight, style.textDecorationLine].join();
  };
  return looks(on) !== looks(off);
}

/** The colour a link of the browser's own has here: what an unstyled link, visited or not, would show. */
function browsersLinkColor(): string {
  const holder = document.createElement('div');
  const link = document.createElement('a');
  link.href = '/unvisited';
  holder.attachShadow({ mode: 'open' }).append(link);
  document.body.append(holder);
  try {
    return getComputedStyle(link).color;
  } finally {
    holder.remove();
  }
}

/** Every rule of the element's shadow root whose selector tells visited links from others. */
const visitedRules = (root: ShadowRoot) =>
  [...root.adoptedStyleSheets, ...[...root.querySelectorAll('style')].flatMap((style) => (style.sheet ? [style.sheet] : []))]
    .flatMap((sheet) => [...sheet.cssRules].flatMap(function selectors(rule: CSSRule): string[] {
      const inner = 'cssRules' in rule ? [...(rule as CSSGroupingRule).cssRules].flatMap(selectors) : [];
      const own = rule instanceof CSSStyleRule && /:(visited|link)\b/.test(rule.selectorText) ? [rule.selectorText] : [];
      return [...own, ...inner];
    }));

describe('every state of every panel at AA (issue 76, item 3)', () => {
  beforeEach(async () => {
    await freshVisitor();
    coachmarkAlreadyShown();
  });
  afterEach(async () => {
    await forceColors(false);
    fixtureCleanup();
    await setViewport({ width: 800, height: 600 });
  });

  for (const panel of PANELS) {
    it(`${panel.name}: at rest, hovered, pressed, focused and visited; in forced colours`, async () => {
      await setViewport({ width: panel.width, height: 800 });
      const page = await fixture<HTMLDivElement>(`<div><site-header ${HEADER_ATTRIBUTES} ${panel.attributes ?? ''}></site-header></div>`);
      const host = page.firstElementChild as Element;
      await rendered(host, '.use-app');
      const shown = await panel.open(host);
      await still(shown);
      await expect(host, 'at rest').to.be.accessible();

      // Forced colours: what a contrast theme paints. Its colours are the visitor's (each control's
      // are forced, or chosen from the system's); its states must still show.
      if (await forceColors(true)) {
        await still(shown);
        expect(unforcedColours(shown), 'forced colours: controls painted in colours of ours').to.deep.equal([]);
        // Not axe's colour-contrast here: it reads -webkit-text-fill-color, which Chromium computes
        // from the page's colour under forced colours, not the forced one it paints with.
        await expect(host, 'forced colours, at rest').to.be.accessible({ ignoredRules: ['color-contrast'] });
        if (panel.selected) expect(selectedLooksSo(shown, panel.selected), 'forced colours: the selected one looks selected').to.equal(true);
        expect(await focusedFailures(host, shown, ringDrawn), 'forced colours: focus rings').to.deep.equal([]);
        await forceColors(false);
      }

      if (panel.selected) expect(selectedLooksSo(shown, panel.selected), 'the selected one looks selected').to.equal(true);
      expect(await pointerFailures(shown), 'hovered and pressed').to.deep.equal([]);
      expect(await focusedFailures(host, shown, focusedContrast), 'focused from the keyboard').to.deep.equal([]);

      // Visited: nothing of ours styles a visited link apart, and each link's colour is ours (an
      // author's colour wins over the browser's visited one).
      expect(visitedRules(shadowOf(host)), 'styles for visited links').to.deep.equal([]);
      const browsers = browsersLinkColor();
      const linksInBrowsersColour = [...shown.querySelectorAll('a[href]')].filter((link) => link.checkVisibility() && getComputedStyle(link).color === browsers);
      expect(linksInBrowsersColour.map(named), 'links in the browser\u2019s colour, which turns purple once visited').to.deep.equal([]);
    });
  }
});
