import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import { importTranslations } from '../../src/i18n/translations';
import { spanishExtraLinks } from '../../src/nav/defaultNavModel';
import { rendered, shadowOf } from '../helpers/shadow';

/** Where a drawer link goes, without the markers the chrome adds (ref_, u). */
function destination(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('ref_');
  url.searchParams.delete('u');
  return url.pathname + url.search;
}

/** The drawer's links as a visitor sees them: label → destination. */
async function drawerOf(locale: string): Promise<Map<string, string>> {
  // One header at a time: a second one waits while the first is on the page.
  fixtureCleanup();
  const el = await fixture<SiteHeaderElement>(html`<site-header locale=${locale}></site-header>`);
  (await rendered<HTMLButtonElement>(el, '.hamburger')).click();
  const dialog = await rendered(el, '.drawer:popover-open');
  await waitUntil(() => dialog.closest('[aria-busy="false"]'), `${locale} never finished loading`);
  const links = new Map([...dialog.querySelectorAll<HTMLAnchorElement>('.category-links a')].map((a) => [`${a.textContent} → ${destination(a.href)}`, destination(a.href)]));
  // The drawer's open state belongs to the page: closed again for the next one.
  shadowOf(el).querySelector<HTMLButtonElement>('.drawer-close')?.click();
  await waitUntil(() => !dialog.matches(':popover-open'));
  return links;
}

describe('the Spanish drawer (spec §1)', () => {
  for (const locale of ['es-MX', 'es-ES', 'es-US', 'es-CO']) {
    it(`[I18N-10] ${locale}: the drawer shows the Spanish bundle’s extra links, in Spanish`, async () => {
      const nav = ((await importTranslations(locale as never)).nav ?? {}) as Record<string, string>;
      const shown = await drawerOf(locale);
      for (const link of spanishExtraLinks) {
        const label = nav[link.message.id] ?? link.message.defaultMessage;
        expect(shown.has(`${label} → ${link.href}`), `${locale} shows "${label}" → ${link.href}`).to.equal(true);
      }
    });
  }

  it('[I18N-10] English and other locales do not show them', async () => {
    for (const locale of ['en-US', 'fr-FR', 'pt-BR']) {
      const destinations = [...(await drawerOf(locale)).values()];
      for (const link of spanishExtraLinks) expect(destinations, `${locale} ${link.href}`).to.not.include(link.href);
    }
  });
});
