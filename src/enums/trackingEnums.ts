/**
 * The tracking and logging enumerations of spec §3 (ENUM-02). The reference backend
 * (demo/server/tracking.mjs, demo/server/logging.mjs) checks the same lists; keep them in step.
 */

/** The `ht` of a beacon or a log entry. */
export const HitType = ['pageHit', 'popUp', 'dataOnly', 'actionOnly', 'redirect', 'clickstreamIgnore'] as const;
export type HitType = (typeof HitType)[number];

export const PageAssemblyType = ['main', 'pagecomponent'] as const;
export type PageAssemblyType = (typeof PageAssemblyType)[number];

/**
 * The spec abbreviates this list ("Bits and multiples", "per-second rates"); written out, it is
 * the CloudWatch-style set the logging service accepts.
 */
export const MetricUnit = [
  'Seconds',
  'Microseconds',
  'Milliseconds',
  'Bytes',
  'Kilobytes',
  'Megabytes',
  'Gigabytes',
  'Terabytes',
  'Bits',
  'Kilobits',
  'Megabits',
  'Gigabits',
  'Terabits',
  'Percent',
  'Count',
  'Bytes/Second',
  'Kilobytes/Second',
  'Megabytes/Second',
  'Gigabytes/Second',
  'Terabytes/Second',
  'Bits/Second',
  'Kilobits/Second',
  'Megabits/Second',
  'Gigabits/Second',
  'Terabits/Second',
  'Count/Second',
  'None',
] as const;
export type MetricUnit = (typeof MetricUnit)[number];

/** Why the language prompt is offered. */
export const LanguagePromptReason = ['language_preference_mismatch', 'browser_header_mismatch'] as const;
export type LanguagePromptReason = (typeof LanguagePromptReason)[number];

// Guards for the values that arrive from outside (attributes, server answers); the other
// enumerations are only ever written by our own code, where the type is enough.

export const isHitType = (value: unknown): value is HitType => (HitType as readonly unknown[]).includes(value);

export const isPageAssemblyType = (value: unknown): value is PageAssemblyType =>
  (PageAssemblyType as readonly unknown[]).includes(value);

export const isMetricUnit = (value: unknown): value is MetricUnit => (MetricUnit as readonly unknown[]).includes(value);
