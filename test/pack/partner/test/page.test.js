import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { cleanup, loadPage, receivedEvents, setFault, waitFor } from 'marquee-site-chrome/testing';

afterEach(cleanup);

it('our page as we serve it: the banner asks, and our tracker runs once the visitor accepts', async () => {
  const page = await loadPage('/index.html');
  // The page names the main site's endpoints; in the test its calls go to the kit's backend.
  expect(page.endpoints).to.deep.include({ tag: 'consent-banner', attribute: 'graph-endpoint', value: 'https://www.example.com/graphql' });
  const accept = await waitFor(
    () => [...(page.banner?.shadowRoot?.querySelectorAll('button') ?? [])].find((button) => button.textContent === 'Accept'),
    'the banner asked nothing',
  );
  expect(document.querySelector('#tracking')?.textContent).to.equal('off');
  accept.click();
  await waitFor(() => document.querySelector('#tracking')?.textContent === 'on', 'our tracker did not run');
});

it('our page with the suggestions down: the search box still takes a query', async () => {
  await setFault({ endpoint: 'suggestion', status: 503 });
  const { header } = await loadPage('/index.html');
  const box = /** @type {HTMLInputElement} */ (header?.shadowRoot?.querySelector('[role="combobox"]'));
  box.focus();
  await sendKeys({ type: 'alien' });
  await waitFor(async () => (await receivedEvents('fault')).some((e) => e.summary === 'fault suggestion: status 503'), 'no suggestion request failed');
  expect(box.value).to.equal('alien');
});

it('our links are the main site\'s: the page names it in site-origin and lists it in its head', async () => {
  const { header, footer } = await loadPage('/index.html');
  const links = [header, footer].flatMap((element) => [...(element?.shadowRoot?.querySelectorAll('a[href]') ?? [])]);
  const origins = links.map((link) => new URL(/** @type {HTMLAnchorElement} */ (link).href).origin);
  expect(origins.filter((origin) => origin === location.origin), 'links left on our own site').to.deep.equal([]);
  expect(origins.filter((origin) => origin === 'https://www.example.com').length, 'links to the main site').to.be.above(20);
});
