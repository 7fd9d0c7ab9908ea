export { endpointsSlice, endpointDefaults, selectEndpoints, type EndpointSettings } from './endpointsSlice';
export { send, request, requestJson, type RequestOptions } from './http';
export { HttpError, type HttpErrorKind } from './httpErrors';
export { queryGraph, GraphError, type GraphRequest, type GraphResult } from './graphql';
export { selectAdBlockStatus, type AdBlockStatus } from './adBlockSlice';
