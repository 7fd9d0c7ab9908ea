import { expect } from '@open-wc/testing';
import { beaconUrl, offsiteHit, sendBeacon } from '../../src/tracking/beacon';
import { clearFaults, lastEventId, receivedEvents, setFault } from '../helpers/backend';

const hit = {
  refTag: 'nv_home',
  pageType: 'title',
  subPageType: 'main',
  pageConst: 'tt0133093',
  hitType: 'pageHit',
  pageAction: 'nv-menu-open',
  requestId: 'R1',
} as const;

// The helpers by hand; test/tracking/linkHits.test.ts follows real links and carries the tags.
describe('tracking beacon helpers (spec §7)', () => {
  afterEach(clearFaults);

  it('sends GET /tr/ with ref_, pt, spt, const, ht, pageAction and rrid', async () => {
    const after = await lastEventId();
    await sendBeacon(fetch, '/tr/', hit);
    const [beacon] = await receivedEvents('beacon', after);
    expect(beacon?.method).to.equal('GET');
    expect(beacon?.query).to.deep.equal({
      ref_: 'nv_home',
      pt: 'title',
      spt: 'main',
      const: 'tt0133093',
      ht: 'pageHit',
      pageAction: 'nv-menu-open',
      rrid: 'R1',
    });
  });

  it('sends cookies only to its own origin', async () => {
    const calls: RequestInit[] = [];
    await sendBeacon(
      (_url, init) => {
        calls.push(init ?? {});
        return Promise.resolve(new Response(null, { status: 204 }));
      },
      '/tr/',
      hit,
    );
    expect(calls[0]?.credentials).to.equal('same-origin');
  });

  it('builds an offsite hit as pt=offsite, spt=main, keeping its page action', () => {
    const url = new URL(beaconUrl('/tr/', offsiteHit({ refTag: 'ft_tt', pageAction: 'ft-social', pageConst: '', hitType: 'redirect' })), location.origin);
    expect(url.searchParams.get('ht')).to.equal('redirect');
    expect(url.searchParams.get('pt')).to.equal('offsite');
    expect(url.searchParams.get('spt')).to.equal('main');
    expect(url.searchParams.get('pageAction')).to.equal('ft-social');
  });

  it('rejects when the tracking endpoint fails', async () => {
    await setFault({ endpoint: 'tr', status: 500 });
    let failed = false;
    await sendBeacon(fetch, '/tr/', hit).catch(() => (failed = true));
    expect(failed).to.equal(true);
  });
});
