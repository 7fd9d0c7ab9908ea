import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import { lastEventId, receivedEvents } from '../helpers/backend';
import { rendered, shadowOf } from '../helpers/shadow';
import { atWidth } from '../helpers/viewport';

// Issue 27: a single-page site navigates without loading a page; the chrome follows it.
const returnPaths = (el: Element) =>
  [...shadowOf(el).querySelectorAll<HTMLAnchorElement>('a[href]')].map((a) => new URL(a.href).searchParams.get('u')).filter((u) => u !== null);

/** Page views the backend received since `after` for `path`. */
async function pageViewsOf(path: string, after: number) {
  const events = await receivedEvents('logging', after);
  return events.filter((event) => JSON.stringify(event.body).includes('RecordBusinessMetrics') && JSON.stringify(event.body).includes(`"pathInfo":"${path}"`));
}

/**
 * A pushState is seen only through the Navigation API; where the browser has none (WebKitGTK 2.50
 * here) a router tells the chrome by setting current-uri (docs/using-on-a-page.md), tested below.
 */
const withNavigationApi = (title: string, body: Mocha.AsyncFunc) =>
  'navigation' in window ? it(title, body) : it.skip(`${title} (skipped: this browser has no Navigation API)`);

describe('single-page navigation', () => {
  const start = location.href;
  afterEach(() => {
    history.replaceState(null, '', start);
  });

  withNavigationApi('a pushState navigation moves every link\'s u, closes the drawer, and logs no page view unasked', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header no-consent-banner></site-header>`);
    await waitUntil(() => returnPaths(el).length > 5 && returnPaths(el).every((u) => u === `${location.pathname}${location.search}`), 'links name the page');
    (await rendered<HTMLButtonElement>(el, 'button[aria-haspopup="dialog"], .hamburger')).click();
    await rendered(el, '.drawer:popover-open');
    const after = await lastEventId();

    history.pushState(null, '', '/title/tt0111161/?ref_=spa');

    await waitUntil(() => returnPaths(el).every((u) => u === '/title/tt0111161/?ref_=spa'), `links follow: ${JSON.stringify(returnPaths(el))}`);
    await waitUntil(() => shadowOf(el).querySelector('.drawer:popover-open') === null, 'the drawer closes');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await pageViewsOf('/title/tt0111161/', after)).to.have.length(0);
  });

  withNavigationApi('with page-view-on-navigation, each navigation logs one page view for its path; back (popstate) too', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header no-consent-banner page-view-on-navigation></site-header>`);
    await rendered(el, '.navbar');
    const after = await lastEventId();
    history.pushState(null, '', '/name/nm0000151/');
    await waitUntil(async () => (await pageViewsOf('/name/nm0000151/', after)).length === 1, 'a page view for the new path', { timeout: 4000 });
    history.pushState(null, '', '/chart/top/');
    history.back();
    await waitUntil(async () => (await pageViewsOf('/chart/top/', after)).length === 1, 'a page view for the pushed path', { timeout: 4000 });
    await waitUntil(async () => (await pageViewsOf('/name/nm0000151/', after)).length === 2, 'and one when back on the first', { timeout: 4000 });
  });

  it('a back or forward within the page (popstate) moves the links, in every browser', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header no-consent-banner></site-header>`);
    await waitUntil(() => returnPaths(el).length > 5);
    history.pushState(null, '', '/list/ls001/');
    history.pushState(null, '', '/list/ls002/');
    history.back();
    await waitUntil(() => returnPaths(el).every((u) => u === '/list/ls001/'), `links follow the back: ${JSON.stringify(returnPaths(el).slice(0, 2))}`);
  });

  it('a router that sets current-uri tells the chrome: links follow it and the drawer closes', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header no-consent-banner current-uri="/first/"></site-header>`);
    await waitUntil(() => returnPaths(el).length > 5 && returnPaths(el).every((u) => u === '/first/'));
    (await rendered<HTMLButtonElement>(el, 'button[aria-haspopup="dialog"], .hamburger')).click();
    await rendered(el, '.drawer:popover-open');
    el.setAttribute('current-uri', '/second/?s=tv');
    await waitUntil(() => returnPaths(el).every((u) => u === '/second/?s=tv'));
    await waitUntil(() => shadowOf(el).querySelector('.drawer:popover-open') === null, 'the drawer closes');
  });

  withNavigationApi('a pushState navigation closes the language drawer of a narrow header', async () => {
    await atWidth({ width: 800, height: 600 }, async () => {
      const el = await fixture<SiteHeaderElement>(html`<site-header no-consent-banner show-language-selector></site-header>`);
      (await rendered<HTMLButtonElement>(el, '.language-drawer-button')).click();
      await rendered(el, '.language-drawer:popover-open');
      history.pushState(null, '', '/title/tt0068646/');
      await waitUntil(() => shadowOf(el).querySelector('.language-drawer:popover-open') === null, 'the language drawer closes');
    });
  });
});
