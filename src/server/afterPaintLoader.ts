/**
 * The after-paint loader: a classic inline script for the end of `<body>` on a page whose chrome
 * the server rendered. After the first frame (or a second, in a tab that draws none) it names the
 * bundle's up-front files (`data-preload`, relative to `data-bundle`) as module preloads, all at
 * once, and adds the bundle (`data-bundle`, checked by `data-integrity` where given), which
 * hydrates. Measured against an external after-paint module in the head (bench, 11–15 runs per
 * row): the module is run as the parser ends, before the first frame, and cost that frame 3–11%;
 * this script, parsed last and run in place, cost it nothing measurable on a first or repeat view,
 * on loopback or slow 4G. Its text is the same on every page and in every build, so a strict CSP
 * can allow it by its hash (headTags' AFTER_PAINT_LOADER_HASH) where the page has no nonce to give it.
 */
export const AFTER_PAINT_LOADER =
  "(function(s,d){var go=function(){if(!s)return;var b=s.dataset,base=new URL(b.bundle,d.baseURI),m=d.createElement('script');" +
  "(b.preload||'').split(' ').forEach(function(f){if(!f)return;var l=d.createElement('link');l.rel='modulepreload';l.href=new URL(f,base).href;d.head.append(l)});" +
  "m.type='module';m.src=base.href;if(s.nonce)m.nonce=s.nonce;if(b.integrity){m.integrity=b.integrity;m.crossOrigin='anonymous'}d.head.append(m);s=null};" +
  'requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})(document.currentScript,document)';
