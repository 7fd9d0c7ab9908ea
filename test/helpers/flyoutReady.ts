import { waitUntil } from '@open-wc/testing';

/**
 * Resolves once a flyout has what script adds to it (hover, arrow keys: src/ui/flyoutBehaviour.ts,
 * a chunk loaded as the flyout mounts). Until then hovering opens nothing, and a pointer already
 * resting on the button when it arrives opens nothing either, as for a visitor; a test that hovers
 * first waits for this.
 */
export async function flyoutReady(panel: Element): Promise<void> {
  await waitUntil(() => !panel.querySelector('[data-marquee-loading]'), 'the flyout behaviour never loaded', { timeout: 5000 });
}
