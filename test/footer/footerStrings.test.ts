import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { SiteFooterElement } from '../../elements/site-footer';
import '../../elements/site-footer';
import en from '../../locales/en-US';
import { isEnglishVariant, SUPPORTED_LOCALES } from '../../src/i18n';
import { importTranslations } from '../../src/i18n/translations';
import { rendered, shadowOf } from '../helpers/shadow';

type FooterStrings = Partial<Record<keyof typeof en.footer, string>>;

/** What the rendered footer shows for each of its text keys (spec §2 footer_* keys). */
function shownStrings(el: SiteFooterElement): FooterStrings {
  const root = shadowOf(el);
  const text = (selector: string) => root.querySelector(selector)?.textContent ?? undefined;
  const social = [...root.querySelectorAll('.social-links a')].map((a) => a.getAttribute('aria-label') ?? undefined);
  const rowLabels = (row: string) => [...root.querySelectorAll(`.${row} a`)].map((a) => a.childNodes[0]?.textContent ?? undefined);
  const [app, help, siteIndex, pro, boxOffice, licenseData] = rowLabels('first-row');
  const [pressRoom, advertising, jobs, conditions, privacy, adsPrivacyChoices] = rowLabels('second-row');
  return {
    button_sign_in: text('.sign-in'),
    button_openInApp: text('.open-app'),
    social_links_title: text('.social-title'),
    social_link_tiktok: social[0],
    social_link_instagram: social[1],
    social_link_twitter: social[2],
    social_link_youtube: social[3],
    social_link_facebook: social[4],
    get_app_title: text('.app-title'),
    get_app_desc: text('.app-desc'),
    firstRow_link_app: app,
    firstRow_link_help: help,
    firstRow_link_siteIndex: siteIndex,
    firstRow_link_pro: pro,
    firstRow_link_boxOffice: boxOffice,
    firstRow_link_licenseData: licenseData,
    secondRow_link_pressRoom: pressRoom,
    secondRow_link_advertising: advertising,
    secondRow_link_jobs: jobs,
    secondRow_link_conditions: conditions,
    secondRow_link_privacy: privacy,
    secondRow_link_adsPrivacyChoices: adsPrivacyChoices,
  };
}

describe('footer strings in every locale (spec §2)', () => {
  for (const locale of SUPPORTED_LOCALES) {
    it(`[FTR-11] ${locale}: the footer shows the locale's own text for every footer key`, async () => {
      // The locale's own file, not the merged messages: English variants say only what differs
      // from en-US, every other locale must carry each key itself.
      const own = ((await importTranslations(locale)).footer ?? {}) as FooterStrings;
      if (locale !== 'en-US' && !isEnglishVariant(locale)) {
        expect(Object.keys(en.footer).filter((key) => !(key in own)), `${locale} lacks`).to.deep.equal([]);
      }
      const expected: FooterStrings = { ...en.footer, ...own };
      const el = await fixture<SiteFooterElement>(html`<site-footer locale=${locale} show-sign-in site-name="Marquee"></site-footer>`);
      await rendered(el, '.sign-in');
      await waitUntil(() => shadowOf(el).querySelector('.sign-in')?.textContent === expected.button_sign_in, `${locale} never showed its text`);
      const shown = shownStrings(el);
      for (const [key, value] of Object.entries(shown)) {
        const wanted = expected[key as keyof FooterStrings]?.replace(/\{site(:\w+)?\}/, 'Marquee');
        expect(value, `${locale} footer.${key}`).to.be.a('string').and.not.equal('');
        expect(value, `${locale} footer.${key}`).to.equal(wanted);
      }
    });
  }
});
