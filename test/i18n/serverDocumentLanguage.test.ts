import { expect, fixture, html, waitUntil } from '@open-wc/testing';

/**
 * Issue 72, item 4: the document's language and direction come from the server with the page
 * (src/server/documentLocale.ts, through renderChromeTags), so that a reader without script reads a
 * Hebrew or Arabic page right to left, and nothing flips when the chrome hydrates and sets them
 * itself (src/i18n/i18nListeners.ts). The page is the build's renderChromeTags output
 * (/__server-rendered-document), as sent, in a frame without script, and in one with.
 */

const sentPage = (locale?: string) => `/__server-rendered-document${locale ? `?locale=${locale}` : ''}`;

/** The page in a frame; `script: false` is a sandbox that runs none. */
async function frameOf(locale: string | undefined, script: boolean): Promise<Document> {
  const src = sentPage(locale);
  const frame = await fixture<HTMLIFrameElement>(
    script
      ? html`<iframe title="A server-rendered document" src=${src} style="width: 1024px; height: 600px; border: 0"></iframe>`
      : html`<iframe title="A server-rendered document" src=${src} sandbox="allow-same-origin" style="width: 1024px; height: 600px; border: 0"></iframe>`,
  );
  await waitUntil(() => frame.contentDocument?.readyState === 'complete' && frame.contentDocument.querySelector('site-header')?.shadowRoot, 'the page did not load');
  return frame.contentDocument as Document;
}

/** `<html lang>` and `<body dir>` (null: none), and the direction the body is laid out in. */
const documentLocale = (doc: Document) => ({
  lang: doc.documentElement.getAttribute('lang'),
  dir: doc.body.getAttribute('dir'),
  direction: (doc.defaultView as Window).getComputedStyle(doc.body).direction,
});

const CASES = [
  { locale: 'he-IL', sent: { lang: 'he-IL', dir: 'rtl', direction: 'rtl' } },
  { locale: 'ar-AE', sent: { lang: 'ar-AE', dir: 'rtl', direction: 'rtl' } },
  { locale: 'en-US', sent: { lang: 'en-US', dir: null, direction: 'ltr' } },
];

describe('the document\'s language and direction as the server sends them, kept through hydration (issue 72)', () => {
  for (const { locale, sent } of CASES) {
    it(`[I18N-05] [I18N-06] ${locale}: the page as sent, read without script, says ${sent.lang} and reads ${sent.direction}`, async () => {
      const text = await (await fetch(sentPage(locale))).text();
      expect(/<html[^>]*>/.exec(text)?.[0]).to.equal(`<html lang="${sent.lang}">`);
      expect(/<body[^>]*>/.exec(text)?.[0]?.includes('dir="rtl"'), 'the body as sent').to.equal(sent.dir === 'rtl');
      const doc = await frameOf(locale, false);
      expect(documentLocale(doc)).to.deep.equal(sent);
      // The chrome's own root agrees with the document it sits in.
      expect(doc.querySelector('site-header')?.shadowRoot?.querySelector('.chrome-root')?.getAttribute('dir')).to.equal(sent.direction);
    });

    it(`[I18N-05] [I18N-06] ${locale}: with script, <html lang> and <body dir> never change as the chrome hydrates`, async () => {
      const doc = await frameOf(locale, true);
      expect(documentLocale(doc)).to.deep.equal(sent);
      // Every value either attribute had and takes from now on.
      const seen: string[] = [];
      const observer = new MutationObserver((records) => {
        for (const { target, attributeName, oldValue } of records) seen.push(`${attributeName ?? ''}=${String(oldValue)}`, `${attributeName ?? ''}=${String((target as Element).getAttribute(attributeName ?? ''))}`);
      });
      observer.observe(doc.documentElement, { attributes: true, attributeOldValue: true, attributeFilter: ['lang', 'dir'] });
      observer.observe(doc.body, { attributes: true, attributeOldValue: true, attributeFilter: ['lang', 'dir'] });
      const script = doc.createElement('script');
      script.type = 'module';
      script.src = '/dist/marquee.js';
      doc.head.append(script);
      const header = doc.querySelector('site-header') as HTMLElement;
      const footer = doc.querySelector('site-footer') as HTMLElement;
      await waitUntil(() => header.hasAttribute('data-hydrated') && footer.hasAttribute('data-hydrated'), 'never hydrated', { timeout: 15_000 });
      // Hydrated in the locale's own messages, which is when the chrome sets the document's.
      await waitUntil(() => header.shadowRoot?.querySelector('.chrome-root')?.getAttribute('aria-busy') === 'false', 'the messages never came');
      expect(header.shadowRoot?.querySelector('.chrome-root')?.getAttribute('lang')).to.equal(locale);
      await new Promise(requestAnimationFrame);
      observer.disconnect();
      const kept = [`lang=${sent.lang}`, `dir=${String(sent.dir)}`];
      expect(seen.filter((value) => !kept.includes(value)), `every value taken: ${seen.join(', ')}`).to.deep.equal([]);
      expect(documentLocale(doc)).to.deep.equal(sent);
    });
  }

  it('[I18N-05] [I18N-06] no locale asked for: the document stays the page\'s own, left to right, with script too', async () => {
    const text = await (await fetch(sentPage())).text();
    expect(/<html[^>]*>/.exec(text)?.[0]).to.equal('<html lang="en-US">');
    expect(/<body[^>]*>/.exec(text)?.[0]).to.not.include('dir=');
    const doc = await frameOf(undefined, true);
    const script = doc.createElement('script');
    script.type = 'module';
    script.src = '/dist/marquee.js';
    doc.head.append(script);
    const header = doc.querySelector('site-header') as HTMLElement;
    await waitUntil(() => header.hasAttribute('data-hydrated'), 'never hydrated', { timeout: 15_000 });
    expect(documentLocale(doc)).to.deep.equal({ lang: 'en-US', dir: null, direction: 'ltr' });
  });
});
