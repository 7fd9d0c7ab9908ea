export { endpointsSlice, endpointDefaults, selectEndpoints, type EndpointSettings } from './endpointsSlice';
