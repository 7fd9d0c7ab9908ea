export { chromeElement, defineOnce, type ChromeElement } from './chromeElement';
export { sharedAttributes, endpointAttributes } from './sharedAttributes';
export { sessionAttributes } from './sessionAttributes';
export { booleanAttribute, integerAttribute, jsonAttribute, oneOfAttribute, stringAttribute, urlAttribute, type AttributeSpec } from './attributes';
export { ChromeRoot } from './ChromeRoot';
export { GuardedSection } from './GuardedSection';
export { initialise } from './initialise';
export { lazyComponent, preloadLazyComponents, type LazyComponent } from '../ui/lazyComponent';
