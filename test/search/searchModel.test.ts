import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import { searchDismissed } from '../../src/search/searchSlice';
import { pageStore } from '../../src/store/store';
import { clearFaults, setFault } from '../helpers/backend';
import { rendered, shadowOf } from '../helpers/shadow';
import { listForTheBox, optionLabels, shownCategory } from './helpers';

/** The open category menu's categories (their labels), once its contents have loaded. */
async function openCategoryMenu(el: Element): Promise<HTMLLabelElement[]> {
  const button = await rendered<HTMLButtonElement>(el, '.search-category-button');
  const menu = shadowOf(el).querySelector('.search-category-menu') as HTMLElement;
  button.click();
  await waitUntil(() => menu.matches(':popover-open') && !menu.querySelector('[data-marquee-loading]'), 'the category menu opens');
  return [...menu.querySelectorAll('label')];
}

/** The form's submissions, held on the page; each as its fields. */
function holdSubmissions(form: HTMLFormElement): Record<string, string>[] {
  const sent: Record<string, string>[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    sent.push(Object.fromEntries([...new FormData(form).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name])));
  });
  return sent;
}

describe('<site-header> search model and categories (spec §3)', () => {
  before(async () => {
    await setFault({ endpoint: 'weblab', status: 503 });
  });
  after(async () => {
    await clearFaults();
  });
  afterEach(() => {
    sinon.restore();
    pageStore.dispatch(searchDismissed());
  });

  it('each category in the menu shows its own icon, hidden from assistive technology', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header></site-header>`);
    const categories = await openCategoryMenu(el);
    const icons = categories.map((b) => b.querySelector('svg'));
    expect(icons.map((icon) => icon?.dataset.icon)).to.deep.equal(['search', 'movie', 'tv', 'people', 'business', 'label']);
    expect(icons.every((icon) => icon?.getAttribute('aria-hidden') === 'true' && icon.querySelector('path')?.getAttribute('d'))).to.equal(true);
    // The icon names nothing: each choice is still named by its label alone.
    expect(categories.map((b) => b.textContent)).to.deep.equal(['All', 'Titles', 'TV Episodes', 'Celebs', 'Companies', 'Keywords']);
  });

  it('search-model: the form posts where the model says, with its fields, categories and "See all results"', async () => {
    const model = {
      formAction: '/search/all',
      formMethod: 'post',
      inputName: 'query',
      hiddenFields: [{ name: 'src', val: 'nav' }],
      queryTemplate: '/search/all?query={query}&exact=0',
      categories: ['tt', 'nm'],
    };
    const el = await fixture<SiteHeaderElement>(html`<site-header url-locale-prefix="/de" search-model=${JSON.stringify(model)}></site-header>`);
    const input = await rendered<HTMLInputElement>(el, '.search-input');
    const form = shadowOf(el).querySelector('form[role="search"]') as HTMLFormElement;
    expect(form.method).to.equal('post');
    expect(form.getAttribute('action')).to.equal(`${location.origin}/de/search/all`);
    expect(input.name).to.equal('query');
    const button = shadowOf(el).querySelector('.search-category-button') as HTMLButtonElement;
    await waitUntil(() => shownCategory(button) === 'Titles', 'All is not offered: the first category is chosen');
    expect((await openCategoryMenu(el)).map((b) => b.textContent)).to.deep.equal(['Titles', 'Celebs']);
    button.click();

    const submitted = holdSubmissions(form);
    input.focus();
    await sendKeys({ type: 'Alien' });
    await waitUntil(() => listForTheBox(shadowOf(el)) && optionLabels(shadowOf(el)).includes('Alien'), 'Titles suggests Alien');
    const seeAll = new URL([...shadowOf(el).querySelectorAll<HTMLAnchorElement>('[role="option"]')].at(-1)?.href ?? '');
    expect(seeAll.pathname).to.equal('/de/search/all');
    expect([seeAll.searchParams.get('query'), seeAll.searchParams.get('exact')]).to.deep.equal(['Alien', '0']);
    await sendKeys({ press: 'Enter' });
    expect(submitted).to.deep.equal([{ src: 'nav', s: 'tt', query: 'Alien' }]);
  });

  it('search-model: a malformed model is refused whole, with a message, and the site\'s own search stays', async () => {
    const error = sinon.stub(console, 'error');
    const bad = [
      '{"queryTemplate":"//{query}/", "inputName":"query"}',
      '{"formAction":"javascript:alert(1)"}',
      '{"categories":["tt","xx"]}',
      '{"hiddenFields":[{"name":""}]}',
      '{"hiddenFields":[null]}',
      '{"formMethod":"DELETE"}',
      'not json',
    ];
    for (const text of bad) {
      fixtureCleanup();
      const el = await fixture<SiteHeaderElement>(html`<site-header search-model=${text}></site-header>`);
      const input = await rendered<HTMLInputElement>(el, '.search-input');
      const form = shadowOf(el).querySelector('form[role="search"]') as HTMLFormElement;
      expect([form.method, form.getAttribute('action'), input.name], text).to.deep.equal(['get', `${location.origin}/find`, 'q']);
      expect(error.calledWithMatch(sinon.match(`invalid search-model=${JSON.stringify(text)}`)), text).to.equal(true);
    }
    expect((await openCategoryMenu(document.querySelector('site-header') as Element)).length).to.equal(6);
  });
});
