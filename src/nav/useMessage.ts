import { useI18n } from '../i18n';
import type { Message } from './navModel';

/** A nav message in the visitor's language: our translation of its id, else its own text. */
export function useTranslateMessage(): (message: Message) => string {
  const { LL } = useI18n();
  const known = LL.nav as unknown as Record<string, (() => string) | undefined>;
  return (message) => known[message.id]?.() ?? message.defaultMessage;
}
