import { Translated, useI18n } from '../i18n';
import { selectSession } from '../session';
import { useAppSelector } from '../store';
import { Icon } from '../ui/icons';

/** What the selector's buttons show: the globe, 'Language' (wide screens) and the locale's code. */
export function LanguageButtonContent() {
  const { locale } = useAppSelector(selectSession);
  const { LL } = useI18n();
  return (
    <>
      <Icon name="globe" />
      <span className="label">
        <Translated>{LL.language.toggle()}</Translated>
      </span>
      <span className="language-code">
        {locale.split(/[-_]/)[0]?.toUpperCase()}
      </span>
    </>
  );
}

/** Which menu a visitor asked for before the selector's code arrived: the selector opens it then. */
export const earlyChoice: { menu?: 'flyout' | 'drawer' | undefined } = {};

/**
 * The selector's two buttons (the flyout's on large screens, the drawer's below), as they look
 * while its code loads: the bar keeps its layout, and a click is kept for the code (earlyChoice).
 */
export function LanguageButtons() {
  return (
    <div className="language">
      <div className="flyout language-flyout">
        <button type="button" className="flyout-button" aria-expanded={false} onClick={() => (earlyChoice.menu = 'flyout')}>
          <LanguageButtonContent />
        </button>
      </div>
      <button type="button" className="language-drawer-button" aria-haspopup="dialog" onClick={() => (earlyChoice.menu = 'drawer')}>
        <LanguageButtonContent />
      </button>
    </div>
  );
}
