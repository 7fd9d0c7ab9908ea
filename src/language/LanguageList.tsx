import { useId, useState, type MouseEvent } from 'react';
import { languageListMessages } from '../../locales/en-US/languageListMessages';
import { baseLocale, findLocale } from '../i18n';
import { useOnDemandMessages } from '../i18n/useOnDemandMessages';
import { useSiteLinks } from '../links/linkOrigin';
import { onOrigin } from '../links/safeHref';
import { selectSession, useCurrentPath } from '../session';
import { useAppSelector } from '../store';
import type { LanguageSelectorProps } from './LanguageSelector';
import { nativeName, sameLocale, withCurrent } from './languageMenuEntries';
import { localeUrl } from './languages';
import { logValue } from '../console';

/** Announces a choice to the host: a bubbling, composed, cancelable event from the element. */
function announce(from: Element | null, type: string, detail: unknown): boolean {
  const host = from?.getRootNode() instanceof ShadowRoot ? (from.getRootNode() as ShadowRoot).host : null;
  return host ? host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: true })) : true;
}

/** The languages to choose from, and the auto-translation toggle under its experiment. */
export function LanguageList({ handlesLocaleChange, localeUrlTemplate, autoTranslation, languages, showAutoTranslation }: LanguageSelectorProps & { showAutoTranslation: boolean }) {
  const messages = useOnDemandMessages('language', languageListMessages);
  const { locale } = useAppSelector(selectSession);
  const path = useCurrentPath();
  const [chosen, setChosen] = useState<string | null>(null);
  const [chosenAuto, setChosenAuto] = useState<boolean | null>(null);
  const ids = useId();
  const canChange = handlesLocaleChange || localeUrlTemplate !== '';
  // The locale the chrome speaks: an unsupported request shows English, so English is current.
  const spoken = findLocale(locale) ?? baseLocale;
  const shown = withCurrent(languages, spoken);
  const current = shown.find((l) => sameLocale(l.value, spoken));
  // Spinners last until the page reports what was chosen.
  const switching = chosen !== null && !sameLocale(chosen, locale) ? chosen : null;
  const translating = chosenAuto !== null && chosenAuto !== autoTranslation;

  const { origin } = useSiteLinks();
  // Where the template sends each language, as a link (on the site's origin, as every link of the chrome).
  const urlOf = (value: string) => {
    const url = localeUrlTemplate ? localeUrl(localeUrlTemplate, value, path) : undefined;
    return url && onOrigin(url, origin);
  };

  /** Announces the choice; unless the host cancels it, a link goes where it leads. */
  const choose = (value: string, event: MouseEvent<HTMLElement>) => {
    setChosen(value);
    const proceed = announce(event.currentTarget, 'locale-change', { locale: value });
    if (!proceed) {
      event.preventDefault();
      return;
    }
    if (!localeUrlTemplate || event.currentTarget instanceof HTMLAnchorElement) return;
    console.error(`[marquee] <site-header>: locale-url-template=${logValue(localeUrlTemplate)} gives no safe URL for ${logValue(path)}; staying on this page.`);
    setChosen(null);
  };

  return (
    <div className="language-list">
      {!canChange && current && !current.fullySupported && <p className="language-unavailable">{messages.unavailable()}</p>}
      <ul>
        {shown.map((language) => {
          const selected = language === current;
          const href = selected ? undefined : urlOf(language.value);
          const content = (
            <>
              <span className="language-name">{nativeName(language.value)}</span>
              <span className="language-support" lang={locale}>
                {language.fullySupported ? messages.fullySupported() : messages.partiallySupported()}
              </span>
              {switching === language.value && <span className="spinner" role="status" aria-label={messages.switching()} />}
            </>
          );
          const onClick = (event: MouseEvent<HTMLElement>) => {
            choose(language.value, event);
          };
          return (
            <li key={language.value}>
              {/* Where the template gives it a URL, a link: it works as HTML, before and without script. */}
              {href ? (
                <a className="language-item" lang={language.value} href={href} aria-busy={switching === language.value} onClick={onClick}>
                  {content}
                </a>
              ) : (
                <button
                  type="button"
                  className="language-item"
                  lang={language.value}
                  aria-current={selected ? 'true' : undefined}
                  aria-busy={switching === language.value}
                  disabled={selected || !canChange}
                  onClick={onClick}
                >
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {showAutoTranslation && (
        <label className="auto-translation">
          {/* Named and described by the text beside it, which is then not read a second time. */}
          <input
            type="checkbox"
            aria-labelledby={`${ids}-title`}
            aria-describedby={`${ids}-description`}
            checked={chosenAuto ?? autoTranslation}
            aria-busy={translating}
            onChange={(event) => {
              const enabled = event.currentTarget.checked;
              setChosenAuto(enabled);
              announce(event.currentTarget, 'auto-translation-change', { enabled });
            }}
          />
          <span aria-hidden="true">
            <span className="auto-translation-title" id={`${ids}-title`}>
              {messages.autoTranslation()}
            </span>
            <span className="auto-translation-description" id={`${ids}-description`}>
              {messages.autoTranslationDescription()}
            </span>
          </span>
          {translating && <span className="spinner" role="status" aria-label={messages.switching()} />}
        </label>
      )}
    </div>
  );
}
