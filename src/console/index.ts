export { logValue } from './logValue';
