// The GraphQL client (./graphql) is not re-exported: only the consent call, loaded on demand, uses
// it, and a re-export here would put it in the chunk every element loads up front (rollup.config.mjs).
export { endpointsSlice, endpointDefaults, selectEndpoints, type EndpointSettings } from './endpointsSlice';
export { send, request, requestJson, type RequestOptions } from './http';
export { HttpError, type HttpErrorKind } from './httpErrors';
export { selectAdBlockStatus, type AdBlockStatus } from './adBlockSlice';
