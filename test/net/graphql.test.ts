import { expect } from '@open-wc/testing';
import { GraphError, queryGraph } from '../../src/net/graphql';
import { clearFaults, lastEventId, receivedEvents, setFault } from '../helpers/backend';

const PROMPT_QUERY = `query PrivacyPrompt { privacyPrompt(type: CONSENT_PRIMARY) { privacyPrompt { id } } }`;

async function rejection(promise: Promise<unknown>): Promise<GraphError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(GraphError);
    return error as GraphError;
  }
  throw new Error('expected the call to fail');
}

describe('GraphQL client (spec §7, §8)', () => {
  afterEach(clearFaults);

  it('POSTs the query and variables as JSON with credentials and reads the data', async () => {
    const after = await lastEventId();
    const result = await queryGraph<{ privacyPrompt: { privacyPrompt: { id: string } | null } }>('/graphql', {
      query: PROMPT_QUERY,
      headers: { 'x-imdb-client-name': 'imdb-web-next-desktop-ConsentBanner' },
    });
    expect(result.errors).to.equal(undefined);
    expect(result.data?.privacyPrompt).to.have.property('privacyPrompt');
    const [received] = await receivedEvents('graphql', after);
    expect(received?.method).to.equal('POST');
    expect(received?.headers['content-type']).to.contain('application/json');
    expect(received?.headers['x-imdb-client-name']).to.equal('imdb-web-next-desktop-ConsentBanner');
  });

  it('[NET-03] times out with "GraphQL Request timed out after {n} miliseconds" and status 504', async () => {
    await setFault({ endpoint: 'graphql', latency: 400 });
    const error = await rejection(queryGraph('/graphql', { query: PROMPT_QUERY, timeout: 60 }));
    expect(error.message).to.equal('GraphQL Request timed out after 60 miliseconds');
    expect(error.status).to.equal(504);
  });

  it('rejects any status outside 0 and 200-399 with its status and text', async () => {
    await setFault({ endpoint: 'graphql', status: 503 });
    const error = await rejection(queryGraph('/graphql', { query: PROMPT_QUERY }));
    expect(error.status).to.equal(503);
    expect(error.message).to.equal('503 Service Unavailable');
    expect(error.statusText).to.equal('Service Unavailable');
  });

  it('parses only a body that starts with {', async () => {
    await setFault({ endpoint: 'graphql', garbage: true });
    const result = await queryGraph('/graphql', { query: PROMPT_QUERY });
    expect(result).to.deep.equal({});
  });

  it('rejects a network failure without an answer', async () => {
    await setFault({ endpoint: 'graphql', drop: true });
    const error = await rejection(queryGraph('/graphql', { query: PROMPT_QUERY }));
    expect(error.status).to.equal(undefined);
  });
});
