import { expect, fixture, fixtureCleanup, waitUntil } from '@open-wc/testing';
import '../../elements/site-header';
import { COACHMARK_FLAG } from '../../src/account';
import { SUPPORTED_LOCALES } from '../../src/i18n';
import { importTranslations } from '../../src/i18n/translations';
import { rendered, shadowOf, showsText } from '../helpers/shadow';

// Issue 53 (WCAG 1.4.10 Reflow): at 320 px with the language selector the logo was cut to "Marc"
// in every locale, signed in and out ("Ma" with text spacing), and the account menu ran 9 px off
// screen. The bar is laid out by its own width (container queries), so a 320 px column shows it
// as a 320 px phone does, in every engine (WebKit's window cannot be made that narrow here).

/** WCAG 1.4.12's text spacing, as a visitor's style sheet sets it: inherited into the shadow root. */
const TEXT_SPACING = 'letter-spacing: 0.12em; word-spacing: 0.16em; line-height: 1.5';

const SIGNED_IN = 'is-logged-in username="Ada" watchlist-count="3"';

/** The header in a 320 px column, in the locale, once it speaks it. */
async function barAt320(locale: string, attributes = '', style = ''): Promise<{ column: HTMLElement; el: Element }> {
  const column = await fixture<HTMLDivElement>(
    `<div style="inline-size: 320px; ${style}"><site-header locale="${locale}" show-language-selector no-consent-banner ${attributes}></site-header></div>`,
  );
  const el = column.firstElementChild as Element;
  const messages = locale === 'en-US' ? undefined : await importTranslations(locale as never);
  await showsText(el, messages?.header?.useApp ?? 'Use app');
  return { column, el };
}

/** What of the bar a visitor cannot see: the logo's text cut, or a control outside the column. */
function hidden(column: HTMLElement, el: Element): string[] {
  const root = shadowOf(el);
  const logo = root.querySelector<HTMLElement>('.logo');
  if (!logo) return ['no logo'];
  const bounds = column.getBoundingClientRect();
  const problems: string[] = logo.scrollWidth > logo.clientWidth ? [`the logo shows ${String(logo.clientWidth)} of its ${String(logo.scrollWidth)} px`] : [];
  for (const control of root.querySelectorAll<HTMLElement>('.navbar :is(a, button)')) {
    const box = control.getBoundingClientRect();
    // Not shown at this width (or the search form, shown only in search mode), or visually hidden.
    if (!control.checkVisibility({ visibilityProperty: true }) || box.width <= 1) continue;
    if (box.left < bounds.left - 0.5 || box.right > bounds.right + 0.5) problems.push(`${control.className} at ${String(box.left)}–${String(box.right)}`);
  }
  return problems;
}

describe('the bar at 320 px with the language selector (issue 53)', () => {
  beforeEach(() => {
    sessionStorage.setItem(COACHMARK_FLAG, 'true');
  });
  afterEach(() => {
    fixtureCleanup();
  });

  it('shows the whole logo and every control in each of the 35 locales, signed in and out', async () => {
    const problems: string[] = [];
    for (const locale of SUPPORTED_LOCALES) {
      for (const attributes of ['', SIGNED_IN]) {
        const { column, el } = await barAt320(locale, attributes);
        problems.push(...hidden(column, el).map((problem) => `${locale}${attributes ? ' signed in' : ''}: ${problem}`));
        fixtureCleanup();
      }
    }
    expect(problems).to.deep.equal([]);
  }).timeout(60_000);

  it('shows the whole logo with WCAG text spacing, and the check sees a cut one', async () => {
    for (const attributes of ['', SIGNED_IN]) {
      const { column, el } = await barAt320('en-US', attributes, TEXT_SPACING);
      expect(hidden(column, el)).to.deep.equal([]);
      fixtureCleanup();
    }
    // The negative case: a site name the bar cannot hold is cut, and the check says so.
    const { column, el } = await barAt320('en-US', 'site-name="Marquee Pictures International"');
    expect(hidden(column, el)).to.have.length(1).and.to.match(/the logo shows/);
  });

  for (const locale of ['en-US', 'he-IL']) {
    it(`opens the account menu and New Customer inside the bar's width (${locale})`, async () => {
      for (const [attributes, button, panel] of [
        [SIGNED_IN, '.account .flyout-button', '.account .flyout-panel'],
        ['', '.new-customer .flyout-button', '.new-customer .flyout-panel'],
      ] as const) {
        const { column, el } = await barAt320(locale, attributes);
        (await rendered<HTMLButtonElement>(el, button)).click();
        const shown = await rendered(el, panel);
        await waitUntil(() => shown.matches(':popover-open') && !shown.querySelector('[data-marquee-loading]'), `${panel} never opened`);
        const box = shown.getBoundingClientRect();
        const bounds = column.getBoundingClientRect();
        expect(box.width, panel).to.be.at.least(224);
        expect(box.left, `${panel}'s start`).to.be.at.least(bounds.left);
        expect(box.right, `${panel}'s end`).to.be.at.most(bounds.right);
        (await rendered<HTMLButtonElement>(el, button)).click();
        await waitUntil(() => !shown.matches(':popover-open'), `${panel} stayed open`);
        fixtureCleanup();
      }
    });
  }
});
