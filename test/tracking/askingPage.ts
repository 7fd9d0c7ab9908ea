import { fixture, html } from '@open-wc/testing';
import type { ConsentBannerElement } from '../../elements/consent-banner';
import type { SiteFooterElement } from '../../elements/site-footer';
import '../../elements/consent-banner';
import '../../elements/site-footer';
import { rendered, shadowOf } from '../helpers/shadow';

/** A page with a footer and a consent banner whose question is showing; `answer` clicks a button. */
export async function askingPage() {
  const page = await fixture<HTMLDivElement>(html`<div><site-footer></site-footer><consent-banner></consent-banner></div>`);
  const footer = page.querySelector('site-footer') as SiteFooterElement;
  const banner = page.querySelector('consent-banner') as ConsentBannerElement;
  await rendered(banner, '.banner');
  const answer = (name: 'Accept' | 'Decline') => [...shadowOf(banner).querySelectorAll('button')].find((b) => b.textContent === name)?.click();
  return { footer, banner, answer };
}
