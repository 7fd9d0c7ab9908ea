import { useId, useRef } from 'react';
import { Translated, useI18n } from '../i18n';
import { useAppDispatch } from '../store';
import { pageActionReported } from '../tracking';
import { answerChosen, type BannerPrompt, type PromptAnswer } from './bannerSlice';
import { BANNER_PAGE_ACTION, BANNER_REF_TAGS } from './consentConstants';
import { PromptText } from './PromptText';
import { useFocusOnAppear } from './useFocusOnAppear';

type RefTag = (typeof BANNER_REF_TAGS)[keyof typeof BANNER_REF_TAGS];

/**
 * The question (spec §4, CNS-13): 'Select Your Preferences', the prompt, then Decline and Accept
 * (one style for both: neither answer is easier to give) and the Customize link.
 *
 * A non-modal dialog: it takes focus when it appears and is announced with its title and text,
 * but the page stays usable, and Escape is not an answer (only the buttons are).
 */
export function PromptDialog({ prompt }: { prompt: BannerPrompt }) {
  const { LL } = useI18n();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const textId = useId();
  const dialog = useRef<HTMLElement>(null);
  useFocusOnAppear(dialog);

  // An answer is reported; tracking holds it until consent is known, and drops it if the visitor
  // refused everything (so a Decline's cb_reject never leaves the page). The links are not
  // reported: they leave before consent is known (see BANNER_REF_TAGS).
  const answer = (choice: PromptAnswer) => {
    const refTag: RefTag = choice === 'AcceptAll' ? BANNER_REF_TAGS.accept : BANNER_REF_TAGS.reject;
    dispatch(pageActionReported({ pageAction: BANNER_PAGE_ACTION, refTag }));
    dispatch(answerChosen(choice));
  };

  return (
    <section ref={dialog} className="banner" part="banner" role="dialog" aria-modal="false" aria-labelledby={titleId} aria-describedby={textId} tabIndex={-1}>
      <div className="message">
        <h2 id={titleId} className="title">
          <Translated>{LL.consent.title()}</Translated>
        </h2>
        <PromptText id={textId} html={prompt.html} plainText={prompt.plainText} />
      </div>
      <div className="actions">
        <button type="button" className="choice decline" part="button" onClick={() => { answer('RejectAll'); }}>
          <Translated>{LL.consent.decline()}</Translated>
        </button>
        <button type="button" className="choice accept" part="button" onClick={() => { answer('AcceptAll'); }}>
          <Translated>{LL.consent.accept()}</Translated>
        </button>
        {prompt.customizeUrl !== null && (
          <a className="customize" part="customize" href={prompt.customizeUrl}>
            <Translated>{LL.consent.customize()}</Translated>
          </a>
        )}
      </div>
    </section>
  );
}
