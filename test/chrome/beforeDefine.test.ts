import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import sinon from 'sinon';
import { chromeElement, initialise, stringAttribute } from '../../src/chrome';
import { siteFooterDefinition } from '../../src/footer';
import { siteHeaderDefinition } from '../../src/header';
import { allowOrigins } from '../helpers/allowOrigins';
import { rendered, shadowOf } from '../helpers/shadow';

/**
 * Settings a page gives before the chrome's script has defined the elements: a bundler host that
 * loads the chrome lazily, after its framework's first render. Each test has tags of its own, not
 * yet defined, made as elements/ makes <site-header> and <site-footer>.
 */
let next = 0;
function later(definition: typeof siteHeaderDefinition | typeof siteFooterDefinition = siteHeaderDefinition) {
  next += 1;
  const tag = `later-${definition.tag}-${String(next)}`;
  const define = () => {
    customElements.define(tag, class extends chromeElement(definition as typeof siteHeaderDefinition) {});
  };
  return { tag, define };
}

type Settings = Record<string, unknown>;
const settings = (element: Element) => element as unknown as Settings;

/** The header shows the visitor signed in, with this watchlist count. */
async function signedInWith(element: Element, count: string) {
  await rendered(element, '.navbar');
  await waitUntil(
    () => shadowOf(element).querySelector('.login-state')?.getAttribute('data-logged-in') === 'true' && shadowOf(element).querySelector('.count')?.textContent === count,
    `<${element.localName}> does not show a signed-in visitor with ${count} on the watchlist; it shows "${shadowOf(element).textContent}"`,
  );
}

async function signedOut(element: Element) {
  await waitUntil(() => shadowOf(element).querySelector('.login-state')?.getAttribute('data-logged-in') === 'false', `<${element.localName}> still shows a signed-in visitor`);
}

async function onPage(element: Element) {
  const page = await fixture(html`<div></div>`);
  page.append(element);
  return element;
}

