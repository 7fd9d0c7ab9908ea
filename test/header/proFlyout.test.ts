import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import { rendered, shadowOf } from '../helpers/shadow';
import { atWidth, LARGE } from '../helpers/viewport';

describe('professional flyout (spec §4)', () => {
  afterEach(() => {
    sinon.restore();
  });

  it('[HDR-12] loads its content once, when first opened', async () => {
    await atWidth(LARGE, async () => {
      const fetch = sinon.spy(window, 'fetch');
      const el = await fixture<SiteHeaderElement>(html`<site-header pro-flyout-endpoint="/test/fixtures/pro-flyout.json"></site-header>`);
      const button = await rendered<HTMLButtonElement>(el, '.pro-flyout .flyout-button');
      expect(fetch.getCalls().filter((c) => (c.args[0] as string).includes('pro-flyout'))).to.have.length(0);
      button.click();
      // Until its content comes, the panel offers the professional edition's link.
      const fallback = shadowOf(el).querySelector<HTMLAnchorElement>('.pro-flyout .flyout-panel a');
      expect(fallback?.getAttribute('href')).to.match(/[?&]ref_=nv_pro_fly/);
      expect(fallback?.target).to.equal('_blank');
      const cta = await rendered<HTMLAnchorElement>(el, '.pro-card-button');
      expect(cta.textContent).to.equal('Try Pro free');
      expect(cta.target).to.equal('_blank');
      expect(new URL(cta.href).searchParams.get('ref_'), 'tracked as the link before it').to.equal('nv_pro_fly');
      button.click();
      button.click();
      expect(fetch.getCalls().filter((c) => (c.args[0] as string).includes('pro-flyout'))).to.have.length(1);
      const card = shadowOf(el).querySelector<HTMLElement>('.pro-card');
      expect(card?.getBoundingClientRect().width).to.equal(590);
    });
  });

  it('[HDR-12] logs a failed load and shows nothing', async () => {
    const error = sinon.stub(console, 'error');
    const el = await fixture<SiteHeaderElement>(html`<site-header pro-flyout-endpoint="/test/fixtures/missing.json"></site-header>`);
    const button = await rendered<HTMLButtonElement>(el, '.pro-flyout .flyout-button');
    button.click();
    await waitUntil(() => !shadowOf(el).querySelector('.pro-flyout'), 'the flyout stayed after a failed load');
    expect(error.getCalls().some((c) => String(c.args[0]).includes('professional flyout'))).to.equal(true);
    expect(shadowOf(el).querySelector('a.pro-link')).to.not.equal(null);
  });
});
