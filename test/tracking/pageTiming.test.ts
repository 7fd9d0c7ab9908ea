import { expect, waitUntil } from '@open-wc/testing';
import '../../elements/site-header';
import { markPageTiming } from '../../src/tracking';

describe('page timing (spec §4)', () => {
  it('[TRK-07] marks body begin, body end and load as the page comes up', async () => {
    await waitUntil(() => document.readyState === 'complete');
    const marks = performance.getEntriesByType('mark').map((m) => m.name);
    expect(marks).to.include.members(['bb', 'be', 'ld']);
  });

  it('[TRK-07] marks each marker once', () => {
    markPageTiming('bb');
    markPageTiming('bb');
    expect(performance.getEntriesByName('bb', 'mark')).to.have.length(1);
  });
});
