import type { EnglishVariant } from '../localeTypes';

/** What Canadian English spells differently from en-US (Centre; -ize stays); everything else is en-US. */
const en_CA = {
  nav: {
    helpCenter: 'Help Centre',
  },
} satisfies EnglishVariant;

export default en_CA;
