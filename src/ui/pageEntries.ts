import { createContext } from 'react';

/**
 * How many times the visitor has come to the page anew (back/forward cache, single-page
 * navigation): a panel open in local state closes when it changes. The chrome root provides it
 * from the store; a primitive used alone sees 0.
 */
export const PageEntriesContext = createContext(0);
