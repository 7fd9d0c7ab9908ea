import { lazyComponent } from '../ui/lazyComponent';
import { LanguageButtons } from './LanguageButtons';

/**
 * The language selector's code (its flyout, drawer, experiment and coachmark) is a chunk of its
 * own, loaded as the bar mounts: only pages that show it load it, and meanwhile its buttons show as
 * they will. The server and hydration load it first, so their HTML is the selector itself.
 */
export const LanguageSelector = lazyComponent(() => import('./LanguageSelector').then((module) => module.LanguageSelector), LanguageButtons);
