import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import type { SiteFooterElement } from '../../elements/site-footer';
import '../../elements/site-footer';
import { resolveLocale } from '../../src/i18n/locales';
import { loadTranslations } from '../../src/i18n/translations';
import { showsText } from '../helpers/shadow';

describe('i18n: locales (spec §1)', () => {
  afterEach(() => {
    sinon.restore();
    document.body.removeAttribute('dir');
    document.body.removeAttribute('data-marquee-dir');
  });

  it('[I18N-02] uses en-US when no locale is given', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header></site-header>`);
    await showsText(el, 'Sign In');
    expect(el.locale).to.equal('en-US');
  });

  it('[I18N-03] logs an unsupported locale and shows English', async () => {
    const error = sinon.stub(console, 'error');
    const el = await fixture<SiteHeaderElement>(html`<site-header locale="xx-XX"></site-header>`);
    await showsText(el, 'Sign In');
    await waitUntil(() => error.getCalls().some((c) => String(c.args[0]).includes('<site-header>: invalid locale="xx-XX"; using "en-US"')));
    expect(document.documentElement.lang).to.equal('en-US');
  });

  it('[I18N-03] matches locales regardless of case and separator', () => {
    expect(resolveLocale('de_de')).to.equal('de-DE');
    expect(resolveLocale(' HE-il ')).to.equal('he-IL');
  });

  it('[I18N-05] [I18N-08] sets the document language and reloads messages when the locale changes', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header locale="de-DE"></site-header>`);
    await showsText(el, 'Anmelden');
    expect(document.documentElement.lang).to.equal('de-DE');
    el.locale = 'en-US';
    await showsText(el, 'Sign In');
    expect(document.documentElement.lang).to.equal('en-US');
  });

  it('[I18N-05] [I18N-06] gives <html lang> and <body dir> back to the page once no element asks for a locale', async () => {
    document.documentElement.lang = 'fr-CH';
    try {
      const el = await fixture<SiteHeaderElement>(html`<site-header locale="he-IL"></site-header>`);
      await showsText(el, 'כניסה');
      expect(document.documentElement.lang).to.equal('he-IL');
      expect(document.body.dir).to.equal('rtl');
      el.removeAttribute('locale');
      await showsText(el, 'Sign In');
      expect(document.documentElement.lang).to.equal('fr-CH');
      expect(document.body.hasAttribute('dir')).to.equal(false);
    } finally {
      document.documentElement.lang = 'en-US';
    }
  });

  it('[I18N-06] sets body dir=rtl for he-IL and mirrors the chrome', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header locale="he-IL"></site-header>`);
    await showsText(el, 'כניסה');
    expect(document.body.dir).to.equal('rtl');
    expect(el.shadowRoot?.querySelector('.chrome-root')?.getAttribute('dir')).to.equal('rtl');
    el.locale = 'de-DE';
    await showsText(el, 'Anmelden');
    expect(document.body.hasAttribute('dir')).to.equal(false);
  });

  it('[I18N-06] leaves body alone when body styling is disabled, but still mirrors itself', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header locale="he-IL" disable-body-styling></site-header>`);
    await showsText(el, 'כניסה');
    expect(document.body.hasAttribute('dir')).to.equal(false);
    expect(el.shadowRoot?.querySelector('.chrome-root')?.getAttribute('dir')).to.equal('rtl');
  });

  it("[I18N-06] never removes a host's own body dir", async () => {
    document.body.dir = 'ltr';
    const el = await fixture<SiteHeaderElement>(html`<site-header locale="de-DE"></site-header>`);
    await showsText(el, 'Anmelden');
    expect(document.body.dir).to.equal('ltr');
  });

  it('[I18N-04] layers a locale over English: a missing key shows the English text', async () => {
    const messages = await loadTranslations('de-DE', () => Promise.resolve({ header: { signIn: 'Anmelden' } } as never));
    expect(messages.header.signIn).to.equal('Anmelden');
    expect(messages.header.yourAccount).to.equal('Your Account');
    // The footer's English comes with the footer: test/footer/footerMessages.test.tsx.
  });

  it('[I18N-11] logs the locale and rethrows when its translations fail to load', async () => {
    const error = sinon.stub(console, 'error');
    const failure = new Error('chunk missing');
    let caught: unknown;
    try {
      await loadTranslations('he-IL', () => Promise.reject(failure));
    } catch (e) {
      caught = e;
    }
    expect(caught).to.equal(failure);
    expect(String(error.firstCall.args[0])).to.contain('he-IL');
  });

  it('[I18N-01] ships real translations for de-DE and he-IL', async () => {
    const footer = await fixture<SiteFooterElement>(html`<site-footer locale="he-IL" current-year="2026" site-name="Marquee"></site-footer>`);
    await showsText(footer, '© 1990-2026 מאת Marquee');
  });
});
