import { useEffect, useId } from 'react';
import { accountMessages } from '../../locales/en-US/accountMessages';
import { useOnDemandMessages } from '../i18n/useOnDemandMessages';
import { useAppDispatch, useAppSelector } from '../store';
import { CloseIcon } from '../ui/CloseIcon';
import { languageCoachmarkDismissed, languageCoachmarkShown, selectLanguageCoachmark } from './languageSlice';

/** A note pointing at the language selector, from the host's texts (spec §4); gone after 7 s. */
export function LanguageCoachmark({ heading, body }: { heading: string; body: string }) {
  const stage = useAppSelector(selectLanguageCoachmark);
  const dispatch = useAppDispatch();
  const header = useOnDemandMessages('header', accountMessages);
  const headingId = useId();

  // Rendered only when the host gives a text (LanguageSelector).
  useEffect(() => {
    dispatch(languageCoachmarkShown());
  }, [dispatch]);

  if (stage !== 'shown') return null;
  return (
    <div className="language-coachmark" role="group" aria-labelledby={headingId}>
      <p id={headingId} className="language-coachmark-heading">
        {heading}
      </p>
      <p>{body}</p>
      <button type="button" className="icon-button coachmark-close" aria-label={header.close()} onClick={() => dispatch(languageCoachmarkDismissed())}>
        <CloseIcon />
      </button>
    </div>
  );
}
