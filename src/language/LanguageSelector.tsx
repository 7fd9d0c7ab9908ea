import { useRef, useState } from 'react';
import { selectTreatment } from '../experiments';
import { baseLocale, findLocale, useI18n } from '../i18n';
import { navigation } from '../links';
import { currentPath, selectSession } from '../session';
import { useAppDispatch, useAppSelector } from '../store';
import { Flyout } from '../ui/Flyout';
import { Icon } from '../ui/icons';
import { AUTO_TRANSLATION_EXPERIMENT } from './autoTranslation';
import { LanguageButtonContent } from './LanguageButtonContent';
import { LanguageCoachmark } from './LanguageCoachmark';
import { localeUrl, nativeName, sameLocale, withCurrent, type LanguageEntry } from './languages';
import { languageMenuToggled } from './languageSlice';

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

/** Announces a choice to the host: a bubbling, composed, cancelable event from the element. */
function announce(from: Element | null, type: string, detail: unknown): boolean {
  const host = from?.getRootNode() instanceof ShadowRoot ? (from.getRootNode() as ShadowRoot).host : null;
  return host ? host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: true })) : true;
}

/**
 * The language selector (spec §2, §4): a flyout on large screens and a drawer below the large
 * breakpoint, listing each language in its own name with its level of support.
 */
export function LanguageSelector(props: LanguageSelectorProps) {
  const { LL } = useI18n();
  const dispatch = useAppDispatch();
  const drawer = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const treatment = useAppSelector((state) => selectTreatment(state, AUTO_TRANSLATION_EXPERIMENT));

  const list = <LanguageList {...props} showAutoTranslation={treatment === 'T1'} />;
  return (
    <div className="language">
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
        aria-label={LL.language.title()}
        onClose={() => dispatch(languageMenuToggled({ open: false, layout: 'drawer' }))}
        onClick={(event) => {
          if (event.target === event.currentTarget) drawer.current?.close();
        }}
      >
        <div className="drawer-top">
          <h2 className="drawer-title">{LL.language.title()}</h2>
          <button type="button" className="icon-button" aria-label={LL.header.close()} onClick={() => drawer.current?.close()}>
            <Icon name="close" />
          </button>
        </div>
        {list}
      </dialog>
      <LanguageCoachmark heading={props.coachmarkHeading} body={props.coachmarkBody} />
    </div>
  );
}

function LanguageList({ handlesLocaleChange, localeUrlTemplate, autoTranslation, languages, showAutoTranslation }: LanguageSelectorProps & { showAutoTranslation: boolean }) {
  const { LL } = useI18n();
  const { locale, currentUri } = useAppSelector(selectSession);
  const [chosen, setChosen] = useState<string | null>(null);
  const [chosenAuto, setChosenAuto] = useState<boolean | null>(null);
  const canChange = handlesLocaleChange || localeUrlTemplate !== '';
  // The locale the chrome speaks: an unsupported request shows English, so English is current.
  const spoken = findLocale(locale) ?? baseLocale;
  const shown = withCurrent(languages, spoken);
  const current = shown.find((l) => sameLocale(l.value, spoken));
  // Spinners last until the page reports what was chosen.
  const switching = chosen !== null && !sameLocale(chosen, locale) ? chosen : null;
  const translating = chosenAuto !== null && chosenAuto !== autoTranslation;

  const choose = (value: string, item: HTMLElement) => {
    setChosen(value);
    const proceed = announce(item, 'locale-change', { locale: value });
    if (!proceed || !localeUrlTemplate) return;
    const url = localeUrl(localeUrlTemplate, value, currentPath(currentUri));
    if (url === undefined) {
      console.error(`[marquee] <site-header>: locale-url-template=${JSON.stringify(localeUrlTemplate)} gives no safe URL for ${currentPath(currentUri)}; staying on this page.`);
      setChosen(null);
      return;
    }
    navigation.assign(url);
  };

  return (
    <div className="language-list">
      {!canChange && current && !current.fullySupported && <p className="language-unavailable">{LL.language.unavailable()}</p>}
      <ul>
        {shown.map((language) => {
          const selected = language === current;
          return (
            <li key={language.value}>
              <button
                type="button"
                className="language-item"
                lang={language.value}
                aria-current={selected ? 'true' : undefined}
                aria-busy={switching === language.value}
                disabled={selected || !canChange}
                onClick={(event) => {
                  choose(language.value, event.currentTarget);
                }}
              >
                <span className="language-name">{nativeName(language.value)}</span>
                <span className="language-support" lang={locale}>
                  {language.fullySupported ? LL.language.fullySupported() : LL.language.partiallySupported()}
                </span>
                {switching === language.value && <span className="spinner" role="status" aria-label={LL.language.switching()} />}
              </button>
            </li>
          );
        })}
      </ul>
      {showAutoTranslation && (
        <label className="auto-translation">
          <input
            type="checkbox"
            checked={chosenAuto ?? autoTranslation}
            aria-busy={translating}
            onChange={(event) => {
              const enabled = event.currentTarget.checked;
              setChosenAuto(enabled);
              announce(event.currentTarget, 'auto-translation-change', { enabled });
            }}
          />
          <span>
            <span className="auto-translation-title">{LL.language.autoTranslation()}</span>
            <span className="auto-translation-description">{LL.language.autoTranslationDescription()}</span>
          </span>
          {translating && <span className="spinner" role="status" aria-label={LL.language.switching()} />}
        </label>
      )}
    </div>
  );
}
