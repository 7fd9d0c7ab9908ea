// marquee-site-chrome/bundler: the all-in-one entry (src/marquee.ts) for hosts that bundle, built with
// react and react-dom left as imports, so the host's bundler resolves them to the host's one React
// (rollup.config.mjs `bundler`, docs/frameworks.md). The version check runs first.
import './reactVersion';

export * from '../marquee';
