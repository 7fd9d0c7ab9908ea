/**
 * Issue 28 item 15: consent must be informed in the visitor's language. A banner on a German page
 * asks its question in German, not only its heading and buttons; a Brazilian page in Brazilian
 * Portuguese, a Mexican one in its language's Spanish; an English page in English. Each is a page
 * of its own (a frame loading the built bundle), as each page asks the consent service once.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { freshVisitor } from './consentKit';
import { removeQuietly } from '../helpers/removeQuietly';

const frames: HTMLIFrameElement[] = [];

/** The question a banner with this locale asks on a page of its own: heading, text, link, buttons. */
async function questionIn(locale: string): Promise<{ heading: string; text: string; link: string; buttons: string[] }> {
  const frame = document.createElement('iframe');
  frame.srcdoc = `<!doctype html><html lang="${locale}"><head><script type="module" src="/dist/marquee.js"></script></head><body><consent-banner locale="${locale}"></consent-banner></body></html>`;
  frames.push(frame);
  document.body.append(frame);
  const banner = () => frame.contentDocument?.querySelector('consent-banner')?.shadowRoot?.querySelector('.banner[part="banner"]');
  await waitUntil(() => banner()?.querySelector('.text a') && banner()?.closest('[aria-busy="false"]'), `no question on the ${locale} page`, { timeout: 5000 });
  const shown = banner();
  return {
    heading: shown?.querySelector('.title')?.textContent ?? '',
    text: shown?.querySelector('.text')?.textContent ?? '',
    link: shown?.querySelector<HTMLAnchorElement>('.text a')?.getAttribute('href') ?? '',
    buttons: [...(shown?.querySelectorAll('button') ?? [])].map((button) => button.textContent),
  };
}

describe('the consent question in the page’s language (issue 28)', () => {
  beforeEach(freshVisitor);
  afterEach(async () => {
    await Promise.all(frames.splice(0).map(removeQuietly));
    await freshVisitor();
  });

  it('asks in German on a German page: heading, text and buttons', async () => {
    const german = await questionIn('de-DE');
    expect(german.heading).to.equal('Wählen Sie Ihre Einstellungen');
    expect(german.text).to.match(/^Wir verwenden Cookies/).and.contain('Datenschutzerklärung');
    expect(german.link).to.equal(`${location.origin}/privacy/`);
    expect(german.buttons).to.include.members(['Ablehnen', 'Akzeptieren']);
  });

  it('a regional page: Brazil has its own text, Mexico its language’s; English stays English', async () => {
    expect((await questionIn('pt-BR')).text).to.match(/^Usamos cookies e ferramentas/);
    expect((await questionIn('es-MX')).text).to.match(/^Usamos cookies y herramientas/);
    expect((await questionIn('en-GB')).text).to.match(/^We use cookies/);
  });
});
