/**
 * The tracking and logging enumerations of spec §3 (ENUM-02). The reference backend
 * (demo/server/tracking.mjs, demo/server/logging.mjs) checks the same lists; keep them in step.
 */
/** The `ht` of a beacon or a log entry. */
export declare const HitType: readonly ["pageHit", "popUp", "dataOnly", "actionOnly", "redirect", "clickstreamIgnore"];
export type HitType = (typeof HitType)[number];
export declare const PageAssemblyType: readonly ["main", "pagecomponent"];
export type PageAssemblyType = (typeof PageAssemblyType)[number];
/**
 * The spec abbreviates this list ("Bits and multiples", "per-second rates"); written out, it is
 * the CloudWatch-style set the logging service accepts.
 */
export declare const MetricUnit: readonly ["Seconds", "Microseconds", "Milliseconds", "Bytes", "Kilobytes", "Megabytes", "Gigabytes", "Terabytes", "Bits", "Kilobits", "Megabits", "Gigabits", "Terabits", "Percent", "Count", "Bytes/Second", "Kilobytes/Second", "Megabytes/Second", "Gigabytes/Second", "Terabytes/Second", "Bits/Second", "Kilobits/Second", "Megabits/Second", "Gigabits/Second", "Terabits/Second", "Count/Second", "None"];
export type MetricUnit = (typeof MetricUnit)[number];
/** Why the language prompt is offered. */
export declare const LanguagePromptReason: readonly ["language_preference_mismatch", "browser_header_mismatch"];
export type LanguagePromptReason = (typeof LanguagePromptReason)[number];
export declare const isHitType: (value: unknown) => value is HitType;
export declare const isPageAssemblyType: (value: unknown) => value is PageAssemblyType;
export declare const isMetricUnit: (value: unknown) => value is MetricUnit;
