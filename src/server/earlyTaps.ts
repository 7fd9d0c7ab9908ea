import { HYDRATED_ATTRIBUTE } from '../chrome/serverRendered';

/** Set on a button tapped before its element hydrated, until the tap is replayed. */
const PRESSED_ATTRIBUTE = 'data-pressed';

/**
 * Script text, for the after-paint loader to run where it stands (before the page's first frame):
 * no tap on the server-rendered chrome is lost before hydration (issue 36). Links and forms work
 * without script; a `type="button"` button does nothing until React runs. A click on one, in an
 * element not yet hydrated, is taken here instead: the button shows it was pressed at once, the
 * bundle is asked for at once (`go`, the loader's), and once that element has hydrated the button
 * is focused and clicked again, now with its handler. Only the last such tap is replayed: a
 * visitor who tapped twice, or tapped one control and then another, meant the last one.
 *
 * React is kept from the tap while it hydrates (the tap stops here), so the control does not act
 * twice; after hydration nothing is taken. If hydration replaced the button, its namesake by
 * position in the shadow root is clicked. `d` is the document, reached through prototypes because
 * a named element can shadow its methods; the pressed look is an inline style, as the loader's
 * text, not the bundle's budget, pays for it.
 */
export const earlyTaps =
  'var t;EventTarget.prototype.addEventListener.call(d,"click",function(e){' +
  'for(var p=e.composedPath(),i=0,b,h;i<p.length&&!h;i++){var n=p[i];if(!b){if(n.localName==="button")b=n}' +
  'else if(/^(site-header|site-footer|consent-banner)$/.test(n.localName))h=n}' +
  `if(!h||!h.shadowRoot||b.type!=="button"||h.hasAttribute("${HYDRATED_ATTRIBUTE}"))return;` +
  'e.stopImmediatePropagation();if(t)t.x();' +
  'var r=h.shadowRoot,k=Array.prototype.indexOf.call(r.querySelectorAll("button"),b),s=b.style;' +
  `b.setAttribute("${PRESSED_ATTRIBUTE}","");s.setProperty("background","color-mix(in srgb,currentColor 25%,transparent)");s.setProperty("cursor","progress");` +
  `t={h:h,b:b,k:k,x:function(){b.removeAttribute("${PRESSED_ATTRIBUTE}");s.removeProperty("background");s.removeProperty("cursor")}};go();` +
  `new MutationObserver(function(m,w){if(!h.hasAttribute("${HYDRATED_ATTRIBUTE}"))return;w.disconnect();if(!t||t.h!==h)return;` +
  'var y=t.b.isConnected?t.b:r.querySelectorAll("button")[t.k];t.x();t=null;if(y){y.focus();y.click()}' +
  `}).observe(h,{attributeFilter:["${HYDRATED_ATTRIBUTE}"]})},true);`;
