import { onPage } from './pageLocation';

/** Page navigation, as one object so tests can watch it (location.assign cannot be stubbed). */
export const navigation = {
  /** Goes to `url`, a path resolved against the page's location, never an injected `<base>`. */
  assign(url: string): void {
    location.assign(onPage(url));
  },
};
