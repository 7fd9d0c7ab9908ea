import { expect, waitUntil } from '@open-wc/testing';

type Timed = Window & { parsed?: number; contentLoaded?: number; loaded?: number };

/**
 * A page of its own in a frame, loading the built bundle as the README says (a module script),
 * that notes when its document was parsed and loaded: its listeners come before the chrome's.
 */
async function timedPage(): Promise<Timed> {
  const frame = document.createElement('iframe');
  frame.srcdoc = `<!doctype html><html lang="en-US"><head>
    <script>
      document.addEventListener('readystatechange', () => { if (document.readyState === 'interactive') window.parsed = performance.now(); });
      addEventListener('DOMContentLoaded', () => { window.contentLoaded = performance.now(); });
      addEventListener('load', () => { window.loaded = performance.now(); });
    </script>
    <script type="module" src="/dist/marquee.js"></script></head>
    <body><site-header no-consent-banner></site-header><main><p>Body.</p></main></body></html>`;
  document.body.append(frame);
  const view = frame.contentWindow as Timed;
  await waitUntil(() => view.document.readyState === 'complete' && view.loaded !== undefined, 'the page never loaded', { timeout: 5000 });
  return view;
}

describe('page timing (spec §4)', () => {
  it('[TRK-07] marks be when the document is parsed and ld when the page has loaded, each once, bb before them', async () => {
    const view = await timedPage();
    await waitUntil(() => view.performance.getEntriesByName('ld', 'mark').length > 0, 'no ld mark');
    const at = (name: string) => {
      const marks = view.performance.getEntriesByName(name, 'mark');
      expect(marks, `${name} once`).to.have.length(1);
      return marks[0]?.startTime ?? Number.NaN;
    };
    const [bb, be, ld] = [at('bb'), at('be'), at('ld')];
    // be once the document is parsed (readyState interactive), by DOMContentLoaded at the latest;
    // ld by the chrome's load listener, just after the page's.
    expect(be, 'be once parsed').to.be.at.least(view.parsed ?? Number.NaN);
    expect(be, 'be by DOMContentLoaded').to.be.at.most((view.contentLoaded ?? Number.NaN) + 50);
    expect(ld - (view.loaded ?? 0), 'ld at load').to.be.within(0, 100);
    expect(bb, 'bb before be').to.be.at.most(be);
  });
});
