import type { EnglishVariant } from '../localeTypes';

/** What en-GB English spells differently from en-US; everything else is en-US. */
const en_GB = {
  nav: {
    helpCenter: 'Help Centre',
  },
  consent: {
    customize: 'Customise',
  },
} satisfies EnglishVariant;

export default en_GB;
