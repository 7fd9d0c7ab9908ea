import type { BaseTranslation } from '../i18n-types';
import { accountMessages } from './accountMessages';
import { drawerHeaderMessages, drawerNavMessages } from './drawerMessages';
import { footerMessages } from './footerMessages';
import { languageListMessages } from './languageListMessages';
import { messages } from './messages';
import { navLinks } from './navLinks';
import { searchMenuMessages } from './searchMenuMessages';

/**
 * The base locale: what the chrome loads up front (./messages.ts), and what comes with the parts
 * loaded on demand: the drawer's link labels and messages, the search category menu's, the account
 * menus' and coachmarks' (with the close buttons'), the language menus' and the footer's.
 */
const en_US = {
  ...messages,
  header: { ...messages.header, ...accountMessages, ...drawerHeaderMessages },
  nav: { ...messages.nav, ...drawerNavMessages, ...navLinks },
  search: { ...messages.search, ...searchMenuMessages },
  language: { ...messages.language, ...languageListMessages },
  footer: footerMessages,
} satisfies BaseTranslation;

export default en_US;
