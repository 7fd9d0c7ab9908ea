import { expect, waitUntil } from '@open-wc/testing';
import { makeStore } from '../../src/store/store';
import { freshVisitor, renderBanner, settle, shownBanner, stubGraph, type RenderedBanner } from './consentKit';

declare global {
  interface Window {
    pwned?: string[];
  }
}

/** Each attempt, if it ran, would leave its name in window.pwned. */
const HOSTILE_HTML = [
  '<p>Read our <a href="/privacy/">notice</a>.</p>',
  '<img src="x" onerror="(window.pwned ??= []).push(\'img onerror\')">',
  '<script>(window.pwned ??= []).push("script")</script>',
  '<svg><script>(window.pwned ??= []).push("svg script")</script></svg>',
  '<svg onload="(window.pwned ??= []).push(\'svg onload\')"></svg>',
  '<a id="js" href="javascript:(window.pwned ??= []).push(\'javascript link\')">js</a>',
  '<a id="spaced" href=" JaVaScRiPt:(window.pwned ??= []).push(\'spaced javascript link\')">spaced</a>',
  '<a id="data" href="data:text/html,<script>alert(1)</script>">data</a>',
  '<a id="blank" href="https://example.com/" target="_blank" onclick="(window.pwned ??= []).push(\'onclick\')">out</a>',
  '<iframe srcdoc="<script>parent.pwned=[\'iframe\']</script>"></iframe>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<style>* { display: none !important }</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror="(window.pwned ??= []).push(\'mxss\')">',
].join('');

describe('a hostile prompt (CNS-16)', () => {
  let banner: RenderedBanner | undefined;

  beforeEach(() => {
    delete window.pwned;
  });

  afterEach(async () => {
    banner?.unmount();
    banner = undefined;
    delete window.pwned;
    await freshVisitor();
  });

  it('[CNS-16] renders plaidHtml only after sanitizing: no script, handler or dangerous link survives', async () => {
    banner = renderBanner(makeStore({ services: { fetch: stubGraph({ plaidHtml: HOSTILE_HTML }) } }));
    const shown = await shownBanner(banner.container);
    const text = shown.querySelector('.text') as HTMLElement;
    // Stay on this page when links are clicked below.
    text.addEventListener('click', (event) => { event.preventDefault(); });
    expect(text.querySelector(`a[href="${location.origin}/privacy/"]`)?.textContent).to.equal('notice');
    expect(text.querySelectorAll('script, img, svg, iframe, form, style, math, [onerror], [onload], [onclick], [target], [id]')).to.have.length(0);
    for (const link of text.querySelectorAll('a')) {
      expect(link.getAttribute('rel')).to.equal('noopener noreferrer');
      const href = link.getAttribute('href');
      if (href !== null) expect(href).to.match(/^(https?:\/\/|\/)/);
      link.click();
    }
    await settle();
    expect(window.pwned).to.equal(undefined);
  });

  it('[CNS-16] shows plainText as text, never as markup', async () => {
    const plainText = '<img src=x onerror="(window.pwned ??= []).push(\'plain\')"> <b>bold?</b>';
    banner = renderBanner(makeStore({ services: { fetch: stubGraph({ plainText }) } }));
    const shown = await shownBanner(banner.container);
    expect(shown.querySelector('.text')?.textContent).to.equal(plainText);
    expect(shown.querySelector('.text img, .text b')).to.equal(null);
    await settle();
    expect(window.pwned).to.equal(undefined);
  });

  it('[CNS-16] falls back to plainText when nothing of plaidHtml survives', async () => {
    banner = renderBanner(makeStore({ services: { fetch: stubGraph({ plainText: 'Plain words.', plaidHtml: '<script>1</script><img src=x>' }) } }));
    const shown = await shownBanner(banner.container);
    expect(shown.querySelector('.text')?.textContent).to.equal('Plain words.');
  });

  const customizeUrls: [string, string | null][] = [
    ['javascript:alert(1)', null],
    ['  JavaScript:alert(1)', null],
    ['java\tscript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['vbscript:msgbox(1)', null],
    ['/..//evil.example/choices', null],
    ['https://example.com/choices', 'https://example.com/choices'],
    ['/privacy/preferences/', new URL('/privacy/preferences/', location.href).href],
  ];
  for (const [customizeUrl, expected] of customizeUrls) {
    it(`[CNS-13] [CNS-16] customizeUrl ${JSON.stringify(customizeUrl)}: ${expected ? 'a link' : 'no link'}`, async () => {
      banner = renderBanner(makeStore({ services: { fetch: stubGraph({ customizeUrl }) } }));
      const shown = await shownBanner(banner.container);
      await waitUntil(() => shown.querySelector('button'));
      const link = shown.querySelector<HTMLAnchorElement>('a.customize');
      expect(link?.href ?? null).to.equal(expected);
    });
  }
});
