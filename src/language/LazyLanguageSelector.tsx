import { useEffect } from 'react';
import { treatmentRequested } from '../experiments';
import { useAppDispatch } from '../store';
import { lazyComponent } from '../ui/lazyComponent';
import { AUTO_TRANSLATION_EXPERIMENT, AUTO_TRANSLATION_TREATMENTS } from './autoTranslationExperiment';
import { LanguageButtons } from './LanguageButtons';
import type { LanguageSelectorProps } from './LanguageSelector';

/**
 * The language selector's code (its flyout, drawer and coachmark) is a chunk of its own, loaded as
 * the bar mounts: only pages that show it load it, and meanwhile its buttons show as they will. The
 * server and hydration load it first, so their HTML is the selector itself.
 */
const LazySelector = lazyComponent(() => import('./LanguageSelector').then((module) => module.LanguageSelector), LanguageButtons);

/**
 * The selector, whose experiment is asked about as soon as it shows, from the up-front code: the
 * page view names every treatment the visible chrome runs (TRK-06), and it waits only for calls
 * already on their way, never for a chunk that may arrive after it.
 */
export function LanguageSelector(props: LanguageSelectorProps) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(treatmentRequested({ id: AUTO_TRANSLATION_EXPERIMENT, allowed: AUTO_TRANSLATION_TREATMENTS }));
  }, [dispatch]);
  return <LazySelector {...props} />;
}
