import { expect } from '@open-wc/testing';
import en from '../../locales/en-US';
import { importTranslations, loadTranslations } from '../../src/i18n/translations';
import { locales } from '../../locales/i18n-util';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe('footer strings (spec §2)', () => {
  it('[FTR-11] every footer text key exists, filled in, in every locale we ship', async () => {
    expect(Object.keys(en.footer)).to.include.members([
      'button_sign_in',
      'firstRow_link_help',
      'secondRow_link_pressRoom',
      'social_link_tiktok',
      'social_links_title',
      'get_app_desc',
    ]);
    for (const locale of locales) {
      // As shown: English variants say only what differs, layered over en-US.
      const { footer } = await loadTranslations(locale, importTranslations);
      for (const [key, english] of Object.entries(en.footer)) {
        const text: unknown = (footer as Record<string, unknown>)[key];
        expect(text, `${locale} footer.${key}`).to.be.a('string').and.not.equal('');
        expect(placeholders(String(text)), `${locale} footer.${key} placeholders`).to.deep.equal(placeholders(english));
      }
    }
  });
});
