import { executeServerCommand } from '@web/test-runner-commands';

/** An sRGB colour with alpha, 0–255 and 0–1. */
type Rgba = [number, number, number, number];

/** A computed colour (`rgb(…)` or `rgba(…)`, what every engine computes a colour to here). */
export function parseColor(css: string): Rgba {
  const parts = /^rgba?\(([^)]+)\)$/.exec(css.trim())?.[1]?.split(/[\s,/]+/).filter(Boolean).map(Number);
  if (!parts || parts.length < 3 || parts.some(Number.isNaN)) throw new Error(`not a computed rgb() colour: ${css}`);
  const [r = 0, g = 0, b = 0, a = 1] = parts;
  return [r, g, b, a];
}

/** `top` painted over an opaque `under`. */
const over = ([r, g, b, a]: Rgba, [ur, ug, ub]: Rgba): Rgba => [r * a + ur * (1 - a), g * a + ug * (1 - a), b * a + ub * (1 - a), 1];

/** The element's parent in the flat tree: across a shadow root to its host. */
const parentOf = (element: Element): Element | null => {
  const root = element.getRootNode();
  return element.parentElement ?? (root instanceof ShadowRoot ? root.host : null);
};

/**
 * The opaque colour behind an element's content: its own background and its ancestors', painted
 * over each other up to the first opaque one (the page's white where none is). Our panels paint a
 * background of their own, so a panel in the top layer ends the walk as it should.
 */
export function backgroundBehind(element: Element): Rgba {
  const layers: Rgba[] = [];
  for (let at: Element | null = element; at; at = parentOf(at)) {
    const layer = parseColor(getComputedStyle(at).backgroundColor);
    if (layer[3] > 0) layers.push(layer);
    if (layer[3] === 1) break;
  }
  return layers.reduceRight<Rgba>((under, layer) => over(layer, under), [255, 255, 255, 1]);
}

const luminance = ([r, g, b]: Rgba) => {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

/** WCAG's contrast ratio of two colours, the first painted over the second where it is not opaque. */
export function contrastRatio(top: Rgba, under: Rgba): number {
  const [a, b] = [luminance(over(top, under)), luminance(under)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * Forced colours on or off, as a contrast theme turns them on; false where the browser cannot
 * emulate them (test/browsers.mjs: only CDP can, in Chromium).
 */
export async function forceColors(active: boolean): Promise<boolean> {
  const done = (await executeServerCommand('marquee-forced-colors', { active })) === true;
  if (done) await new Promise(requestAnimationFrame);
  return done && matchMedia('(forced-colors: active)').matches === active;
}
