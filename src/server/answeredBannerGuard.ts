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
 */
export const answeredBannerGuard =
  'try{var c=Object.getOwnPropertyDescriptor(P,"cookie").get.call(d),' +
  `s=decodeURIComponent((c.match(/(?:^|; )${SESSION_COOKIE}=([^;]*)/)||[])[1]||""),f=sessionStorage,w=f.getItem(${JSON.stringify(FLAGS_SESSION)});` +
  `if((!w||w===s)&&(f.getItem(${JSON.stringify(ANSWERED_FLAG)})!==null||f.getItem(${JSON.stringify(ERROR_FLAG)})!==null))` +
  'Array.prototype.forEach.call(P.getElementsByTagName.call(d,"consent-banner"),function(b){' +
  'var q=b.shadowRoot&&b.shadowRoot.querySelector("[part=banner]");if(q)q.style.display="none"})}catch(e){}';
