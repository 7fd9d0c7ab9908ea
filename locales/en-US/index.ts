import type { BaseTranslation } from '../i18n-types';
import { footerMessages } from './footerMessages';
import { messages } from './messages';
import { navLinks } from './navLinks';

/** The base locale: what the chrome loads up front (./messages.ts), the drawer's link labels and the footer's messages. */
const en_US = { ...messages, nav: { ...messages.nav, ...navLinks }, footer: footerMessages } satisfies BaseTranslation;

export default en_US;
