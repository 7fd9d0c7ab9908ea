import type { EnglishVariant } from '../localeTypes';

/** What en-AU English spells differently from en-US; everything else is en-US. */
const en_AU = {
  nav: {
    helpCenter: 'Help Centre',
  },
  consent: {
    customize: 'Customise',
  },
} satisfies EnglishVariant;

export default en_AU;
