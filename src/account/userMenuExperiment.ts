/** The experiment choosing the first list's label: C 'Your activity', T1 'Your profile' (spec §3). */
export const USER_MENU_EXPERIMENT = 'MARQUEE_USER_MENU_LABELS';
