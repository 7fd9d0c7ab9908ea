import { memo, useEffect } from 'react';
import type { AttributeSchema, AttributeValues } from './attributes';
import { ChromeRoot } from './ChromeRoot';
import type { ElementDefinition } from './elementDefinition';
import type { AppStore } from '../store/store';
import { PageLinkOriginContext, PageOriginContext } from '../links/pageOriginContext';

export type RenderedProps<S extends AttributeSchema> = AttributeValues<S> & {
  store?: AppStore;
  /** The state the server rendered with, for hydration to read (ChromeRoot). */
  serverState?: unknown;
  /** The page's origin as the server rendered with it (the server, and hydration); else the page's. */
  origin?: string;
  /** The origin the server wrote links absolute to, '' for none (the server, and hydration); else the page's. */
  linkOrigin?: string;
  /** Called after the first commit (in the browser only): how hydration knows it is done. */
  onRendered?: () => void;
  /** What the server rendered with beyond the attributes (the consent banner's prompt); for the component. */
  served?: unknown;
};

/**
 * What an element renders into its shadow root: its component inside ChromeRoot (the store, i18n
 * and the error boundary). One function for the browser and the server, so both render one tree;
 * `store` is the page's unless given (the server's); hydration gives the page's `serverState`.
 */
export function renderedElement<S extends AttributeSchema>({ section, component }: ElementDefinition<S>) {
  // Memoised: a render that changes no attribute (the one after hydration) reaches no part below
  // it, so none still waiting for its code to hydrate is re-rendered as its fallback.
  const Component = memo(component);
  return function Rendered({ store, serverState, origin, linkOrigin, onRendered, ...props }: RenderedProps<S>) {
    useEffect(() => {
      onRendered?.();
    }, [onRendered]);
    return (
      <PageOriginContext value={origin ?? null}>
        <PageLinkOriginContext value={linkOrigin ?? null}>
          <ChromeRoot section={section} store={store} serverState={serverState}>
            <Component {...(props as unknown as AttributeValues<S>)} />
          </ChromeRoot>
        </PageLinkOriginContext>
      </PageOriginContext>
    );
  };
}
