import { expect } from '@open-wc/testing';
import { failedParts, isHydrated, isRendered } from '../../testing/ready.js';

/**
 * A page as the server sends it: the element's content is there (declarative shadow DOM, marked
 * data-marquee-ssr) before the bundle defines the element, and stays the server's HTML until the
 * element hydrates it and marks itself data-hydrated (src/chrome/serverRendered.ts).
 */
function serverRendered(tag: string): HTMLElement {
  const element = document.createElement(tag);
  element.attachShadow({ mode: 'open' }).innerHTML = '<div data-marquee-ssr="{}"><div class="chrome-root" lang="de-DE" aria-busy="false"><a href="/">Anmelden</a></div></div>';
  document.body.append(element);
  return element;
}

describe('marquee-site-chrome/testing: when an element counts as rendered', () => {
  it('not while the server\'s HTML waits for the element to be defined, nor until it is hydrated', () => {
    const element = serverRendered('ready-test-header');
    try {
      expect(isHydrated(element), 'undefined').to.equal(false);
      expect(isRendered(element, 'de-DE'), 'undefined').to.equal(false);
      customElements.define('ready-test-header', class extends HTMLElement {});
      expect(isHydrated(element), 'defined, not hydrated').to.equal(false);
      expect(isRendered(element, 'de-DE'), 'defined, not hydrated').to.equal(false);
      element.setAttribute('data-hydrated', '');
      expect(isHydrated(element), 'hydrated').to.equal(true);
      expect(isRendered(element, 'de-DE'), 'hydrated').to.equal(true);
      expect(isRendered(element, 'en-US'), 'another locale').to.equal(false);
    } finally {
      element.remove();
    }
  });

  it('an element that says it is ready without a part (issue 72): hydrated and rendered, the part named; none named otherwise', () => {
    const element = serverRendered('ready-test-banner');
    try {
      customElements.define('ready-test-banner', class extends HTMLElement {});
      expect(failedParts(element), 'nothing failed yet').to.deep.equal([]);
      expect(failedParts(null)).to.deep.equal([]);
      element.setAttribute('data-marquee-failed', 'hydration content');
      element.setAttribute('data-hydrated', '');
      expect(isHydrated(element)).to.equal(true);
      expect(isRendered(element, 'de-DE')).to.equal(true);
      expect(failedParts(element)).to.deep.equal(['hydration', 'content']);
    } finally {
      element.remove();
    }
  });

  it('a client-rendered element once defined, its root there, not busy, and no part loading', () => {
    const element = document.createElement('ready-test-footer');
    const root = element.attachShadow({ mode: 'open' });
    document.body.append(element);
    try {
      customElements.define('ready-test-footer', class extends HTMLElement {});
      expect(isHydrated(element), 'nothing came from a server').to.equal(true);
      expect(isRendered(element), 'no root yet').to.equal(false);
      root.innerHTML = '<div class="chrome-root" aria-busy="true"></div>';
      expect(isRendered(element), 'busy').to.equal(false);
      root.innerHTML = '<div class="chrome-root" aria-busy="false"><template data-marquee-loading></template></div>';
      expect(isRendered(element), 'a part loading').to.equal(false);
      root.innerHTML = '<div class="chrome-root" aria-busy="false"></div>';
      expect(isRendered(element)).to.equal(true);
    } finally {
      element.remove();
    }
  });
});
