/** The professional edition, linked from the bar even before the drawer's menu has loaded. */
export const PRO_HREF = '/pro/';
