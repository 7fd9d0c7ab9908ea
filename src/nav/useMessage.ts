import { navLinks } from '../../locales/en-US/navLinks';
import { selectI18n, useI18n } from '../i18n';
import { useAppSelector } from '../store';
import type { Message } from './navModel';

const english: Partial<Record<string, string>> = navLinks;

/**
 * A nav message in the visitor's language: our translation of its id, else our English one (the
 * locale's messages are layered over English, but the drawer's English labels come with the
 * drawer: see src/i18n/translations.ts), else the message's own text.
 */
export function useTranslateMessage(): (message: Message) => string {
  const { LL } = useI18n();
  // LL answers any key (with ''), so whether we know an id is asked of the messages themselves.
  const known = useAppSelector((state) => selectI18n(state).messages.nav);
  const translate = LL.nav as unknown as Record<string, () => string>;
  return (message) =>
    Object.hasOwn(known, message.id) ? (translate[message.id]?.() ?? message.defaultMessage) : (english[message.id] ?? message.defaultMessage);
}
