import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ChromeRoot } from '../../src/chrome';
import type { AppStore } from '../../src/store';

export interface Mounted {
  container: HTMLElement;
  unmount(): void;
}

/** Renders React into a fresh container on the page. */
export function mount(ui: ReactNode): Mounted {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(ui);
  return {
    container,
    unmount() {
      root.unmount();
      container.remove();
    },
  };
}

/** Renders part of the chrome as an element would, inside ChromeRoot, with a store of the test's own. */
export function mountInChrome(store: AppStore, ui: ReactNode): Mounted {
  return mount(
    <ChromeRoot section="Test" store={store}>
      {ui}
    </ChromeRoot>,
  );
}
