import { version } from 'react';

/**
 * The bundler entries use the page's own React (docs/frameworks.md), which must be one the
 * chrome is written for: 19.2 or later (`useEffectEvent`). An older one is named, with what to
 * import instead, before anything renders.
 */
export const MINIMUM_REACT = [19, 2] as const;

export function supportsReact(found: string): boolean {
  const [major = 0, minor = 0] = found.split('.').map((part) => Number.parseInt(part, 10));
  return major > MINIMUM_REACT[0] || (major === MINIMUM_REACT[0] && minor >= MINIMUM_REACT[1]);
}

if (!supportsReact(version)) {
  console.error(
    `[marquee] marquee-site-chrome/bundler uses this page's React, which must be ${MINIMUM_REACT.join('.')} or later; it is ${version}. Import 'marquee-site-chrome' (or its element entries) instead: it brings its own React.`,
  );
}
