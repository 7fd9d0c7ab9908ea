import { expect, fixture, html } from '@open-wc/testing';
import { nextTabbable } from '../../src/consent/nextTabbable';

/**
 * Where focus goes once the banner is answered (src/consent/nextTabbable.ts): what Tab would reach
 * after it, through the page and open shadow roots. <consent-banner>'s own test answers by keyboard.
 */
describe('nextTabbable', () => {
  it('finds what follows further up the page, inside another element\'s shadow root, and never what comes before', async () => {
    const page = await fixture<HTMLElement>(html`<div><a href="#before">before</a><div><span id="from"><a href="#own">its own</a></span><p>Text</p></div><div id="host"><a href="#light">light</a></div></div>`);
    const host = page.querySelector('#host') as HTMLElement;
    host.attachShadow({ mode: 'open' }).innerHTML = '<button type="button" hidden>hidden</button><a href="#inside">inside</a><slot></slot>';
    const from = page.querySelector('#from') as HTMLElement;
    expect(nextTabbable(from)?.getAttribute('href'), 'the shadow root before the host\'s children').to.equal('#inside');
    host.shadowRoot?.querySelector('a')?.remove();
    expect(nextTabbable(from)?.getAttribute('href'), 'then the host\'s own children').to.equal('#light');
    host.querySelector('a')?.remove();
    expect(nextTabbable(from), 'nothing after it: none, not what came before').to.equal(null);
  });

  it('goes on from a shadow root to its host\'s children, then to what follows the host', async () => {
    const page = await fixture<HTMLElement>(html`<div><div id="host"><a href="#light">light</a></div><a href="#after">after</a></div>`);
    const host = page.querySelector('#host') as HTMLElement;
    host.attachShadow({ mode: 'open' }).innerHTML = '<a href="#shadow-before">before</a><span id="from"></span><slot></slot>';
    const from = host.shadowRoot?.querySelector('#from') as HTMLElement;
    expect(nextTabbable(from)?.getAttribute('href')).to.equal('#light');
    host.querySelector('a')?.remove();
    expect(nextTabbable(from)?.getAttribute('href')).to.equal('#after');
  });
});
