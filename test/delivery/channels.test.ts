/**
 * Issue 74: the chrome served by channel (scripts/channels.mjs) runs as the stable name does: a page
 * naming the major channel, or the exact version with its integrity hash, gets its header painted
 * and hydrated, in each engine. Each page is a frame of its own, where the bundle runs anew.
 */
import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { isHydrated } from '../../testing/ready.js';

interface Manifest {
  channels: { major: string; exact: string };
  integrity: Record<string, string>;
}

/** A page naming `script`; resolves once its header has hydrated, with what its console said. */
async function pageWith(script: string): Promise<{ header: HTMLElement; errors: string[] }> {
  const frame = await fixture<HTMLIFrameElement>(
    html`<iframe
      title="A page on a channel"
      style="width: 1100px; height: 300px; border: 0"
      srcdoc=${`<!doctype html><html><head><script>window.errors = []; addEventListener('error', (e) => errors.push(String(e.message || e.target?.src)), true); const original = console.error.bind(console); console.error = (...args) => { errors.push(args.map(String).join(' ')); original(...args); };</script>${script}</head><body><site-header no-consent-banner></site-header></body></html>`}
    ></iframe>`,
  );
  const header = () => frame.contentDocument?.querySelector('site-header') as HTMLElement | null | undefined;
  await waitUntil(() => header()?.shadowRoot?.querySelector('a.logo') && isHydrated(header()), 'the header never hydrated', { timeout: 15_000 });
  return { header: header() as HTMLElement, errors: (Reflect.get(frame.contentWindow ?? {}, 'errors') as string[] | undefined) ?? [] };
}

describe('the chrome by versioned channel (issue 74)', () => {
  afterEach(fixtureCleanup);

  // In WebKit too: its MiniBrowser page hung here once in two runs (2026-11, not understood since;
  // it passed three runs in three on 2026-12-03). A hang now costs a rerun of the file, not the run
  // (scripts/test-browser.mjs), and a rerun that hangs again fails.
  it('the major channel, and the exact version with its integrity, paint and hydrate the header', async () => {
    const { channels, integrity } = (await (await fetch('/dist/manifest.json')).json()) as Manifest;
    const major = await pageWith(`<script type="module" src="/dist/${channels.major}/marquee.js"></script>`);
    expect(major.errors).to.deep.equal([]);
    const exactFile = `${channels.exact}/marquee.js`;
    const hash = integrity[exactFile] ?? '';
    expect(hash).to.match(/^sha384-/);
    const exact = await pageWith(`<script type="module" src="/dist/${exactFile}" integrity="${hash}" crossorigin="anonymous"></script>`);
    expect(exact.errors).to.deep.equal([]);
  });
});
