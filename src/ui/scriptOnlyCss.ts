import type { CSSResult } from '@lit/reactive-element/css-tag.js';
import { css } from './css';

/**
 * css`…` for what only script ever shows (the suggestion list, the coachmarks, a spinner): adopted
 * with the rest, never inlined into the server's HTML, which shows none of it before hydration and
 * drops its inline styles once these are adopted (renderElement's stylesOf).
 */
export const scriptOnlyCss = (strings: readonly string[]): CSSResult => Object.assign(css(strings), { scriptOnly: true });

/** Whether a sheet is one of scriptOnlyCss's. */
export const isScriptOnly = (sheet: unknown): boolean => (sheet as { scriptOnly?: boolean }).scriptOnly === true;
