import type { BaseTranslation } from '../i18n-types';
import { messages } from './messages';
import { navLinks } from './navLinks';

/** The base locale: what the chrome loads up front (./messages.ts) and the drawer's link labels. */
const en_US = { ...messages, nav: { ...messages.nav, ...navLinks } } satisfies BaseTranslation;

export default en_US;
