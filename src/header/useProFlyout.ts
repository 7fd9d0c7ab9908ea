import { useState } from 'react';
import { browserServices } from '../store/services';
import { fetchProFlyout, type ProFlyoutContent } from './proFlyoutApi';

export type ProFlyoutState = { status: 'idle' | 'loading' | 'failed' } | { status: 'loaded'; content: ProFlyoutContent };

// Each endpoint's content, loaded once per page whichever header wants it. The flyout's own
// business, in its own chunk: nothing of it loads before a page names an endpoint.
const loads = new Map<string, Promise<ProFlyoutContent>>();

function load(endpoint: string): Promise<ProFlyoutContent> {
  let content = loads.get(endpoint);
  if (!content) {
    content = fetchProFlyout(endpoint, browserServices.fetch);
    content.catch((error: unknown) => {
      console.error(`[marquee] The professional flyout could not be loaded from ${endpoint}.`, error);
    });
    loads.set(endpoint, content);
  }
  return content;
}

/**
 * The flyout's content for `endpoint` (spec §4), and the call that wants it: it loads the first
 * time it is wanted; a failed load is logged and the flyout shows nothing.
 */
export function useProFlyout(endpoint: string): [ProFlyoutState, () => void] {
  const [state, setState] = useState<ProFlyoutState>({ status: 'idle' });
  const want = () => {
    if (state.status !== 'idle') return;
    setState({ status: 'loading' });
    load(endpoint).then(
      (content) => {
        setState({ status: 'loaded', content });
      },
      () => {
        setState({ status: 'failed' });
      },
    );
  };
  return [state, want];
}
