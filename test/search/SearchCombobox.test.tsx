import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createRoot } from 'react-dom/client';
import { ChromeRoot } from '../../src/chrome';
import { SearchBar } from '../../src/search';
import { queryChanged } from '../../src/search/searchSlice';
import type { AppStore } from '../../src/store';
import { makeStore } from '../../src/store/store';
import { recordingFetch } from './helpers';

describe('<SearchCombobox> handed from one store to another', () => {
  // Hydration renders with a store of its own, built as the server's was, then with the page's
  // (chrome/hydration.ts). The page's store learns the text typed before the script ran, but a key
  // typed after that and before the page's store is rendered went to the first store: the box was
  // then written back to the page's older text, and the key was lost (issue 36).
  it('keeps what the box holds, and the page store learns it', async () => {
    const services = { fetch: recordingFetch().spy };
    const hydratedWith = makeStore({ services });
    const page = makeStore({ services });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const render = (store: AppStore) => {
      root.render(
        <ChromeRoot section="Test" store={store}>
          <SearchBar />
        </ChromeRoot>,
      );
    };
    try {
      render(hydratedWith);
      await waitUntil(() => container.querySelector('.search-input'), 'the box renders');
      const box = container.querySelector<HTMLInputElement>('.search-input') as HTMLInputElement;
      box.focus();
      await sendKeys({ type: 'alie' });
      // What the page's store was told a moment before the last key.
      page.dispatch(queryChanged('ali'));
      render(page);
      await waitUntil(() => page.getState().search.query === 'alie', 'the page store learns the last key');
      expect(box.value).to.equal('alie');
      await sendKeys({ type: 'n' });
      expect(box.value).to.equal('alien');
      // A key's text goes to the store after the key has painted.
      await waitUntil(() => page.getState().search.query === 'alien', 'the page store learns the next key');
      // The store's own changes still reach the box (a cleaned box).
      page.dispatch(queryChanged(''));
      await waitUntil(() => box.value === '', 'the store empties the box');
    } finally {
      root.unmount();
      container.remove();
    }
  });
});
