import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import sinon from 'sinon';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import { clearFaults, lastEventId, receivedEvents, setFault } from '../helpers/backend';
import { rendered, shadowOf } from '../helpers/shadow';
import { atWidth, LARGE, SMALL } from '../helpers/viewport';
import { holdNavigation } from '../helpers/visitor';
import { itExceptIn, NARROW_VIEWPORT } from '../helpers/engine';
import { coachmarkAlreadyShown } from '../helpers/coachmarkShown';

async function openFlyout(el: SiteHeaderElement): Promise<HTMLElement> {
  const button = await rendered<HTMLButtonElement>(el, '.language-flyout .flyout-button');
  button.click();
  const panel = await rendered(el, '.language-flyout .flyout-panel');
  // Open, and showing its list (the selector's code, then the list's, load as the bar mounts).
  await waitUntil(() => panel.matches(':popover-open') && !panel.querySelector('[data-marquee-loading]'));
  return panel;
}

const item = (root: ParentNode, locale: string) => root.querySelector<HTMLButtonElement>(`.language-item[lang="${locale}"]`);

describe('language selector (spec §2, §3, §4)', () => {
  before(coachmarkAlreadyShown);

  afterEach(async () => {
    sinon.restore();
    await clearFaults();
  });

  it('[HDR-06] is in the bar only when enabled', async () => {
    const off = await fixture<SiteHeaderElement>(html`<site-header></site-header>`);
    await rendered(off, '.use-app');
    expect(shadowOf(off).querySelector('.language')).to.equal(null);
    off.setAttribute('show-language-selector', '');
    await rendered(off, '.language');
  });

  it('[LANG-01] [LANG-02] [LANG-10] is a flyout on large screens listing each language in its own name and support', async () => {
    await atWidth(LARGE, async () => {
      const el = await fixture<SiteHeaderElement>(html`<site-header show-language-selector handles-locale-change no-consent-banner></site-header>`);
      const button = await rendered(el, '.language-flyout .flyout-button');
      expect(button.textContent).to.contain('Toggle language selector');
      expect(getComputedStyle(await rendered(el, '.language-drawer-button')).display).to.equal('none');
      const panel = await openFlyout(el);
      const entries = [...panel.querySelectorAll('.language-item')].map((b) => [b.getAttribute('lang'), b.querySelector('.language-support')?.textContent]);
      expect(entries).to.deep.equal([
        ['en-US', 'Fully supported'],
        ['fr-CA', 'Partially supported'],
        ['fr-FR', 'Partially supported'],
        ['de-DE', 'Partially supported'],
        ['hi-IN', 'Partially supported'],
        ['it-IT', 'Partially supported'],
        ['pt-BR', 'Partially supported'],
        ['es-ES', 'Partially supported'],
        ['es-MX', 'Partially supported'],
      ]);
      expect(item(panel, 'de-DE')?.querySelector('.language-name')?.textContent).to.match(/^Deutsch/);
      expect(item(panel, 'fr-CA')?.querySelector('.language-name')?.textContent).to.match(/^Français/);
      await expect(el).to.be.accessible();
    });
  });

  itExceptIn(['webkit'], NARROW_VIEWPORT, '[LANG-01] [NAV-06] [LANG-09] is a drawer below the large breakpoint, reporting nv-language-menu-open', async () => {
    await atWidth(SMALL, async () => {
      const after = await lastEventId();
      const el = await fixture<SiteHeaderElement>(html`<site-header show-language-selector handles-locale-change no-consent-banner></site-header>`);
      const button = await rendered<HTMLButtonElement>(el, '.language-drawer-button');
      expect(button.popoverTargetElement?.matches('.language-drawer'), 'the button names the drawer: the platform opens it').to.equal(true);
      button.click();
      const drawer = await rendered(el, '.language-drawer:popover-open');
      expect(item(drawer, 'it-IT')).to.not.equal(null);
      expect(drawer.contains(shadowOf(el).activeElement), 'focus goes into the drawer').to.equal(true);
      await waitUntil(async () => (await receivedEvents('metric', after)).some((e) => (e.body as Record<string, string>).pageAction === 'nv-language-menu-open'));
      // Tab goes round inside it; Escape closes it and gives focus back to its button.
      for (let i = 0; i < 40; i++) await sendKeys({ press: 'Tab' });
      expect(drawer.contains(shadowOf(el).activeElement), 'Tab left the drawer').to.equal(true);
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !drawer.matches(':popover-open'), 'Escape did not close it');
      expect(shadowOf(el).activeElement).to.equal(button);
      const opened = (await receivedEvents('metric', after)).filter((e) => (e.body as Record<string, string>).pageAction === 'nv-language-menu-open');
      expect(opened, 'one report of the one opening').to.have.length(1);
    });
  });

  it('[LANG-09] reports nv-loc-menu-open and nv-loc-menu-close for the flyout', async () => {
    await atWidth(LARGE, async () => {
      const after = await lastEventId();
      const actions = async () => (await receivedEvents('metric', after)).map((e) => (e.body as Record<string, string>).pageAction);
      const el = await fixture<SiteHeaderElement>(html`<site-header show-language-selector no-consent-banner></site-header>`);
      await openFlyout(el);
      await waitUntil(async () => (await actions()).includes('nv-loc-menu-open'), 'no nv-loc-menu-open');
      expect(await actions(), 'not closed yet').not.to.include('nv-loc-menu-close');
      shadowOf(el).querySelector<HTMLButtonElement>('.language-flyout .flyout-button')?.click();
      await waitUntil(async () => (await actions()).includes('nv-loc-menu-close'), 'no nv-loc-menu-close');
    });
  });

  it('[LANG-03] [LANG-04] announces a choice with a cancelable locale-change event and spins until the page switches', async () => {
    await atWidth(LARGE, async () => {
      const el = await fixture<SiteHeaderElement>(html`<site-header show-language-selector handles-locale-change no-consent-banner></site-header>`);
      const panel = await openFlyout(el);
      const current = item(panel, 'en-US');
      expect(current?.disabled).to.equal(true);
      expect(current?.getAttribute('aria-current')).to.equal('true');
      const german = item(panel, 'de-DE') as HTMLButtonElement;
      setTimeout(() => {
        german.click();
      });
      const event = await oneEvent<CustomEvent<{ locale: string }>>(document, 'locale-change');
      expect(event.detail).to.deep.equal({ locale: 'de-DE' });
      expect(event.bubbles && event.composed && event.cancelable).to.equal(true);
      await waitUntil(() => german.querySelector('.spinner'), 'no spinner on the chosen item');
      el.locale = 'de-DE';
      await waitUntil(() => !shadowOf(el).querySelector('.spinner'), 'the spinner stayed after the switch');
      await waitUntil(() => item(shadowOf(el), 'de-DE')?.getAttribute('aria-current') === 'true');
    });
  });

  it('[LANG-05] [LANG-06] disables the items without a change handler and explains a partial locale', async () => {
    await atWidth(LARGE, async () => {
      const el = await fixture<SiteHeaderElement>(html`<site-header show-language-selector locale="de-DE"></site-header>`);
      const panel = await openFlyout(el);
      await waitUntil(() => panel.querySelector('.language-unavailable'));
      expect([...panel.querySelectorAll<HTMLButtonElement>('.language-item')].every((b) => b.disabled)).to.equal(true);
      expect(panel.querySelector('.language-unavailable')?.textContent).to.equal('Diese Seite ist in der gewählten Sprache nicht verfügbar.');
      el.locale = 'en-US';
      await waitUntil(() => !panel.querySelector('.language-unavailable'), 'en-US is fully supported: no message');
    });
  });

  it('offers the languages of the languages attribute, and a bad list falls back to the nine', async () => {
    await atWidth(LARGE, async () => {
      const error = sinon.stub(console, 'error');
      const el = await fixture<SiteHeaderElement>(
        html`<site-header show-language-selector handles-locale-change languages='[{"value":"en-US","fullySupported":true},{"value":"sv-SE","fullySupported":true}]'></site-header>`,
      );
      const panel = await openFlyout(el);
      const entries = () => [...panel.querySelectorAll('.language-item')].map((b) => [b.getAttribute('lang'), b.querySelector('.language-support')?.textContent]);
      expect(entries()).to.deep.equal([
        ['en-US', 'Fully supported'],
        ['sv-SE', 'Fully supported'],
      ]);
      expect(item(panel, 'sv-SE')?.disabled).to.equal(false);
      el.setAttribute('languages', '[{"value":"sv-SE"}]');
      await waitUntil(() => entries().length === 9, 'a list without fullySupported is refused');
      expect(error.calledWithMatch('languages')).to.equal(true);
      el.removeAttribute('languages');
      expect(entries().length).to.equal(9);
    });
  });

  it('[LANG-04] always shows the visitor\'s own locale, selected and not clickable, also when the list leaves it out', async () => {
    await atWidth(LARGE, async () => {
      const el = await fixture<SiteHeaderElement>(html`<site-header show-language-selector handles-locale-change locale="ja-JP"></site-header>`);
      const panel = await openFlyout(el);
      await waitUntil(() => item(panel, 'ja-JP'), 'ja-JP is not offered');
      const own = item(panel, 'ja-JP') as HTMLButtonElement;
      expect(panel.querySelector('.language-item')).to.equal(own, 'the visitor\'s locale comes first');
      expect(own.disabled).to.equal(true);
      expect(own.getAttribute('aria-current')).to.equal('true');
      expect(own.querySelector('.language-name')?.textContent).to.equal('日本語 (日本)');
      expect(panel.querySelectorAll('.language-item').length).to.equal(10);
      expect(item(panel, 'en-US')?.disabled).to.equal(false, 'en-US is no longer current');
      expect(item(panel, 'en-US')?.getAttribute('aria-current')).to.equal(null);
      el.locale = 'de-DE';
      await waitUntil(() => !item(panel, 'ja-JP'), 'ja-JP stays after the visitor left it');
      expect(panel.querySelectorAll('.language-item').length).to.equal(9);
      expect(item(panel, 'de-DE')?.disabled).to.equal(true);
    });
  });

  it('[LANG-04] the current language shows selected, and a click on it does nothing; a click on another chooses it', async () => {
    await atWidth(LARGE, async () => {
      const el = await fixture<SiteHeaderElement>(html`<site-header show-language-selector handles-locale-change locale="de-DE"></site-header>`);
      const panel = await openFlyout(el);
      const own = item(panel, 'de-DE') as HTMLButtonElement;
      const other = item(panel, 'it-IT') as HTMLButtonElement;
      // Selected as the page shows it: bold and in the accent colour, unlike the others, and said so.
      expect(getComputedStyle(own).fontWeight).to.equal('700');
      expect(getComputedStyle(other).fontWeight).not.to.equal('700');
      expect(getComputedStyle(own).color).not.to.equal(getComputedStyle(other).color);
      expect(own.getAttribute('aria-current')).to.equal('true');
      expect(other.getAttribute('aria-current')).to.equal(null);

      const chosen: string[] = [];
      el.addEventListener('locale-change', (event) => chosen.push((event as CustomEvent<{ locale: string }>).detail.locale));
      const clickOn = async (target: HTMLElement) => {
        const box = target.getBoundingClientRect();
        await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
      };
      await clickOn(own);
      expect(chosen, 'the current language is not chosen again').to.deep.equal([]);
      expect(own.querySelector('.spinner'), 'nor does it spin').to.equal(null);
      await clickOn(other);
      await waitUntil(() => chosen.length > 0, 'another language could not be chosen');
      expect(chosen).to.deep.equal(['it-IT']);
      expect(other.querySelector('.spinner')).not.to.equal(null);
    });
  });

  it('[LANG-06] explains to a visitor whose added locale the page may not have, when nothing can change it', async () => {
    await atWidth(LARGE, async () => {
      const el = await fixture<SiteHeaderElement>(html`<site-header show-language-selector locale="en-GB"></site-header>`);
      const panel = await openFlyout(el);
      await waitUntil(() => panel.querySelector('.language-unavailable'), 'no message for en-GB');
      expect(panel.querySelector('.language-unavailable')?.textContent).to.equal('This page is not available in your selected language.');
      expect(item(panel, 'en-GB')?.getAttribute('aria-current')).to.equal('true');
      el.handlesLocaleChange = true;
      await waitUntil(() => !panel.querySelector('.language-unavailable'), 'the message stays with a change handler');
    });
  });

  it('[LANG-04] gives each language the URL template\'s link for this page; followed unless the host cancels the event', async () => {
    await atWidth(LARGE, async () => {
      const navigation = holdNavigation();
      try {
        const el = await fixture<SiteHeaderElement>(
          html`<site-header show-language-selector locale-url-template="/{locale}{path}" current-uri="/title/tt1/"></site-header>`,
        );
        const panel = await openFlyout(el);
        // Real links (they work as HTML), written absolute to the site; the current language is none.
        const italian = panel.querySelector<HTMLAnchorElement>('a.language-item[lang="it-IT"]');
        expect(italian?.getAttribute('href')).to.equal(`${location.origin}/it-IT/title/tt1/`);
        expect(panel.querySelector('a.language-item[lang="en-US"]'), 'the current language links nowhere').to.equal(null);
        expect(item(panel, 'en-US')?.getAttribute('aria-current')).to.equal('true');
        italian?.click();
        expect(navigation.followed).to.deep.equal([`${location.origin}/it-IT/title/tt1/`]);
        const cancel = (e: Event) => {
          e.preventDefault();
        };
        document.addEventListener('locale-change', cancel);
        panel.querySelector<HTMLAnchorElement>('a.language-item[lang="es-MX"]')?.click();
        document.removeEventListener('locale-change', cancel);
        expect(navigation.followed, 'cancelled: not followed').to.have.length(1);
      } finally {
        navigation.release();
      }
    });
  }).timeout(8000);

  it('[LANG-07] shows the auto-translation toggle only under T1, with a spinner until the page takes it', async () => {
    await atWidth(LARGE, async () => {
      await setFault({ endpoint: 'weblab', status: 503 });
      const control = await fixture<SiteHeaderElement>(html`<site-header show-language-selector weblabs="MARQUEE_AUTO_TRANSLATION_TOGGLE:C"></site-header>`);
      expect((await openFlyout(control)).querySelector('.auto-translation')).to.equal(null);
      control.weblabs = { MARQUEE_AUTO_TRANSLATION_TOGGLE: 'T1' };
      const toggle = await rendered(control, '.auto-translation');
      expect(toggle.textContent).to.contain('Auto Translation').and.contain('Show automatic translations where available');
      const box = toggle.querySelector('input') as HTMLInputElement;
      expect(box.checked).to.equal(true);
      setTimeout(() => {
        box.click();
      });
      const event = await oneEvent<CustomEvent<{ enabled: boolean }>>(document, 'auto-translation-change');
      expect(event.detail).to.deep.equal({ enabled: false });
      await waitUntil(() => toggle.querySelector('.spinner'));
      control.autoTranslation = false;
      await waitUntil(() => !toggle.querySelector('.spinner'));
    });
  });
  // Found by test/accessibility/panelStates.test.ts: a press on no control in a flyout dropped focus
  // to the page, and focus leaving closes it, so the toggle's label closed the list unticked.
  it('[LANG-07] [FLY-03] with focus in the list, a click on the auto-translation toggle\u2019s words ticks it and the list stays open', async () => {
    await atWidth(LARGE, async () => {
      const el = await fixture<SiteHeaderElement>(html`<site-header no-consent-banner show-language-selector locale-url-template="/{locale}{path}" weblabs="MARQUEE_AUTO_TRANSLATION_TOGGLE:T1"></site-header>`);
      const panel = await openFlyout(el);
      const toggle = await rendered(el, '.auto-translation');
      // Reached from the keyboard first: the arrow keys move focus into the list.
      item(panel, 'fr-CA')?.focus();
      expect(panel.contains(shadowOf(el).activeElement), 'focus in the list').to.equal(true);
      const title = toggle.querySelector('.auto-translation-title') as Element;
      const box = title.getBoundingClientRect();
      const changed = oneEvent<CustomEvent<{ enabled: boolean }>>(document, 'auto-translation-change');
      await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
      expect((await changed).detail).to.deep.equal({ enabled: false });
      expect(panel.matches(':popover-open'), 'the list stays open').to.equal(true);
      expect(panel.contains(shadowOf(el).activeElement), 'focus still in the list').to.equal(true);
      await sendMouse({ type: 'move', position: [0, 0] });
    });
  });
});
