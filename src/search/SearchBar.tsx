import { useI18n } from '../i18n';
import { selectSession } from '../session';
import { useAppSelector } from '../store';

/** The search form: a plain GET to /find that works without any script of ours (spec §2). */
export function SearchBar() {
  const { siteName, urlLocalePrefix } = useAppSelector(selectSession);
  const { LL } = useI18n();
  const label = LL.search.placeholder({ site: siteName });
  return (
    <form className="search" role="search" method="get" action={`${urlLocalePrefix}/find`}>
      <input type="hidden" name="ref_" value="nv_sr_sm" />
      <input
        className="search-input"
        type="text"
        name="q"
        placeholder={label}
        aria-label={label}
        autoComplete="off"
        spellCheck
      />
    </form>
  );
}
