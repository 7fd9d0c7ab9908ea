import type { EnglishVariant } from '../localeTypes';

/** What en-IN English spells differently from en-US; everything else is en-US. */
const en_IN = {
  nav: {
    helpCenter: 'Help Centre',
  },
  consent: {
    customize: 'Customise',
  },
} satisfies EnglishVariant;

export default en_IN;
