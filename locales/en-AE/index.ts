import type { EnglishVariant } from '../localeTypes';

/** What en-AE English spells differently from en-US; everything else is en-US. */
const en_AE = {
  nav: {
    helpCenter: 'Help Centre',
  },
  consent: {
    customize: 'Customise',
  },
} satisfies EnglishVariant;

export default en_AE;
