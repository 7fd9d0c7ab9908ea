import { expect, waitUntil } from '@open-wc/testing';
import { compareSnapshot } from '@web/test-runner-commands';
import { computeAccessibleName, getRole, isDisabled } from 'dom-accessibility-api';
import { chunkHeld, gateChunks, releaseChunks } from '../helpers/chunks';
import { coachmarkAlreadyShown } from '../helpers/coachmarkShown';
import { readThrough } from '../helpers/screenReader';
import { clickIn, serverRenderedPage, type ServerRenderedPage } from '../helpers/serverRenderedFrame';
import { atWidth } from '../helpers/viewport';

/**
 * Issue 76, item 4: one accessible tree across hydration. The server-rendered header, each of its
 * panels closed and opened by its button, is heard the same with script off, before hydration (the
 * chunk that hydrates held) and after it (hydrated with the panel still open, then closed): what
 * Guidepup's virtual screen reader says reading it through, and each shown control's role, name and
 * states, those the platform implies included (a popover button's expanded state, a summary's,
 * a radio's checked), which that reader does not say; and axe, each panel open before hydration
 * and after it. What is heard before hydration is kept as a reviewed snapshot too
 * (test/accessibility/__snapshots__), as accessibilityTree.test.ts keeps the hydrated states':
 * `--update-snapshots` to review a change.
 */

/** Experiments pinned: an experiment's answer may change a label on purpose. */
const PINNED = { weblabs: 'MARQUEE_USER_MENU_LABELS:C MARQUEE_AUTO_TRANSLATION_TOGGLE:T1' };
const SIGNED_OUT = { ...PINNED, 'show-language-selector': '', 'locale-url-template': '/{locale}{path}' };
const SIGNED_IN = { ...SIGNED_OUT, 'is-logged-in': '', username: 'Ada', 'watchlist-count': '3' };

interface Panel {
  name: string;
  width: number;
  attributes: Record<string, string>;
  /** The button that opens it, and the one that closes it. */
  opener: string;
  closer: string;
  panel: string;
}

const PANELS: Panel[] = [
  { name: 'the drawer, 800 px', width: 800, attributes: SIGNED_OUT, opener: '.hamburger', closer: '.drawer-close', panel: '.drawer' },
  { name: 'the drawer, 1280 px', width: 1280, attributes: SIGNED_OUT, opener: '.hamburger', closer: '.drawer-close', panel: '.drawer' },
  { name: 'the account menu', width: 1280, attributes: SIGNED_IN, opener: '.account .flyout-button', closer: '.account .flyout-button', panel: '.account .flyout-panel' },
  { name: 'New Customer', width: 1280, attributes: SIGNED_OUT, opener: '.new-customer .flyout-button', closer: '.new-customer .flyout-button', panel: '.new-customer .flyout-panel' },
  { name: 'the language list', width: 1280, attributes: SIGNED_OUT, opener: '.language-flyout .flyout-button', closer: '.language-flyout .flyout-button', panel: '.language-flyout .flyout-panel' },
  { name: 'the language drawer, 800 px', width: 800, attributes: SIGNED_OUT, opener: '.language-drawer-button', closer: '.language-drawer .drawer-top button', panel: '.language-drawer' },
  { name: 'the category menu', width: 1280, attributes: SIGNED_OUT, opener: '.search-category-button', closer: '.search-category-button', panel: '.search-category-menu' },
  { name: 'search mode, 375 px', width: 375, attributes: SIGNED_OUT, opener: '.search-toggle', closer: '.search-close', panel: '.search-form' },
];

/** Room for a 1280 px frame. */
const ROOM = { width: 1400, height: 800 };

/** Each shown control's role, name and states, the platform's implied ones included, one line each. */
function controls(root: ShadowRoot): string[] {
  const all = root.querySelectorAll('a[href], button, input, summary, details, [role], [popover], [tabindex]');
  return [...all]
    .filter((element) => element.checkVisibility())
    .map((element) => {
      const target = (element as HTMLButtonElement).popoverTargetElement;
      const input = element as HTMLInputElement;
      const states = {
        expanded:
          element.getAttribute('aria-expanded') ??
          (target && String(target.matches(':popover-open'))) ??
          (element.localName === 'summary' ? String((element.parentElement as HTMLDetailsElement).open) : null),
        checked: element.getAttribute('aria-checked') ?? (['checkbox', 'radio'].includes(input.type) ? String(input.checked) : null),
        selected: element.getAttribute('aria-selected'),
        current: element.getAttribute('aria-current'),
        haspopup: element.getAttribute('aria-haspopup'),
        disabled: isDisabled(element) ? 'true' : null,
        focusable: element.getAttribute('tabindex'),
      };
      const said = Object.entries(states).flatMap(([state, value]) => (value === null ? [] : [`${state}=${value}`]));
      return [getRole(element) ?? element.localName, JSON.stringify(computeAccessibleName(element)), ...said].join(' ');
    });
}

