import { expect, waitUntil } from '@open-wc/testing';

type Timed = Window & { parsed?: number; contentLoaded?: number; loaded?: number; hostBb?: number };

/**
 * A page of its own in a frame, served over HTTP (so it has navigation timing), loading the built
 * bundle as the README says (a module script); it notes when its document was parsed and loaded.
 */
async function timedPage(query = '', page = 'timed-page.html'): Promise<Timed> {
  const frame = document.createElement('iframe');
  frame.src = `/test/fixtures/${page}${query}`;
  document.body.append(frame);
  const view = () => frame.contentWindow as Timed;
  await waitUntil(() => view().loaded !== undefined, 'the page never loaded', { timeout: 5000 });
  return view();
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
    // be when the document was parsed (readyState interactive: the module runs just after, and
    // marks that moment), by DOMContentLoaded at the latest; ld by the chrome's load listener.
    const [parsedAt] = view.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    expect(be, 'be when parsing ended').to.equal(parsedAt?.domInteractive);
    expect(be, 'be by the page\'s own readystatechange').to.be.at.most(view.parsed ?? Number.NaN);
    expect(be, 'be by DOMContentLoaded').to.be.at.most((view.contentLoaded ?? Number.NaN) + 50);
    // The chrome's timing code loads after first paint: by then the page may have loaded, and ld is
    // the load event's start, a moment before the page's own load listener ran.
    const [loadedAt] = view.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    expect(ld, 'ld at load').to.be.at.least(loadedAt?.loadEventStart ?? Number.NaN);
    expect(ld - (view.loaded ?? 0), 'ld at load').to.be.at.most(100);
    expect(bb, 'bb before be').to.be.at.most(be);
    // Issue 28 item 13: the body began before it was parsed, not when the module script ran.
    const [navigation] = view.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    expect(bb, "bb when the page's first byte arrived").to.equal(navigation?.responseStart);
    expect(bb, 'bb before the document was parsed').to.be.below(view.parsed ?? Number.NaN);
  });

  it('[TRK-07] keeps the mark a host sets at the top of its body as bb', async () => {
    const view = await timedPage('?host-mark');
    await waitUntil(() => view.performance.getEntriesByName('ld', 'mark').length > 0, 'no ld mark');
    const marks = view.performance.getEntriesByName('bb', 'mark');
    expect(marks.map((m) => m.startTime)).to.deep.equal([view.hostBb]);
  });

  it('[TRK-07] a bundle that runs after the page loaded still marks be at the end of parsing and ld at load', async () => {
    const view = await timedPage('', 'timed-late-page.html');
    await waitUntil(() => view.performance.getEntriesByName('ld', 'mark').length > 0, 'no ld mark', { timeout: 5000 });
    const [navigation] = view.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const at = (name: string) => view.performance.getEntriesByName(name, 'mark')[0]?.startTime;
    expect(at('be'), 'be when parsing ended').to.equal(navigation?.domInteractive);
    expect(at('ld'), 'ld when the page loaded').to.equal(navigation?.loadEventStart);
    expect(at('be'), 'long before the bundle ran').to.be.below((view.loaded ?? 0) + 1);
  });
});
