import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { install, uninstall } from '@github/hotkey';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import { rendered, shadowOf } from '../helpers/shadow';

// Issue 27: keys typed into the chrome's search box are the visitor's text, not the page's
// shortcuts. A phrase with spaces, a slash and the page's shortcut letters.
const PHRASE = 'star wars/js k';
const listOpen = (el: Element) => shadowOf(el).querySelector('.search-input')?.getAttribute('aria-expanded') === 'true';

async function typeIntoSearch(header: SiteHeaderElement): Promise<HTMLInputElement> {
  const input = await rendered<HTMLInputElement>(header, '.search-input');
  input.focus();
  // The page's one store keeps what an earlier test typed: typing replaces it.
  input.select();
  await sendKeys({ type: PHRASE });
  return input;
}

describe('host keyboard shortcuts meet the chrome', () => {
  it('a page using @github/hotkey: the phrase stays whole, no shortcut fires, Escape still closes the suggestions', async () => {
    const fired: string[] = [];
    const page = await fixture<HTMLElement>(html`<div>
      <button data-hotkey="s" @click=${() => fired.push('s')}>Star</button>
      <button data-hotkey="j" @click=${() => fired.push('j')}>Next</button>
      <button data-hotkey="/" @click=${() => fired.push('/')}>Search the page</button>
      <site-header no-consent-banner></site-header>
    </div>`);
    const shortcuts = [...page.querySelectorAll<HTMLElement>('[data-hotkey]')];
    for (const button of shortcuts) install(button);
    try {
      const header = page.querySelector('site-header') as SiteHeaderElement;
      const input = await typeIntoSearch(header);
      expect(input.value).to.equal(PHRASE);
      expect(fired).to.deep.equal([]);

      await waitUntil(() => listOpen(header), 'the suggestions open', { timeout: 4000 });
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !listOpen(header), 'Escape closes the suggestions');

      // The page's shortcuts still work where the visitor is not typing.
      input.blur();
      await sendKeys({ press: 'j' });
      expect(fired).to.deep.equal(['j']);
    } finally {
      for (const button of shortcuts) uninstall(button);
    }
  });

  it('a page with a hand-written handler that skips inputs by tagName: the phrase stays whole and nothing fires', async () => {
    const fired: string[] = [];
    const handler = (event: KeyboardEvent) => {
      if ((event.target as Element).tagName === 'INPUT') return;
      if (['j', 'k', '/', ' '].includes(event.key)) {
        event.preventDefault();
        fired.push(event.key);
      }
    };
    document.addEventListener('keydown', handler);
    try {
      const header = await fixture<SiteHeaderElement>(html`<site-header no-consent-banner></site-header>`);
      const input = await typeIntoSearch(header);
      expect(input.value).to.equal(PHRASE);
      expect(fired).to.deep.equal([]);
      // Tab is the page's: it still hears it, and focus moves on.
      await sendKeys({ press: 'Tab' });
      expect(shadowOf(header).activeElement).not.to.equal(input);
      // A page listening in the capture phase still hears every key.
      const captured: string[] = [];
      const capture = (event: KeyboardEvent) => captured.push(event.key);
      document.addEventListener('keydown', capture, true);
      input.focus();
      await sendKeys({ type: 'x/' });
      document.removeEventListener('keydown', capture, true);
      expect(captured).to.deep.equal(['x', '/']);
    } finally {
      document.removeEventListener('keydown', handler);
    }
  });
});
