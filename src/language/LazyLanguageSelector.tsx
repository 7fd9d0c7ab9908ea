import { useEffect } from 'react';
import { treatmentRequested } from '../experiments';
import { useAppDispatch } from '../store';
import { lazyComponent } from '../ui/lazyComponent';
import { AUTO_TRANSLATION_EXPERIMENT } from './autoTranslation';
import { LanguageButtonContent } from './LanguageButtonContent';
import type { LanguageSelectorProps } from './LanguageSelector';

/**
 * While the selector's code (its menus, the language names) loads, its two buttons hold their
 * place in the bar, inert and hidden from assistive technology, so nothing beside them moves.
 */
function Placeholder() {
  return (
    <div className="language" aria-hidden="true">
      <div className="flyout language-flyout">
        <button type="button" className="flyout-button" tabIndex={-1} disabled>
          <LanguageButtonContent />
        </button>
      </div>
      <button type="button" className="language-drawer-button" tabIndex={-1} disabled>
        <LanguageButtonContent />
      </button>
    </div>
  );
}

const Selector = lazyComponent(() => import('./LanguageSelector').then((module) => module.LanguageSelector), <Placeholder />);

/** The language selector, its code loaded on demand (most pages do not show it). */
export function LazyLanguageSelector(props: LanguageSelectorProps) {
  const dispatch = useAppDispatch();
  // Asked at once, not when the code arrives: the page view names the treatments it ran under.
  useEffect(() => {
    dispatch(treatmentRequested({ id: AUTO_TRANSLATION_EXPERIMENT, allowed: ['C', 'T1'] }));
  }, [dispatch]);
  return <Selector {...props} />;
}
