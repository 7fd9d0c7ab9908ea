import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import type { Locales, Translations } from '../../locales/i18n-types';
import en from '../../locales/en-US';
import { locales } from '../../locales/i18n-util';
import '../../elements/site-footer';
import '../../elements/site-header';
import { isEnglishVariant, SUPPORTED_LOCALES, WITHOUT_AUTO_TRANSLATION } from '../../src/i18n';
import { i18nObject } from '../../src/i18n/i18nObject';
import { importTranslations, loadTranslations } from '../../src/i18n/translations';
import { rendered, showsText } from '../helpers/shadow';
import { coachmarkAlreadyShown } from '../helpers/coachmarkShown';

type Messages = { [key: string]: string | Messages };

/** Every message of a dictionary by its dotted key. */
function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') flat.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) flat.set(k, v);
  }
  return flat;
}

const english = flatten(en);
const AUTO_TRANSLATION_KEYS = ['language.autoTranslation', 'language.autoTranslationDescription'];
// Strings that are the same in every language: brand and festival names, the abbreviation TV.
const UNIVERSAL = new Set(['SXSW', 'MAMI', 'Pro', 'TV', 'Oscars', 'STARmeter Awards', 'Independent Spirit Awards', 'Hispanic Heritage Month', 'Halloween', 'TikTok', 'Instagram', 'Twitter', 'YouTube', 'Facebook']);
// Parameters are {name} or {name:type}; a plural may name the one it counts, {{count:…}}.
const params = (text: string) =>
  [...new Set([...text.matchAll(/(?<!\{)\{(\w+)(?::\w+)?\}|\{\{(\w+):/g)].map((m) => m[1] ?? m[2]))].sort();

const translated = SUPPORTED_LOCALES.filter((l) => l !== 'en-US' && !isEnglishVariant(l));

// Spec §1 "Supported locales", copied from the spec's text: not from the project's own lists.
const SPEC_LOCALES = (
  'ar-AE, bn-IN, cs-CZ, de-DE, en-AE, en-AU, en-CA, en-GB, en-IN, en-SG, en-US, es-CO, es-ES, es-MX, es-US, fr-CA, fr-FR, he-IL, ' +
  'hi-IN, it-IT, ja-JP, kn-IN, ko-KR, ml-IN, mr-IN, nl-NL, pl-PL, pt-BR, pt-PT, sv-SE, ta-IN, te-IN, tr-TR, zh-CN, zh-TW'
).split(', ') as Locales[];

describe('all 35 locales (spec §1)', () => {
  before(coachmarkAlreadyShown);

  it("[I18N-01] supports exactly the spec's 35 locales, and ships a dictionary for each", () => {
    expect(SPEC_LOCALES).to.have.length(35);
    expect([...SUPPORTED_LOCALES].sort()).to.deep.equal(SPEC_LOCALES);
    expect([...locales].sort()).to.deep.equal(SPEC_LOCALES);
  });

  for (const locale of translated) {
    it(`[I18N-12] ${locale} translates every string, keeping its parameters`, async () => {
      const messages = flatten((await importTranslations(locale)));
      const allowedMissing = WITHOUT_AUTO_TRANSLATION.includes(locale) ? AUTO_TRANSLATION_KEYS : [];
      const missing = [...english.keys()].filter((key) => !messages.has(key) && !allowedMissing.includes(key));
      expect(missing, `${locale} lacks`).to.deep.equal([]);
      const unknown = [...messages.keys()].filter((key) => !english.has(key));
      expect(unknown, `${locale} has keys English lacks`).to.deep.equal([]);
      for (const [key, text] of messages) {
        expect(params(text), `${locale} ${key} parameters`).to.deep.equal(params(english.get(key) ?? ""));
      }
      const copied = [...messages].filter(([key, text]) => text === english.get(key) && !UNIVERSAL.has(text));
      expect(copied.length / messages.size, `${locale} copies English: ${copied.map(([k]) => k).join(', ')}`).to.be.below(0.05);
    });
  }

  it('renders every plural in every locale with words and no stray braces', async () => {
    const counts = [0, 1, 2, 3, 5, 11, 21, 100];
    for (const locale of SUPPORTED_LOCALES) {
      const messages = await loadTranslations(locale, importTranslations);
      const LL = i18nObject(locale, messages);
      for (const [key, text] of flatten(messages)) {
        if (!text.includes('{{')) continue;
        const [group = '', name = ''] = key.split('.');
        const render = (LL as unknown as Record<string, Record<string, (args: Record<string, unknown>) => string>>)[group]?.[name];
        for (const count of counts) {
          const shown = render?.({ count, site: 'Marquee', name: 'Ada' }) ?? '';
          expect(shown, `${locale} ${key} for ${String(count)}`).to.not.match(/[{}]/);
          expect(shown.replace(String(count), '').trim(), `${locale} ${key} for ${String(count)} has no words`).to.not.equal('');
        }
      }
    }
  });

  // The auto-translation strings a locale leaves out show in English: their English comes with the
  // language list, test/language/languageListMessages.test.tsx.

  it('English variants say only what they say differently, over en-US', async () => {
    for (const locale of SUPPORTED_LOCALES.filter(isEnglishVariant)) {
      const messages = flatten((await importTranslations(locale)));
      expect(messages.size, `${locale} differs in nothing`).to.be.greaterThan(0);
      for (const [key, text] of messages) {
        expect(english.has(key), `${locale} ${key}`).to.equal(true);
        expect(text, `${locale} ${key} is the same as en-US`).to.not.equal(english.get(key));
      }
    }
  });

  it('regional variants say only what they say differently, over their base locale', async () => {
    const variants = { 'es-MX': 'es-ES', 'es-US': 'es-MX', 'es-CO': 'es-MX', 'fr-CA': 'fr-FR', 'pt-BR': 'pt-PT' } as const;
    for (const [locale, base] of Object.entries(variants)) {
      const module = (await import(`../../locales/${locale}/index.ts`)) as { differences: Messages };
      const differences = flatten(module.differences);
      const below = flatten(await importTranslations(base));
      expect(differences.size, `${locale} differs in nothing`).to.be.greaterThan(0);
      for (const [key, text] of differences) expect(text, `${locale} ${key} is the same as ${base}`).to.not.equal(below.get(key));
      const whole = flatten(await importTranslations(locale as Locales));
      for (const [key, text] of below) expect(whole.get(key), `${locale} ${key}`).to.equal(differences.get(key) ?? text);
    }
  });

  it('[I18N-01] renders the header and footer in each of the spec’s 35 locales with that locale’s strings', async () => {
    for (const locale of SPEC_LOCALES) {
      const messages = await loadTranslations(locale, importTranslations);
      const header = await fixture(html`<site-header locale=${locale}></site-header>`);
      const footer = await fixture(html`<site-footer locale=${locale} current-year="2026" site-name="Marquee"></site-footer>`);
      await showsText(header, messages.header.signIn);
      // Taken as supported: an unsupported one would leave the page in English (spec §1).
      await waitUntil(() => document.documentElement.lang === locale, `${locale} was not taken`);
      // An English variant has no footer messages of its own: the footer shows the English ones.
      await showsText(footer, ((messages as Partial<Translations>).footer ?? en.footer).copyright.replace(/:\w+\}/g, '}').replace('{year}', '2026').replace('{site}', 'Marquee'));
      fixtureCleanup();
    }
  }).timeout(60_000);

  for (const locale of ['de-DE', 'ja-JP', 'ar-AE'] as const) {
    it(`is accessible in ${locale}, drawer open`, async () => {
      const messages = await loadTranslations(locale, importTranslations);
      const header = await fixture(html`<site-header locale=${locale} show-language-selector handles-locale-change></site-header>`);
      await showsText(header, messages.header.signIn);
      (await rendered<HTMLButtonElement>(header, '.hamburger')).click();
      const drawer = await rendered(header, '.drawer:popover-open');
      await Promise.all(drawer.getAnimations().map((a) => a.finished));
      await expect(header).to.be.accessible();
      drawer.hidePopover();
      const footer = await fixture(html`<site-footer locale=${locale}></site-footer>`);
      await showsText(footer, messages.footer.secondRow_link_privacy);
      await expect(footer).to.be.accessible();
    });
  }
});
