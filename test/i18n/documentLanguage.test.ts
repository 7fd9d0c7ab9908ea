import { expect, waitUntil } from '@open-wc/testing';


/**
 * A page of its own in a frame, loading the built bundle, with its German messages made to fail:
 * an import map sends the de-DE chunk to a file that does not exist.
 */
async function pageWithGermanMissing(): Promise<Window> {
  const manifest = (await (await fetch('/dist/manifest.json')).json()) as { locales: Record<string, { file: string }> };
  const german = manifest.locales['de-DE']?.file;
  if (!german) throw new Error('dist/manifest.json names no de-DE chunk: run `npm run build` first');
  const frame = document.createElement('iframe');
  frame.srcdoc = `<!doctype html><html lang="fr"><head>
    <script type="importmap">${JSON.stringify({ imports: { [`/dist/${german}`]: '/dist/no-such-locale.js' } })}</script>
    <script>window.errors = []; const log = console.error; console.error = (...args) => { errors.push(String(args[0])); log(...args); };</script>
    <script type="module" src="/dist/marquee.js"></script></head>
    <body><site-header no-consent-banner locale="de-DE"></site-header></body></html>`;
  const loaded = new Promise((resolve) => {
    frame.addEventListener('load', resolve, { once: true });
  });
  document.body.append(frame);
  await loaded;
  return frame.contentWindow as Window;
}

describe('<html lang> when a locale fails to load', () => {
  it('names English, the language shown, not the locale whose messages never came', async () => {
    const view = await pageWithGermanMissing();
    await view.customElements.whenDefined('site-header');
    const root = () => view.document.querySelector('site-header')?.shadowRoot?.querySelector('.chrome-root');
    const errors = (view as Window & { errors?: string[] }).errors ?? [];
    await waitUntil(() => errors.some((e) => e.includes('translations of de-DE')), 'the German messages did not fail', { timeout: 4000 });
    await waitUntil(() => root()?.getAttribute('aria-busy') === 'false', 'still loading');
    expect(root()?.getAttribute('lang')).to.equal('en-US');
    expect(view.document.documentElement.lang).to.equal('en-US');
  });
});
