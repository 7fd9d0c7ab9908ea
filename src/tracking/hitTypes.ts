/** Spec §3 hitType. */
export const HIT_TYPES = ['pageHit', 'popUp', 'dataOnly', 'actionOnly', 'redirect', 'clickstreamIgnore'] as const;
export type HitType = (typeof HIT_TYPES)[number];
