import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import manifest from '../../custom-elements.json';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import { rendered } from '../helpers/shadow';
import { atWidth, LARGE } from '../helpers/viewport';

interface Declared {
  tagName?: string;
  events?: { name: string; type?: { text: string }; description?: string }[];
}

const declared = (manifest as { modules: { declarations?: Declared[] }[] }).modules.flatMap((m) => m.declarations ?? []);
const eventsOf = (tag: string) => declared.find((d) => d.tagName === tag)?.events ?? [];

describe('the elements’ own events (design card)', () => {
  it('[EL-06] are documented with their names and detail types', () => {
    const header = eventsOf('site-header');
    expect(header.map((e) => [e.name, e.type?.text])).to.deep.equal([
      ['locale-change', 'CustomEvent<{ locale: string }>'],
      ['auto-translation-change', 'CustomEvent<{ enabled: boolean }>'],
      ['user-menu-action', 'CustomEvent<{ action: string; href: string }>'],
    ]);
    const consent = eventsOf('consent-banner');
    expect(consent.map((e) => e.name)).to.deep.equal(['consent-event']);
    expect(consent[0]?.type?.text).to.match(/^CustomEvent<.+>$/);
    for (const event of [...header, ...consent]) expect(event.description, event.name).to.be.a('string').and.not.equal('');
  });

  it('[EL-06] bubble out of the shadow root and the element, composed', async () => {
    await atWidth(LARGE, async () => {
      const el = await fixture<SiteHeaderElement>(html`<site-header show-language-selector handles-locale-change></site-header>`);
      const button = await rendered<HTMLButtonElement>(el, '.language-flyout .flyout-button');
      button.click();
      const french = await rendered<HTMLButtonElement>(el, '.language-item[lang="fr-FR"]');
      await waitUntil(() => !french.closest('[hidden]'));
      setTimeout(() => {
        french.click();
      });
      const event = await oneEvent<CustomEvent<{ locale: string }>>(document.body, 'locale-change');
      expect(event.target, 'retargeted to the element').to.equal(el);
      expect(event.bubbles).to.equal(true);
      expect(event.composed).to.equal(true);
      expect(event.detail.locale).to.equal('fr-FR');
    });
  });
});
