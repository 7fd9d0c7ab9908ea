/**
 * The close buttons' icon (the navigation drawer's, the language drawer's, the coachmarks'), drawn
 * as ./icons.tsx's Icon draws one. Only parts loaded on demand show it, and all of them load the
 * English of such parts: it is in that shared chunk (rollup.config.mjs), not in the up-front bundle
 * with the bar's own icons.
 */
export function CloseIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path fill="currentColor" d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
    </svg>
  );
}
