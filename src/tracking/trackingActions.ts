import { createAction } from '@reduxjs/toolkit';

/** A guarded section of the chrome failed to render (spec §8). */
export const sectionRenderFailed = createAction<{ section: string; message: string; stack?: string }>(
  'tracking/sectionRenderFailed',
);
