import { selectI18n, useI18n } from '../i18n';
import { useAppSelector } from '../store';
import type { Message } from './navModel';

/** A nav message in the visitor's language: our translation of its id, else its own text. */
export function useTranslateMessage(): (message: Message) => string {
  const { LL } = useI18n();
  // LL answers any key (with ''), so whether we know an id is asked of the messages themselves.
  const known = useAppSelector((state) => selectI18n(state).messages.nav);
  const translate = LL.nav as unknown as Record<string, () => string>;
  return (message) => (Object.hasOwn(known, message.id) ? (translate[message.id]?.() ?? message.defaultMessage) : message.defaultMessage);
}
