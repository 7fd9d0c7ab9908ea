/** Shows the auto-translation toggle under T1 (spec §4). */
export const AUTO_TRANSLATION_EXPERIMENT = 'MARQUEE_AUTO_TRANSLATION_TOGGLE';
