import { answeredBannerGuard } from './answeredBannerGuard';
import { earlyTaps } from '../chrome/earlyTaps';

/** What the server tells the after-paint loader to load: paths or URLs, as the page names them. */
export interface AfterPaintOrders {
  /** The bundle, added as a module script. */
  bundle: string;
  /** The bundle's up-front files, added as module preloads. */
  preload: readonly string[];
  /**
   * Files added as module preloads once the bundle has run: the parts only some elements hydrate
   * with (the footer's content, the banner's question). Over a slow link each byte asked for beside
   * the bundle's shared code delays that code, which is all the header needs.
   */
  later?: readonly string[];
  /** The bundle's subresource-integrity hash, for a bundle from another origin. */
  integrity?: string;
  /** The page's CSP nonce, for the module script the loader adds. */
  nonce?: string;
}

/**
 * The after-paint loader: a classic inline script for the end of `<body>` on a page whose chrome
 * the server rendered. Once the first frame after it is drawn (a task posted from that frame's
 * animation callbacks; or after a second, in a tab that draws none) it adds the bundle itself,
 * which hydrates, and its up-front files as module preloads, all at once: the bundle first, as the
 * file that starts the rest (over HTTP/1.1, six at a time to a host, the last file named waits for
 * a connection; asked for last, it came in last, 0.07 s later on slow 4G). Asked for within that
 * frame's callbacks instead, the files were on their way while it was drawn, and hydration came
 * some 60 ms sooner on slow 4G at 4× CPU; but the frame paid for it, and once the head's prefetch
 * (chromeHeadTags `load: 'prefetch'`) had the shared code on its way from the parse, that gain was
 * gone (interactive after paint on slow 4G within the noise, 799 against 804 ms) and the frame's
 * cost was not: header painted over its floor on loopback, 1.03 against 1.17 (first view) and
 * 1.03 against 1.19 (repeat), 21 interleaved views a row (another run, 15 a row: 0.86 / 1.01
 * against 0.97 / 1.04). Adding all dozen files there had cost the frame 30–60 ms at 4× CPU.
 * Once the bundle has run, it preloads the `later` files.
 * Before that, where it stands, it hides a server-rendered question this session has answered
 * (answeredBannerGuard) and starts taking taps on the chrome's buttons that need script (the
 * banner's answers without answerForm), which it replays once their element has hydrated; the
 * first such tap asks for the bundle at once (earlyTaps).
 * Measured against an external after-paint module in the head (bench, 11–15 runs per row): the
 * module is run as the parser ends, before the first frame, and cost that frame 3–11%; this
 * script, parsed last and run in place, cost it nothing measurable.
 *
 * It takes its orders from its own text only, never from the page: markup a visitor could inject
 * (a comment field's `<img name="currentScript">`, `<form name="head">`, `<base href>`) cannot
 * point it elsewhere. So it reads no `document.currentScript` or `data-*` attributes, reaches the
 * document's head and `createElement` through `Document.prototype` (a named element shadows them on
 * `document`, not there), and resolves each path against `location` (unforgeable), not the base URL.
 * The text names its bundle, so its CSP hash (afterPaintLoaderHash) allows this loader for this
 * build and no copy that names another bundle.
 */
export function afterPaintLoader({ bundle, preload, later = [], integrity, nonce }: AfterPaintOrders): string {
  const orders = JSON.stringify({ bundle, preload, later, integrity, nonce }).replace(/</g, '\\u003c');
  return (
    '(function(o,d,P){' +
    answeredBannerGuard +
    'var gone=0,head=Object.getOwnPropertyDescriptor(P,"head").get.call(d),make=function(t){return P.createElement.call(d,t)},' +
    'at=function(u){return new URL(u,location.href).href},' +
    'preload=function(files){files.forEach(function(f){var l=make("link");l.rel="modulepreload";l.href=at(f);if(o.nonce)l.nonce=o.nonce;head.append(l)})},' +
    'go=function(){if(gone)return;gone=1;' +
    'var m=make("script");m.type="module";m.src=at(o.bundle);if(o.nonce)m.nonce=o.nonce;' +
    'if(o.integrity){m.integrity=o.integrity;m.crossOrigin="anonymous"}m.onload=function(){preload(o.later)};head.append(m);preload(o.preload)};' +
    earlyTaps +
    'requestAnimationFrame(function(){var c=new MessageChannel;c.port1.onmessage=go;c.port2.postMessage(0)});' +
    `setTimeout(go,1000)})(${orders},document,Document.prototype)`
  );
}
