import { expect, waitUntil } from '@open-wc/testing';

describe('the tests\' @open-wc/testing (test/helpers/testing.ts)', () => {
  it('waitUntil waits longer than open-wc\'s 1 s unless told otherwise', async () => {
    const start = performance.now();
    await waitUntil(() => performance.now() - start > 1500, 'gave up before 1.5 s');
    let failed = false;
    await waitUntil(() => false, 'never', { timeout: 100 }).catch(() => {
      failed = true;
    });
    expect(failed, 'a timeout given still counts').to.equal(true);
  });
});