describe('settings given before the element is defined', () => {
  afterEach(() => {
    sinon.restore();
  });

  it('[EL-06] a property set before the element is defined survives its upgrade', async () => {
    const { tag, define } = later();
    const header = await onPage(document.createElement(tag));
    Object.assign(header, { isLoggedIn: true, username: 'ada', watchlistCount: 3 });
    define();
    await signedInWith(header, '3');
    expect(settings(header).watchlistCount).to.equal(3);
    expect(Object.hasOwn(header, 'watchlistCount'), 'still an own property hiding the accessor').to.equal(false);
    expect(header.getAttribute('watchlist-count')).to.equal('3');
    settings(header).watchlistCount = 5;
    await signedInWith(header, '5');
  });

  it('[EL-06] a property set before the element is defined is there when script initialises it off the page', async () => {
    const { tag, define } = later(siteFooterDefinition);
    const footer = document.createElement(tag);
    settings(footer).currentYear = 2031;
    define();
    expect(initialise(footer)).to.equal(true);
    await waitUntil(() => shadowOf(footer).textContent.includes('1990-2031'), `the footer rendered "${shadowOf(footer).textContent.slice(0, 200)}"`);
    expect(settings(footer).currentYear).to.equal(2031);
    expect(footer.getAttribute('current-year')).to.equal('2031');
  });

  it('[EL-06] attributes written under the property\'s name before the element is defined take effect', async () => {
    const { tag, define } = later();
    const header = document.createElement(tag);
    // What React 19 writes on an element it does not know: the prop's name, which HTML lowercases.
    header.setAttribute('isLoggedIn', '');
    header.setAttribute('watchlistCount', '3');
    header.setAttribute('graphEndpoint', 'https://api.example.com/graphql');
    // Another origin, which the page allows.
    const disallow = allowOrigins('https://api.example.com');
    try {
      await onPage(header);
      expect(header.hasAttribute('isloggedin')).to.equal(true);
      define();
      await signedInWith(header, '3');
      expect(settings(header).isLoggedIn).to.equal(true);
      expect(settings(header).graphEndpoint).to.equal('https://api.example.com/graphql');
    } finally {
      disallow();
    }
  });

  it('[EL-06] attributes written under the property\'s name after the element is defined take effect, and removing one restores the default', async () => {
    const { tag, define } = later();
    define();
    const header = await onPage(document.createElement(tag));
    await rendered(header, '.navbar');
    header.setAttribute('isloggedin', '');
    header.setAttribute('watchlistcount', '7');
    await signedInWith(header, '7');
    header.removeAttribute('watchlistcount');
    await waitUntil(() => !shadowOf(header).querySelector('.count'), 'the count stayed');
    expect(settings(header).watchlistCount).to.equal(0);
    header.setAttribute('isloggedin', 'false');
    await signedOut(header);
  });

  it('[EL-06] the kebab-case attribute wins over the property\'s name; setting the property replaces what that name said', async () => {
    const { tag, define } = later();
    const header = document.createElement(tag);
    header.setAttribute('is-logged-in', '');
    header.setAttribute('watchlist-count', '2');
    header.setAttribute('watchlistcount', '9');
    await onPage(header);
    define();
    await signedInWith(header, '2');
    header.removeAttribute('watchlist-count');
    await signedInWith(header, '9');
    settings(header).watchlistCount = 4;
    expect(header.hasAttribute('watchlistcount'), 'the older value under the property\'s name').to.equal(false);
    expect(header.getAttribute('watchlist-count')).to.equal('4');
    await signedInWith(header, '4');
    settings(header).watchlistCount = null;
    expect(settings(header).watchlistCount).to.equal(0);
  });

  it('[EL-06] a bad value under the property\'s name is one console error naming what was written', async () => {
    const error = sinon.stub(console, 'error');
    const { tag, define } = later();
    const header = document.createElement(tag);
    header.setAttribute('watchlistCount', 'lots');
    await onPage(header);
    define();
    await rendered(header, '.navbar');
    expect(settings(header).watchlistCount).to.equal(0);
    const about = error.getCalls().map((call) => String(call.args[0])).filter((m) => m.includes('watchlistcount'));
    expect(about).to.deep.equal(['[marquee] <site-header>: invalid watchlistcount="lots"; using 0.']);
  });

  it('[EL-06] a React 19 host that renders before the element is defined keeps its props', async () => {
    const { tag, define } = later();
    const page = await fixture(html`<div></div>`);
    const root = createRoot(page);
    const render = (props: Settings) => {
      flushSync(() => {
        root.render(createElement(tag, props));
      });
    };
    try {
      render({ isLoggedIn: true, username: 'ada', watchlistCount: 3 });
      const header = page.firstElementChild as HTMLElement;
      expect(header.getAttribute('watchlistcount'), 'React wrote the prop as an attribute').to.equal('3');
      define();
      await signedInWith(header, '3');
      // Defined now: React sets properties, and the attributes it wrote before give way.
      render({ isLoggedIn: true, username: 'ada', watchlistCount: 5 });
      await signedInWith(header, '5');
      expect(header.hasAttribute('watchlistcount')).to.equal(false);
      render({ isLoggedIn: false, username: 'ada', watchlistCount: 5 });
      await signedOut(header);
      render({ username: 'ada', watchlistCount: 5 });
      await signedOut(header);
    } finally {
      root.unmount();
    }
  });

  it('[EL-06] a property name two settings share is refused with an error that says what to write', async () => {
    const error = sinon.stub(console, 'error');
    const tag = 'later-ambiguous-element';
    customElements.define(
      tag,
      class extends chromeElement({ tag, attributes: { fooBar: stringAttribute('a'), foobAr: stringAttribute('b') }, component: () => null, styles: [], section: 'test' }) {},
    );
    const element = await onPage(document.createElement(tag));
    element.setAttribute('fooBar', 'x');
    expect([settings(element).fooBar, settings(element).foobAr]).to.deep.equal(['a', 'b']);
    // (Told a moment later: the words load when there is something to say, src/chrome/elementMessages.ts.)
    await waitUntil(() => error.callCount > 0, 'nothing was told');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(error.callCount).to.equal(1);
    expect(String(error.firstCall.args[0])).to.equal(
      `[marquee] <${tag}>: foobar="x" is ignored, as it could mean foo-bar or foob-ar: write that attribute instead.`,
    );
    element.setAttribute('foo-bar', 'y');
    expect(settings(element).fooBar).to.equal('y');
  });
});
