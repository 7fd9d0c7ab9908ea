import { expect, waitUntil } from '@open-wc/testing';
import { useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { lazyComponent, preloadLazyComponents } from '../../src/chrome';
import { mount, type Mounted } from '../helpers/mount';

/** A module promise the test resolves when it chooses: a chunk still on its way. */
function pendingModule<P extends object>(component: (props: P) => ReactNode) {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  let requests = 0;
  const load = async () => {
    requests += 1;
    await arrived;
    return component;
  };
  return { load, arrive, requests: () => requests };
}

function Greeting({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" className="greeting" onClick={() => { setCount(count + 1); }}>
      Hello {name} {count}
    </button>
  );
}

describe('lazyComponent', () => {
  let view: Mounted | undefined;
  afterEach(() => {
    view?.unmount();
    view = undefined;
  });

  it('shows its fallback while the code loads, then the component, keeping its state across renders', async () => {
    const chunk = pendingModule(Greeting);
    const Lazy = lazyComponent(chunk.load, <p className="waiting">…</p>);
    view = mount(<Lazy name="Ada" />);
    await waitUntil(() => view?.container.querySelector('.waiting'), 'no fallback while loading');
    chunk.arrive();
    await waitUntil(() => view?.container.querySelector('.greeting'), 'the component never came');
    const button = view.container.querySelector<HTMLButtonElement>('.greeting') as HTMLButtonElement;
    button.click();
    await waitUntil(() => button.textContent === 'Hello Ada 1');
    expect(view.container.querySelector('.waiting')).to.equal(null);
    expect(chunk.requests(), 'one fetch for every render').to.equal(1);
  });

  it('gives a fallback component the same props', async () => {
    const chunk = pendingModule(Greeting);
    const Lazy = lazyComponent(chunk.load, ({ name }: { name: string }) => <p className="waiting">{name}</p>);
    view = mount(<Lazy name="Grace" />);
    await waitUntil(() => view?.container.querySelector('.waiting')?.textContent === 'Grace');
    chunk.arrive();
    await waitUntil(() => view?.container.querySelector('.greeting'));
  });

  it('renders synchronously once preloadLazyComponents() has loaded it, as the server renderer needs', async () => {
    const chunk = pendingModule(Greeting);
    const Lazy = lazyComponent(chunk.load, <p className="waiting">…</p>);
    expect(renderToString(<Lazy name="Ada" />), 'before loading: the fallback').to.contain('…').and.not.contain('Hello');
    const preloaded = preloadLazyComponents();
    chunk.arrive();
    await preloaded;
    expect(renderToString(<Lazy name="Ada" />)).to.contain('Hello').and.contain('Ada').and.not.contain('…');
  });

  it('tries again after a failed load', async () => {
    let attempts = 0;
    const Lazy = lazyComponent(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting);
    });
    let failed = false;
    await Lazy.preload().catch(() => {
      failed = true;
    });
    expect(failed).to.equal(true);
    await Lazy.preload();
    expect(renderToString(<Lazy name="Ada" />)).to.contain('Hello');
    expect(attempts).to.equal(2);
  });
});
