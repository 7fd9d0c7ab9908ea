import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import type { SiteFooterElement } from '../../elements/site-footer';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import '../../elements/site-footer';
import '../../elements/consent-banner';
import { freshVisitor } from '../consent/consentKit';
import { showsText } from '../helpers/shadow';
import { settle } from '../helpers/visitor';

/** The console errors that name the value. */
const errorsAbout = (error: sinon.SinonStub, value: string) =>
  error.getCalls().map((call) => call.args.map(String).join(' ')).filter((message) => message.includes(value));

/** A client-only page's three elements, each with its own locale attribute. */
async function threeElements(locales: [header: string, footer: string, banner: string]) {
  const page = await fixture(html`<div>
    <site-header no-consent-banner locale=${locales[0]}></site-header>
    <site-footer locale=${locales[1]}></site-footer>
    <consent-banner locale=${locales[2]}></consent-banner>
  </div>`);
  const header = page.querySelector('site-header') as SiteHeaderElement;
  const footer = page.querySelector('site-footer') as SiteFooterElement;
  return { header, footer };
}

// One error per bad value per page: each test has values of its own (the page is the test file's).
describe('an unsupported locale (spec §1)', () => {
  let error: sinon.SinonStub;

  beforeEach(() => {
    error = sinon.stub(console, 'error');
  });

  afterEach(async () => {
    sinon.restore();
    await freshVisitor();
  });

  it('[I18N-03] [EL-03] on three elements is one console error, naming the first element, its attribute and the value, and the page is in English', async () => {
    const { header, footer } = await threeElements(['xx-YY', 'xx-YY', 'xx-YY']);
    await showsText(header, 'Sign In');
    await showsText(footer, 'Help');
    await settle();
    const about = errorsAbout(error, 'xx-YY');
    expect(about, about.join('\n')).to.have.length(1);
    expect(about[0]).to.contain('<site-header>').and.contain('locale="xx-YY"').and.contain('en-US');
    expect(document.documentElement.lang).to.equal('en-US');

    // Set again, through the property and the attribute: still that one error.
    footer.locale = 'de-DE';
    await showsText(footer, 'Hilfe');
    footer.locale = 'xx-YY';
    header.setAttribute('locale', 'xx-YY');
    await showsText(footer, 'Help');
    await settle();
    expect(errorsAbout(error, 'xx-YY'), 'after setting it again').to.have.length(1);
  });

  it('[I18N-03] [EL-03] two different unsupported values are two console errors, one each', async () => {
    const { header, footer } = await threeElements(['qq-QQ', 'ww-WW', 'qq-QQ']);
    await showsText(header, 'Sign In');
    await showsText(footer, 'Help');
    await settle();
    const first = errorsAbout(error, 'qq-QQ');
    const second = errorsAbout(error, 'ww-WW');
    expect(first, first.join('\n')).to.have.length(1);
    expect(first[0]).to.contain('<site-header>').and.contain('locale="qq-QQ"');
    expect(second, second.join('\n')).to.have.length(1);
    expect(second[0]).to.contain('<site-footer>').and.contain('locale="ww-WW"');
  });

  it('[I18N-03] a supported locale, in any case and with either separator, logs nothing', async () => {
    const { header, footer } = await threeElements(['de_de', 'DE-de', 'de-DE']);
    await showsText(header, 'Anmelden');
    await showsText(footer, 'Hilfe');
    await settle();
    expect(error.getCalls().map((call) => call.args.map(String).join(' ')).filter((message) => /locale/i.test(message))).to.deep.equal([]);
  });
});
