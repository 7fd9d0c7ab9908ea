import { expect, waitUntil } from '@open-wc/testing';
import { searchStyles } from '../../src/search';
import { makeStore } from '../../src/store/store';
import { afterNextPaint } from '../../src/ui/afterNextPaint';
import { recordingFetch, renderSearch } from './helpers';

describe('<SearchCombobox>: the store follows the box’s focus after its frame (issue 73)', () => {
  it('a tap into the box paints before the store hears it; a blur and a focus within one frame tell the last alone', async () => {
    // Rendered in the light DOM: the styles that show the form on a wide screen go on the document.
    const sheet = searchStyles.styleSheet as CSSStyleSheet;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    const search = renderSearch({ store: makeStore({ services: { fetch: recordingFetch().spy } }) });
    try {
      await waitUntil(search.input, 'never rendered');
      const box = search.input() as HTMLInputElement;
      const focused = () => search.store.getState().search.focused;
      /** Each change of `focused` the store's subscribers heard. */
      const heard: boolean[] = [];
      const unsubscribe = search.store.subscribe(() => {
        if (heard.at(-1) !== focused()) heard.push(focused());
      });
      try {
        box.focus();
        expect(focused(), 'in the focus’s own task').to.equal(false);
        await waitUntil(focused, 'the store never heard the focus');

        // Away and back, then away, in one task: one change, to the state the box is left in.
        box.blur();
        box.focus();
        box.blur();
        expect(focused(), 'in the blur’s own task').to.equal(true);
        await afterNextPaint();
        await afterNextPaint();
        expect(focused()).to.equal(false);
        expect(heard).to.deep.equal([true, false]);
      } finally {
        unsubscribe();
      }
    } finally {
      search.unmount();
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    }
  });
});
