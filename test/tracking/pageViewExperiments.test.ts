import { expect, waitUntil } from '@open-wc/testing';
import { lastEventId, receivedEvents, type ReceivedEvent } from '../helpers/backend';
import { chunkHeld, gateChunks, releaseChunks } from '../helpers/chunks';
import { hydrate, serverRenderedPage } from '../helpers/serverRenderedFrame';
import { settle } from '../helpers/visitor';

const EXPERIMENT = 'MARQUEE_AUTO_TRANSLATION_TOGGLE';

/** The page views the framed page (/__server-rendered) logged since `after`, once there is one. */
async function pageViews(after: number): Promise<ReceivedEvent[]> {
  const views = async () => (await receivedEvents('logging', after)).filter((event) => event.query.pi === '/__server-rendered' && event.query.ht === 'pageHit');
  await waitUntil(async () => (await views()).length > 0, 'no page view', { timeout: 10_000 });
  return views();
}

/** The experiment's weblab calls since `after`, and the treatment the backend's answer gives the selector. */
async function experimentCalls(after: number): Promise<{ calls: number; treatment: string }> {
  const calls = (await receivedEvents('weblab', after)).filter((event) => (event.body as { weblabs: string[] }).weblabs.includes(EXPERIMENT));
  const answer = (calls[0]?.response as Record<string, Record<string, boolean> | undefined> | undefined)?.[EXPERIMENT] ?? {};
  return { calls: calls.length, treatment: ['C', 'T1'].filter((t) => answer[t]).at(-1) ?? 'C' };
}

describe('the page view names every experiment the visible chrome runs (spec §3 weblabs, issue 72)', () => {
  afterEach(releaseChunks);

  it("[TRK-06] with the language selector shown, the page view carries its auto-translation experiment, though the selector's code has not arrived", async () => {
    const after = await lastEventId();
    await gateChunks('lazy-LanguageSelector', { hold: true });
    const page = await serverRenderedPage({ script: true, attributes: { 'show-language-selector': '' } });
    await hydrate(page);
    const [view] = await pageViews(after);
    // The selector's code is still held: the page view did not wait for it, nor need it.
    await chunkHeld('lazy-LanguageSelector');
    const { calls, treatment } = await experimentCalls(after);
    expect(calls, 'the experiment was asked about once').to.equal(1);
    expect(String(view?.query.w).split(','), 'w').to.include(`${EXPERIMENT}:${treatment}`);

    // Once the code arrives the selector shows that treatment, asking nothing more, logging no second view.
    await releaseChunks();
    const root = page.root;
    await waitUntil(() => root.querySelector('.language-flyout .flyout-button'), 'the selector never hydrated', { timeout: 10_000 });
    await settle();
    expect((await experimentCalls(after)).calls).to.equal(1);
    expect(await pageViews(after)).to.have.length(1);
  });

  it('[TRK-06] without the language selector, the page view names no auto-translation experiment and none is asked about', async () => {
    const after = await lastEventId();
    const page = await serverRenderedPage({ script: true });
    await hydrate(page);
    const [view] = await pageViews(after);
    expect(String(view?.query.w ?? '')).not.to.include(EXPERIMENT);
    expect((await experimentCalls(after)).calls).to.equal(0);
  });
});
