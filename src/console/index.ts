export { LOGGED_VALUE_MAX, logValue } from './logValue';
