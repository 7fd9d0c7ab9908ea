import { use, useEffect, useRef } from 'react';
import { selectTreatment, treatmentRequested } from '../experiments';
import { languageListMessages } from '../../locales/en-US/languageListMessages';
import { accountMessages } from '../../locales/en-US/accountMessages';
import { useOnDemandMessages } from '../i18n/useOnDemandMessages';
import { useAppDispatch, useAppSelector } from '../store';
import { Flyout } from '../ui/Flyout';
import { Icon } from '../ui/icons';
import { lazyComponent } from '../ui/lazyComponent';
import { PageEntriesContext } from '../ui/pageEntries';
import { AUTO_TRANSLATION_EXPERIMENT } from './autoTranslationExperiment';
import { earlyChoice, LanguageButtonContent } from './LanguageButtons';
import type { LanguageEntry } from './languages';
import { languageMenuToggled } from './languageSlice';

// The list (language names, the choice and where it goes) is rendered hidden with the selector,
// so its code starts loading as the selector mounts and is there before a menu opens.
const LanguageList = lazyComponent(() => import('./LanguageList').then((module) => module.LanguageList));
// Only pages that give its texts show the coachmark; the rest never load it.
const LanguageCoachmark = lazyComponent(() => import('./LanguageCoachmark').then((module) => module.LanguageCoachmark));

export interface LanguageSelectorProps {
  /** The host handles the locale-change event itself. */
  handlesLocaleChange: boolean;
  /** Where choosing a locale goes, with {locale} and {path}; used unless the event is cancelled. */
  localeUrlTemplate: string;
  autoTranslation: boolean;
  coachmarkHeading: string;
  coachmarkBody: string;
  /** What the selector offers; the visitor's own locale is added when missing. */
  languages: readonly LanguageEntry[];
}

/**
 * The language selector (spec §2, §4): a flyout on large screens and a drawer below the large
 * breakpoint, listing each language in its own name with its level of support.
 */
export function LanguageSelector(props: LanguageSelectorProps) {
  const header = useOnDemandMessages('header', accountMessages);
  const language = useOnDemandMessages('language', languageListMessages);
  const dispatch = useAppDispatch();
  const drawer = useRef<HTMLDialogElement>(null);
  // The visitor is on the page anew (back/forward cache, a single-page navigation): it closes.
  const entries = use(PageEntriesContext);
  useEffect(() => {
    drawer.current?.close();
  }, [entries]);
  const opener = useRef<HTMLButtonElement>(null);
  const treatment = useAppSelector((state) => selectTreatment(state, AUTO_TRANSLATION_EXPERIMENT));

  useEffect(() => {
    dispatch(treatmentRequested({ id: AUTO_TRANSLATION_EXPERIMENT, allowed: ['C', 'T1'] }));
  }, [dispatch]);

  // A click on the buttons shown while this code loaded (LanguageButtons) opens its menu now.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const { menu } = earlyChoice;
    earlyChoice.menu = undefined;
    const button = root.current?.querySelector<HTMLButtonElement>(menu === 'drawer' ? '.language-drawer-button' : '.language-flyout .flyout-button');
    if (!menu || !button) return;
    button.focus();
    button.click();
  }, []);

  const list = <LanguageList {...props} showAutoTranslation={treatment === 'T1'} />;
  return (
    <div className="language" ref={root}>
      <Flyout
        className="language-flyout"
        button={<LanguageButtonContent />}
        onOpenChange={(open) => dispatch(languageMenuToggled({ open, layout: 'flyout' }))}
      >
        {list}
      </Flyout>
      <button
        ref={opener}
        type="button"
        className="language-drawer-button"
        aria-haspopup="dialog"
        onClick={() => {
          drawer.current?.showModal();
          dispatch(languageMenuToggled({ open: true, layout: 'drawer' }));
        }}
      >
        <LanguageButtonContent />
      </button>
      {/* The backdrop click is the pointer's way out; Escape (native to <dialog>) is the keyboard's. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={drawer}
        className="language-drawer"
        aria-label={language.title()}
        onClose={() => dispatch(languageMenuToggled({ open: false, layout: 'drawer' }))}
        onClick={(event) => {
          if (event.target === event.currentTarget) drawer.current?.close();
        }}
      >
        <div className="drawer-top">
          <h2 className="drawer-title">{language.title()}</h2>
          <button type="button" className="icon-button" aria-label={header.close()} onClick={() => drawer.current?.close()}>
            <Icon name="close" />
          </button>
        </div>
        {list}
      </dialog>
      {(props.coachmarkHeading !== '' || props.coachmarkBody !== '') && <LanguageCoachmark heading={props.coachmarkHeading} body={props.coachmarkBody} />}
    </div>
  );
}
