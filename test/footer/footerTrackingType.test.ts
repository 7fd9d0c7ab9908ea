import { expect, fixture, html } from '@open-wc/testing';
import type { SiteFooterElement } from '../../elements/site-footer';
import '../../elements/site-footer';
import { lastEventId } from '../helpers/backend';
import { rendered, shadowOf } from '../helpers/shadow';
import { holdNavigation, received } from '../helpers/visitor';

const linkNamed = (el: Element, text: string) =>
  [...shadowOf(el).querySelectorAll<HTMLAnchorElement>('.links a')].find((a) => a.childNodes[0]?.textContent === text);

describe('footer links\' trackingMetrics.type (spec §3 footer link)', () => {
  let navigation: ReturnType<typeof holdNavigation>;
  beforeEach(() => {
    navigation = holdNavigation();
  });
  afterEach(() => {
    navigation.release();
  });

  it('[FTR-13] sends the link\'s type as the metric\'s hit type: popUp for Pro, which opens a new tab, actionOnly for the others', async () => {
    const el = await fixture<SiteFooterElement>(html`<site-footer no-consent-banner></site-footer>`);
    await rendered(el, '.links a');
    for (const [name, refTag, ht] of [['Pro', 'ft_pro', 'popUp'], ['Help', 'ft_hlp', 'actionOnly'], ['Jobs', 'ft_jb', 'actionOnly']] as const) {
      const after = await lastEventId();
      linkNamed(el, name)?.click();
      const [metric] = await received('metric', after);
      expect(metric?.body, name).to.include({ pageAction: 'ft-link', ref_: refTag, ht });
    }
  });
});
