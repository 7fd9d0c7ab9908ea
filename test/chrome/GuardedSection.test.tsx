import { expect, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import { GuardedSection } from '../../src/chrome';
import { makeStore } from '../../src/store/store';
import { mountInChrome, type Mounted } from '../helpers/mount';

function Broken(): never {
  throw new Error(`boom ${'x'.repeat(400)}`);
}

// The component alone; test/header/navBarBoundary.test.ts breaks the real bar and carries the tags.
describe('GuardedSection (spec §8)', () => {
  let view: Mounted | undefined;

  afterEach(() => {
    view?.unmount();
    sinon.restore();
  });

  it('renders nothing for a failed section, logs, and reports the error', async () => {
    const error = sinon.stub(console, 'error');
    const fetch = sinon.stub().resolves(new Response(null, { status: 204 }));
    const store = makeStore({ services: { fetch } });
    view = mountInChrome(
      store,
      <>
        <p className="sibling">still here</p>
        <GuardedSection name="NavBar">
          <p className="inside">never shown</p>
          <Broken />
        </GuardedSection>
      </>,
    );
    const { container } = view;
    await waitUntil(() => fetch.getCalls().some((c) => c.args[0] === '/api/_ajax/metrics/errors/'), 'no error report sent');
    expect(container.querySelector('.sibling')?.textContent).to.equal('still here');
    expect(container.querySelector('.inside')).to.equal(null);
    expect(error.getCalls().some((c) => String(c.args[0]).includes('NavBar failed to render'))).to.equal(true);

    const [url, init] = fetch.getCalls().map((c) => c.args as [string, RequestInit]).find(([u]) => u === '/api/_ajax/metrics/errors/') ?? [];
    expect(url).to.equal('/api/_ajax/metrics/errors/');
    if (!init) throw new Error('no error report');
    expect(init.method).to.equal('POST');
    const report = JSON.parse(init.body as string) as Record<string, string>;
    expect(report.subPageType, 'the page’s own sub page type').to.equal('main');
    expect(report.message).to.match(/^NavBar failed to render: boom x/);
    expect(report.message).to.have.length(300);
    expect(report.stack?.length).to.be.within(1, 500);
  });

  it('keeps the page alive when the error report cannot be sent', async () => {
    sinon.stub(console, 'error');
    const fetch = sinon.stub().rejects(new TypeError('Failed to fetch'));
    const store = makeStore({ services: { fetch } });
    const unhandled = sinon.spy();
    window.addEventListener('unhandledrejection', unhandled);
    view = mountInChrome(store, <Broken />);
    await waitUntil(() => fetch.called);
    await new Promise((resolve) => setTimeout(resolve, 20));
    window.removeEventListener('unhandledrejection', unhandled);
    expect(unhandled.called).to.equal(false);
  });
});
