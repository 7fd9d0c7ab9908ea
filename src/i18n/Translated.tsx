import { useI18n } from './I18nProvider';

/** Translated text; shown as a blurred placeholder until the locale's messages arrive (spec §1). */
export function Translated({ children }: { children: string }) {
  const { pending } = useI18n();
  return pending ? <span className="i18n-pending">{children}</span> : children;
}
