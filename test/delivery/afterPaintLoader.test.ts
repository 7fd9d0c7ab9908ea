/**
 * The after-paint loader (src/server/afterPaintLoader.ts), the inline script that
 * chromeHeadTags({ load: 'after-paint' }) puts at the end of a server-rendered page's body, run in
 * each engine: it asks for nothing before the first frame, then preloads the named files and adds
 * the bundle once, with the page's nonce, and the bundle's integrity is enforced (README "Server
 * rendering"). The Chromium run of the whole page, with its requests and a CSP by hash, is
 * test/node/delivery.test.mjs.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { afterPaintLoader } from '../../src/server/afterPaintLoader';

const BUNDLE = '/test/fixtures/after-paint-bundle.js';
const runs = () => (window as unknown as { afterPaintRuns?: Record<string, number> }).afterPaintRuns ?? {};
const added = (url: string) => document.head.querySelector<HTMLScriptElement>(`script[type="module"][src="${url}"]`);

// Made before any test runs and cloned: an attack below shadows document.createElement with a named <form>.
const scriptTemplate = document.createElement('script');

/** Puts the loader in the page as the server writes it, for the bundle of `name`. */
function runLoader(name: string, orders: { integrity?: string; nonce?: string } = {}): string {
  const bundle = new URL(`${BUNDLE}?case=${name}`, location.href).href;
  const loader = scriptTemplate.cloneNode() as HTMLScriptElement;
  loader.textContent = afterPaintLoader({
    bundle: `${BUNDLE}?case=${name}`,
    preload: ['/test/fixtures/after-paint-preloaded.js', `${BUNDLE}?case=${name}-preload`],
    ...orders,
  });
  document.body.append(loader);
  return bundle;
}

/** Markup as a comment field might let through, placed before the loader; returns its remover. */
function inject(html: string): () => void {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return () => {
    holder.remove();
  };
}

async function sha384(url: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-384', await (await fetch(url)).arrayBuffer());
  return `sha384-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
}

describe('the after-paint loader, in this engine', () => {
  it('adds nothing before the first frame, then preloads the named files and runs the bundle once, with the nonce', async () => {
    let inFirstFrame: unknown = 'not run';
    requestAnimationFrame(() => (inFirstFrame = added(new URL(`${BUNDLE}?case=plain`, location.href).href)));
    const bundle = runLoader('plain', { nonce: 'n0nce' });
    expect(added(bundle), 'nothing added as the parser meets it').to.equal(null);
    await waitUntil(() => runs().plain === 1, 'the bundle ran', { timeout: 5000 });
    expect(inFirstFrame, 'nothing added in the first frame').to.equal(null);
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href);
    expect(preloads).to.include.members([new URL('/test/fixtures/after-paint-preloaded.js', location.href).href, new URL('/test/fixtures/after-paint-bundle.js?case=plain-preload', location.href).href]);
    expect(added(bundle)?.nonce).to.equal('n0nce');
    // Past its fallback for a tab that draws no frame (one second): it does not add the bundle again.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(document.head.querySelectorAll(`script[src="${bundle}"]`).length).to.equal(1);
    expect(runs().plain).to.equal(1);
  });

  it('runs the bundle with its true integrity hash and refuses it with a wrong one', async () => {
    const url = new URL(`${BUNDLE}?case=checked`, location.href).href;
    const bundle = runLoader('checked', { integrity: await sha384(url) });
    await waitUntil(() => runs().checked === 1, 'the bundle with its true hash ran', { timeout: 5000 });
    expect(added(bundle)?.crossOrigin).to.equal('anonymous');

    const refused = runLoader('forged', { integrity: `sha384-${'A'.repeat(64)}` });
    await waitUntil(() => added(refused) !== null, 'the bundle was added', { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(runs().forged, 'a bundle whose hash does not match does not run').to.equal(undefined);
  });

  // Issue 34: markup a visitor can inject (named elements shadow properties of document; <base>
  // moves relative URLs) must not point the loader at another bundle, nor stop it.
  const ELSEWHERE = 'https://elsewhere.invalid/x.js';
  const attacks: Record<string, string> = {
    'an <img name="currentScript">': `<img name="currentScript" data-bundle="${ELSEWHERE}" data-preload="${ELSEWHERE}">`,
    'a <form name="currentScript">': `<form name="currentScript" data-bundle="${ELSEWHERE}"></form>`,
    'an <img name="head"> and a <form name="createElement">': '<img name="head"><form name="createElement"></form>',
    'a <base href> to another origin': '<base href="https://elsewhere.invalid/dist/">',
  };
  for (const [attack, html] of Object.entries(attacks)) {
    it(`runs its own bundle, from this origin, after ${attack}`, async () => {
      const name = `attack-${attack.replace(/\W+/g, '-')}`;
      const head = document.querySelector('head') as HTMLHeadElement;
      const before = head.children.length;
      const remove = inject(html);
      try {
        const bundle = runLoader(name);
        await waitUntil(() => runs()[name] === 1, 'its own bundle ran', { timeout: 5000 });
        const asked = [...head.children].slice(before).map((node) => (node as HTMLScriptElement).src || (node as HTMLLinkElement).href);
        expect(asked, 'what the loader added: its own bundle and preloads, from this origin').to.deep.equal([
          new URL('/test/fixtures/after-paint-preloaded.js', location.origin).href,
          new URL(`${BUNDLE}?case=${name}-preload`, location.origin).href,
          bundle,
        ]);
      } finally {
        remove();
      }
    });
  }
});
