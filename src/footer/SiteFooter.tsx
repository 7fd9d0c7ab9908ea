import { Translated, useI18n } from '../i18n';
import { selectSession } from '../session';
import { useAppSelector } from '../store';

/** The page footer. */
export function SiteFooter({ currentYear }: { currentYear: number }) {
  const { siteName } = useAppSelector(selectSession);
  const { LL } = useI18n();
  return (
    <footer className="footer" part="footer">
      <p className="copyright">
        <Translated>{LL.footer.copyright({ year: currentYear, site: siteName })}</Translated>
      </p>
    </footer>
  );
}
