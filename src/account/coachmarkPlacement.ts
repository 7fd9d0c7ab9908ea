/** Spec §9: the coachmark keeps at least this much space from the viewport's edges. */
export const COACHMARK_EDGE_SPACE = 8;
/** Spec §9: width of the arrow that points at 'Sign In'. */
export const COACHMARK_ARROW_WIDTH = 24;

export interface Placement {
  /** Offset of the coachmark's left edge from its positioned container's, in px. */
  left: number;
  /** Where the arrow's centre sits, in px from the coachmark's left edge. */
  arrow: number;
}

/**
 * Places the coachmark under its anchor: the arrow at the anchor's centre, the box ending just past
 * it on the inline-end side (the start side in RTL), then pushed back inside the viewport so that
 * at least COACHMARK_EDGE_SPACE px stay free on both sides. Physical coordinates throughout.
 */
export function placeCoachmark(
  anchor: DOMRectReadOnly,
  container: DOMRectReadOnly,
  width: number,
  viewportWidth: number,
  rtl: boolean,
): Placement {
  const centre = anchor.left + anchor.width / 2;
  const overhang = 2 * COACHMARK_ARROW_WIDTH;
  const wanted = rtl ? centre - overhang : centre + overhang - width;
  const left = Math.max(COACHMARK_EDGE_SPACE, Math.min(wanted, viewportWidth - COACHMARK_EDGE_SPACE - width));
  const half = COACHMARK_ARROW_WIDTH / 2;
  // The arrow stays on the box even if the anchor is somehow off it.
  const arrow = Math.max(half + 4, Math.min(centre - left, width - half - 4));
  return { left: left - container.left, arrow };
}
