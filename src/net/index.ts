// The HTTP and GraphQL clients (./http, ./httpErrors, ./graphql) are not re-exported: only calls
// loaded on demand use them (each feature's fooApi.ts), and a re-export here would put them in the
// chunk every element loads up front: rollup puts each static dependency of a module of that
// chunk into it, used or not (rollup.config.mjs, sharedChunk).
export { endpointsSlice, endpointDefaults, selectEndpoints, type EndpointSettings } from './endpointsSlice';
export { selectAdBlockStatus, type AdBlockStatus } from './adBlockSlice';
