import { expect } from '@open-wc/testing';
import { clearFaults, endpointsElsewhere, receivedEvents, setFault } from '../../testing/backend.js';

/** An element of the chrome's tag with these attributes, not upgraded: setFault reads attributes only. */
function tag(name: string, attributes: Record<string, string>): HTMLElement {
  const element = document.createElement(name);
  for (const [attribute, value] of Object.entries(attributes)) element.setAttribute(attribute, value);
  document.body.append(element);
  return element;
}

describe('marquee-site-chrome/testing: setFault on a page whose elements name their endpoints', () => {
  afterEach(async () => {
    for (const element of document.querySelectorAll('site-header, site-footer, consent-banner')) element.remove();
    await clearFaults();
  });

  it('throws, naming the element and attribute, when the endpoint is another server, and sets nothing', async () => {
    tag('consent-banner', { 'graph-endpoint': 'https://www.example.com/graphql' });
    let error: unknown;
    try {
      await setFault({ endpoint: 'graphql', status: 503 });
    } catch (thrown) {
      error = thrown;
    }
    expect(String(error)).to.include('<consent-banner graph-endpoint="https://www.example.com/graphql">');
    expect(String(error)).to.include('loadPage()');
    const faults = (await (await fetch('/__faults')).json()) as { faults: Record<string, unknown> };
    expect(faults.faults).to.deep.equal({});
  });

  it('throws for a path of this origin that the backend does not answer, and for any stage\'s logging host', () => {
    tag('site-header', { 'tracking-endpoint': '/my/tracking/', 'logging-endpoint-beta': 'https://log.beta.example.com/' });
    expect(endpointsElsewhere('tr')).to.deep.equal(['<site-header tracking-endpoint="/my/tracking/">']);
    expect(endpointsElsewhere('logging')).to.deep.equal(['<site-header logging-endpoint-beta="https://log.beta.example.com/">']);
  });

  it('sets the fault when the elements call the backend: defaults, its own paths with a query, this origin, another endpoint elsewhere', async () => {
    tag('site-header', {
      'graph-endpoint': '/graphql?host=prod',
      'suggestion-host': location.origin,
      'tracking-endpoint': `${location.origin}/tr/`,
      'error-endpoint': 'https://errors.example.com/',
      'weblab-endpoint': 'http://[', // refused by the element, which then calls its default
    });
    await setFault({ endpoint: 'graphql', status: 503 });
    await setFault({ endpoint: 'suggestion', status: 500 });
    await setFault({ endpoint: 'tr', status: 500 });
    await setFault({ endpoint: 'weblab', status: 500 });
    const answer = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' });
    expect(answer.status).to.equal(503);
    expect((await receivedEvents('fault')).length).to.be.greaterThan(0);
  });
});
