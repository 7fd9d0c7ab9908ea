/** Shows the auto-translation toggle under T1 (spec §4). */
export const AUTO_TRANSLATION_EXPERIMENT = 'MARQUEE_AUTO_TRANSLATION_TOGGLE';

/** The treatments the selector can show. */
export const AUTO_TRANSLATION_TREATMENTS = ['C', 'T1'];