/** What the header's shadow root says now, both ways. */
async function heard(page: ServerRenderedPage): Promise<{ read: string[]; controls: string[] }> {
  return { read: await readThrough(page.root.host), controls: controls(page.root) };
}

/**
 * Waits until hydration's later passes are over: the parts that are chunks of their own hydrate
 * after the element says it has, and what the window decides (a media query) renders a pass after
 * that. Done when the controls have kept still for ten frames (within 5 s).
 */
async function settled(page: ServerRenderedPage): Promise<void> {
  let last = '';
  let still = 0;
  await waitUntil(
    () => {
      const now = controls(page.root).join('\n');
      still = now === last ? still + 1 : 0;
      last = now;
      return still >= 10;
    },
    'the controls never kept still',
    { interval: 16, timeout: 5000 },
  );
}

/**
 * What axe finds in the frame's header now, one line each: axe loaded into the frame's page (it
 * reads the document it runs in). A page with script off has the same HTML and styles.
 */
async function axeViolations(page: ServerRenderedPage): Promise<string[]> {
  const frameWindow = page.frame.contentWindow as Window & { axe?: typeof import('axe-core') };
  if (!frameWindow.axe) {
    const doc = page.frame.contentDocument as Document;
    const script = doc.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    await new Promise((resolve, reject) => {
      script.addEventListener('load', resolve);
      script.addEventListener('error', reject);
      doc.head.append(script);
    });
  }
  const { violations } = await (frameWindow.axe as typeof import('axe-core')).run(page.root.host, { resultTypes: ['violations'] });
  return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}: ${node.failureSummary ?? ''}`));
}

const panelOf = (page: ServerRenderedPage, panel: Panel) => page.root.querySelector(panel.panel) as HTMLElement;
const isOpen = (page: ServerRenderedPage, panel: Panel) => panelOf(page, panel).matches(':popover-open');

/** Opens it with its button, as the pointer does, and waits until it has slid in. */
async function open(page: ServerRenderedPage, panel: Panel): Promise<void> {
  await clickIn(page, page.root.querySelector(panel.opener));
  await waitUntil(() => isOpen(page, panel), `${panel.name} did not open`);
  await Promise.all(panelOf(page, panel).getAnimations({ subtree: true }).map((animation) => animation.finished));
}

async function close(page: ServerRenderedPage, panel: Panel): Promise<void> {
  await clickIn(page, page.root.querySelector(panel.closer));
  await waitUntil(() => !isOpen(page, panel), `${panel.name} did not close`);
}

describe('one accessible tree across hydration (issue 76, item 4)', () => {
  // The sign-in coachmark comes 500 ms after a signed-out bar hydrates, on purpose (its own tests);
  // the frames share this page's session storage.
  beforeEach(coachmarkAlreadyShown);
  afterEach(releaseChunks);

  for (const panel of PANELS) {
    it(`${panel.name}: closed and open, heard the same with script off, before hydration and after it`, async () => {
      await atWidth(ROOM, async () => {
        const { width, attributes } = panel;
        const off = await serverRenderedPage({ script: false, width, attributes });
        const closedOff = await heard(off);
        await open(off, panel);
        const openOff = await heard(off);

        await gateChunks('lazy-hydration', { hold: true });
        const page = await serverRenderedPage({ script: true, loader: true, width, attributes });
        await chunkHeld('lazy-hydration');
        const closedBefore = await heard(page);
        await open(page, panel);
        const openBefore = await heard(page);
        expect(await axeViolations(page), 'axe, open before hydration').to.deep.equal([]);
        await releaseChunks();
        const host = page.root.host;
        await waitUntil(() => host.hasAttribute('data-hydrated'), 'it never hydrated', { timeout: 15_000 });
        await settled(page);
        expect(isOpen(page, panel), 'open through hydration').to.equal(true);
        const openAfter = await heard(page);
        expect(await axeViolations(page), 'axe, open after hydration').to.deep.equal([]);
        await close(page, panel);
        const closedAfter = await heard(page);

        expect(closedBefore, 'closed: before hydration as with script off').to.deep.equal(closedOff);
        expect(openBefore, 'open: before hydration as with script off').to.deep.equal(openOff);
        expect(openAfter, 'open: after hydration as before it').to.deep.equal(openBefore);
        expect(closedAfter, 'closed: after hydration as before it').to.deep.equal(closedBefore);
        await compareSnapshot({ name: `${panel.name}, before hydration`, content: ['closed:', ...closedBefore.read, 'open:', ...openBefore.read].join('\n') });
        // Each one read something: a panel open says more than closed.
        expect(openOff.read.length, 'open, more is heard').to.be.above(closedOff.read.length);
      });
    });
  }
});
