// Spec §8: the weblab API is client-side only. Built with esbuild and run here, outside a browser.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build } from 'esbuild';

test('[EXP-04] throws "Attempted to call client-side weblab API server-side" outside a browser', async () => {
  const { outputFiles } = await build({
    entryPoints: [new URL('../../src/experiments/weblabApi.ts', import.meta.url).pathname],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
  });
  const code = outputFiles[0]?.text ?? '';
  const { fetchTreatment } = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  await assert.rejects(fetchTreatment('/api/_ajax/weblab/', 'X', ['C']), { message: 'Attempted to call client-side weblab API server-side' });
});
