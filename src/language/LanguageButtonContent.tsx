import { Translated, useI18n } from '../i18n';
import { selectSession } from '../session';
import { useAppSelector } from '../store';
import { Icon } from '../ui/icons';

/** What the selector's buttons show: the globe, 'Language' and the code of the current locale. */
export function LanguageButtonContent() {
  const { locale } = useAppSelector(selectSession);
  const { LL } = useI18n();
  return (
    <>
      <Icon name="globe" />
      <span className="label">
        <Translated>{LL.language.toggle()}</Translated>
      </span>
      <span className="language-code" aria-hidden="true">
        {locale.split(/[-_]/)[0]?.toUpperCase()}
      </span>
    </>
  );
}
