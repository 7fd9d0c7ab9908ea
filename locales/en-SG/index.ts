import type { EnglishVariant } from '../localeTypes';

/** What en-SG English spells differently from en-US; everything else is en-US. */
const en_SG = {
  nav: {
    helpCenter: 'Help Centre',
  },
  consent: {
    customize: 'Customise',
  },
} satisfies EnglishVariant;

export default en_SG;
