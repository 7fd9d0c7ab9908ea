import { expect } from '@open-wc/testing';
import { freshVisitor } from '../consent/consentKit';
import { lastEventId, receivedEvents } from '../helpers/backend';
import { received, settle } from '../helpers/visitor';
import { askingPage } from './askingPage';

// A page view waits for consent (spec §4); a single-page site may move on meanwhile. The view is of
// the page the visitor landed on, as the site logs its own navigations (or asks, page-view-on-navigation).
describe('a page view held for consent, after the site has navigated (spec §3)', () => {
  const start = location.href;
  before(freshVisitor);
  after(async () => {
    history.replaceState(null, '', start);
    await freshVisitor();
  });

  it('[TRK-06] names the page it was due on: its path, query and ref_, not the page navigated to before the answer', async () => {
    // This page's own paths: the backend keeps what other test pages sent too.
    const landing = `/title/tt${String(Math.random()).slice(2, 9)}/`;
    history.replaceState(null, '', `${landing}?ref_=nv_landed`);
    const after = await lastEventId();
    const { answer } = await askingPage();
    history.pushState(null, '', `${landing}reviews/?ref_=spa_moved`);
    await settle();

    answer('Accept');
    await received('logging', after);
    await settle();
    const views = (await receivedEvents('logging', after)).filter((e) => e.query.ht === 'pageHit' && String(e.query.pi).startsWith(landing));
    expect(views.map((e) => [e.query.pi, e.query.qs, e.query.ref])).to.deep.equal([[landing, 'ref_=nv_landed', 'nv_landed']]);
  });
});
