import { useEffect, useId, useRef } from 'react';
import { selectTreatment } from '../experiments';
import { languageListMessages } from '../../locales/en-US/languageListMessages';
import { accountMessages } from '../../locales/en-US/accountMessages';
import { useOnDemandMessages } from '../i18n/useOnDemandMessages';
import { useAppDispatch, useAppSelector } from '../store';
import { Flyout } from '../ui/Flyout';
import { CloseIcon } from '../ui/CloseIcon';
import { lazyComponent } from '../ui/lazyComponent';
import { keepFocusInside, moveFocusInside } from '../ui/focusables';
import { usePopover } from '../ui/usePopover';
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
 * breakpoint, listing each language in its own name with its level of support. Both open as HTML
 * (popovers their buttons name): the drawer, too, opens, closes on Escape, its close button or a
 * click outside, and its languages are links, before and without script; with script focus goes
 * into it and Tab stays inside. The DOM owns the open state (usePopover), reported once per change.
 */
export function LanguageSelector(props: LanguageSelectorProps) {
  const header = useOnDemandMessages('header', accountMessages);
  const language = useOnDemandMessages('language', languageListMessages);
  const dispatch = useAppDispatch();
  const drawer = useRef<HTMLDivElement>(null);
  const drawerId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const toggles = usePopover(drawer, {
    opener,
    onToggle: (open, removed) => {
      if (!removed) dispatch(languageMenuToggled({ open, layout: 'drawer' }));
      if (open) moveFocusInside(drawer.current);
    },
  });
  // Asked about by the up-front code as the selector shows (LazyLanguageSelector.tsx).
  const treatment = useAppSelector((state) => selectTreatment(state, AUTO_TRANSLATION_EXPERIMENT));

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
      <button ref={opener} type="button" className="language-drawer-button" aria-haspopup="dialog" popoverTarget={drawerId}>
        <LanguageButtonContent />
      </button>
      {/* A click outside is the pointer's way out, Escape the keyboard's (the platform's, a popover); the keys only wrap Tab round. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div ref={drawer} id={drawerId} popover="auto" className="language-drawer" role="dialog" aria-label={language.title()} onKeyDown={keepFocusInside} {...toggles}>
        <div className="drawer-top">
          <h2 className="drawer-title">{language.title()}</h2>
          {/* autofocus: the platform moves focus here as the drawer opens, as into a dialog, with
              no script too (the popover's focusing steps); script's moveFocusInside agrees. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <button type="button" className="icon-button" aria-label={header.close()} popoverTarget={drawerId} popoverTargetAction="hide" autoFocus>
            <CloseIcon />
          </button>
        </div>
        {list}
      </div>
      {(props.coachmarkHeading !== '' || props.coachmarkBody !== '') && <LanguageCoachmark heading={props.coachmarkHeading} body={props.coachmarkBody} />}
    </div>
  );
}
