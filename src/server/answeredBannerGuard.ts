import { ANSWERED_FLAG, ERROR_FLAG, SESSION_COOKIE } from '../consent/consentConstants';
import { FLAGS_SESSION } from '../consent/sessionFlags';

/**
 * Script text, for the after-paint loader to run where it stands (before the page's first frame):
 * hides the question a server-rendered `<consent-banner>` holds when this session already answered
 * it or failed to (spec §4, CNS-02, CNS-07). The server cannot see those flags (sessionStorage), so
 * it renders the question for every visitor without the consent cookie; this hides it until the
 * banner hydrates and removes it. The flags are read as sessionFlags.ts reads them: only those
 * written in the visitor's current session count. `d` is the document and `P` Document.prototype,
 * reached through the prototype because a named element can shadow them on the document.
 *
 * It looks for a question in the page first and reads storage and the cookie only when there is
 * one, and the cookie only when a flag is there to check: each is a synchronous call to the
 * browser, before the first frame (at 4× CPU, 16 page views: the cookie 0.5–20 ms, median 3.5;
 * session storage 2–18 ms, median 4), and most pages hold no question.
 */
export const answeredBannerGuard =
  'try{var q=[];Array.prototype.forEach.call(P.getElementsByTagName.call(d,"consent-banner"),function(b){' +
  'var x=b.shadowRoot&&b.shadowRoot.querySelector("[part=banner]");if(x)q.push(x)});' +
  `if(q.length){var f=sessionStorage;if(f.getItem(${JSON.stringify(ANSWERED_FLAG)})!==null||f.getItem(${JSON.stringify(ERROR_FLAG)})!==null){` +
  `var w=f.getItem(${JSON.stringify(FLAGS_SESSION)});` +
  `if(!w||w===decodeURIComponent((Object.getOwnPropertyDescriptor(P,"cookie").get.call(d).match(/(?:^|; )${SESSION_COOKIE}=([^;]*)/)||[])[1]||""))` +
  'q.forEach(function(x){x.style.display="none"})}}}catch(e){}';
