import { useId, useLayoutEffect, useRef } from 'react';
import { Translated, useI18n } from '../i18n';
import { useSiteLinks } from '../links/linkOrigin';
import { onOrigin } from '../links/safeHref';
import { selectEndpoints } from '../net';
import { useAppDispatch, useAppSelector, useAppStore } from '../store';
import { pageActionReported, selectTrackingSettings } from '../tracking';
import { afterNextPaint } from '../ui/afterNextPaint';
import { answerChosen, selectBanner, type BannerPrompt, type PromptAnswer } from './bannerSlice';
import { bannerCount } from './bannerCount';
import { BANNER_PAGE_ACTION, BANNER_REF_TAGS } from './consentConstants';
import { PromptText } from './PromptText';
import { keepRoomFor } from './keepRoom';
import { nextTabbable } from './nextTabbable';

type RefTag = (typeof BANNER_REF_TAGS)[keyof typeof BANNER_REF_TAGS];

/**
 * The question (spec §4, CNS-13): 'Select Your Preferences', the prompt, then Decline and Accept
 * (one style for both: neither answer is easier to give) and the Customize link.
 *
 * A region, not a modal dialog: like GOV.UK's cookie banner it never takes focus on its own. Hosts
 * put it first in <body>, so keyboard and screen-reader users meet it first anyway; the page stays
 * usable around it, and Escape is not an answer (only the buttons are). Once answered it hides,
 * and focus moves on to what Tab would have reached next rather than falling to <body>.
 *
 * The answer shows in the tap's own frame: the banner is hidden there (unseen, its room kept, so
 * nothing in the page moves), and the store hears the answer in the task after that frame, so its
 * recording, the tracking it lets go and React's removal of the banner are not between the tap and
 * what the visitor sees (interaction to next paint). The DOM's visibility is the tap's; the store
 * owns whether the banner is there: an answer it does not take (a banner it does not show yet)
 * shows the banner again.
 */
export function PromptDialog({ prompt }: { prompt: BannerPrompt }) {
  const { LL } = useI18n();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const titleId = useId();
  const banner = useRef<HTMLElement>(null);
  const linkOrigin = useSiteLinks().origin;
  const page = {
    pt: useAppSelector((state) => selectTrackingSettings(state).pageType),
    spt: useAppSelector((state) => selectTrackingSettings(state).subPageType),
  };
  const trackingEndpoint = useAppSelector((state) => selectEndpoints(state).trackingEndpoint);
  // The page makes room for it: nothing focused in the page is ever under it (keepRoom.ts).
  useLayoutEffect(() => (banner.current ? keepRoomFor(banner.current) : undefined), []);

  // Every click is counted, anonymously while consent is not granted (see BANNER_REF_TAGS).
  const count = (refTag: RefTag) => dispatch(pageActionReported({ pageAction: BANNER_PAGE_ACTION, refTag, anonymous: true }));
  const answer = (choice: PromptAnswer) => {
    const section = banner.current;
    if (!section) return;
    const root = section.getRootNode();
    const hadFocus = root instanceof ShadowRoot && section.contains(root.activeElement);
    section.style.visibility = 'hidden';
    if (hadFocus) nextTabbable(root.host)?.focus();
    void afterNextPaint().then(() => {
      count(choice === 'AcceptAll' ? BANNER_REF_TAGS.accept : BANNER_REF_TAGS.reject);
      dispatch(answerChosen(choice));
      if (selectBanner(store.getState()).status !== 'answering') section.style.visibility = '';
    });
  };

  const posts = !!prompt.served?.action;
  // With a route, submit buttons (they post before script; with it, a click answers in place).
  // Without one, plain buttons: server-rendered, taken before hydration and answered after.
  const type = posts ? 'submit' : 'button';
  // A server-rendered question says how its links' clicks are counted: one followed before
  // hydration leaves the page before this code runs, and the after-paint loader's early taps
  // (chrome/earlyTaps.ts) send its count from these (docs/consent.md).
  const counted = prompt.served ? { 'data-count-to': trackingEndpoint, 'data-count': bannerCount(page).toString() } : {};
  return (
    <section ref={banner} className="banner" part="banner" aria-labelledby={titleId} {...counted}>
      {/* The prompt's links are the server's HTML: a click on one is counted where it bubbles to. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- Enter on a link is a click */}
      <div className="message" onClick={(event) => { if ((event.target as Element).closest('a')) count(BANNER_REF_TAGS.textLink); }}>
        <h2 id={titleId} className="title">
          <Translated>{LL.consent.title()}</Translated>
        </h2>
        <PromptText html={prompt.html} plainText={prompt.plainText} served={!!prompt.served} />
      </div>
      {/* A form, so that a server-rendered question answers before (or without) script: the server
          records the answer, sets the cookie and sends the visitor back (docs/server-rendering.md).
          With script each click answers here, in place, and the form is never sent. Without a
          route to post to (no answerForm) the buttons post nothing: a form without an action
          would post the page to itself, which records nothing (issue 54). A posted answer is
          counted by the route (cb_accept, cb_reject), as no script of the page counted it. */}
      <form className="actions" method="post" action={posts ? prompt.served?.action : undefined}>
        {posts && (
          <>
            <input type="hidden" name="promptId" value={prompt.id} />
            <input type="hidden" name="u" value={prompt.served?.returnTo} />
            {/* The page, for the count the answer route records (an answer given without script). */}
            {page.pt !== '' && <input type="hidden" name="pt" value={page.pt} />}
            {page.spt !== '' && <input type="hidden" name="spt" value={page.spt} />}
          </>
        )}
        <button type={type} name="action" value="RejectAll" className="choice decline" part="button" onClick={(event) => { event.preventDefault(); answer('RejectAll'); }}>
          <Translated>{LL.consent.decline()}</Translated>
        </button>
        <button type={type} name="action" value="AcceptAll" className="choice accept" part="button" onClick={(event) => { event.preventDefault(); answer('AcceptAll'); }}>
          <Translated>{LL.consent.accept()}</Translated>
        </button>
        {prompt.customizeUrl !== null && (
          <a className="customize" part="customize" href={onOrigin(prompt.customizeUrl, linkOrigin)} onClick={() => count(BANNER_REF_TAGS.customize)}>
            <Translated>{LL.consent.customize()}</Translated>
          </a>
        )}
      </form>
    </section>
  );
}
