// The functions the package's main entry exports (src/marquee.ts re-exports this module), as hosts
// import them: npm run build writes their typings to types/api.d.ts from here (rollup.types.config.mjs).
export { initialise } from '../chrome';
export { registerTrackerScript } from '../consent';
