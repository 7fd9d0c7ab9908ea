/**
 * Issue 26: a partner page names the up-front files with `integrity`; the files the chrome loads
 * later (lazy code, other locales) are covered by the import map's `integrity`, where the engine
 * supports it. This measures it in each engine, on a page of its own: the German chunk named with
 * its true hash loads, and named with a wrong one is refused. docs/partner-sites.md reports it.
 */
import { expect } from '@open-wc/testing';
import { engine } from '../helpers/engine';

interface Manifest {
  locales: Record<string, { file: string }>;
  integrity: Record<string, string>;
}

/** Loads the chunk by import() in a frame whose import map gives it `hash`; resolves with what happened. */
async function loadWithIntegrity(url: string, hash: string): Promise<'loaded' | 'refused'> {
  const frame = document.createElement('iframe');
  const map = JSON.stringify({ integrity: { [url]: hash } });
  const result = new Promise<'loaded' | 'refused'>((resolve) => {
    addEventListener('message', function heard(event: MessageEvent<{ chunk?: 'loaded' | 'refused' }>) {
      if (event.source !== frame.contentWindow || !event.data.chunk) return;
      removeEventListener('message', heard);
      resolve(event.data.chunk);
    });
  });
  frame.srcdoc = `<!doctype html><script type="importmap">${map}</script>
    <script type="module">import(${JSON.stringify(url)}).then(() => 'loaded', () => 'refused').then((chunk) => parent.postMessage({ chunk }, '*'));</script>`;
  document.body.append(frame);
  try {
    return await result;
  } finally {
    frame.remove();
  }
}

describe('import map integrity, in this engine (issue 26)', () => {
  it('loads a later chunk with its true hash and refuses it with a wrong one', async () => {
    const manifest = (await (await fetch('/dist/manifest.json')).json()) as Manifest;
    const file = manifest.locales['de-DE']?.file ?? '';
    const url = new URL(`/dist/${file}`, location.href).href;
    const hash = manifest.integrity[file] ?? '';
    expect(hash).to.match(/^sha384-/);
    // Two addresses of one file, so the second load is not the first one's module again.
    expect(await loadWithIntegrity(`${url}?true`, hash), 'the true hash').to.equal('loaded');
    // Measured: every engine we test refuses a wrong hash (docs/partner-sites.md).
    const wrong = `sha384-${'A'.repeat(64)}`;
    expect(await loadWithIntegrity(`${url}?wrong`, wrong), `${engine} with a wrong hash`).to.equal('refused');
  });
});
