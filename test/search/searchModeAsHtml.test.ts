import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { hydratedByReact } from '../helpers/hydratedByReact';
import { clickIn, hydrate, navigated, serverRenderedPage, type ServerRenderedPage as Page } from '../helpers/serverRenderedFrame';

/**
 * Issue 73 item 4: on a phone the search icon opens search mode as HTML (the form is a popover the
 * icon opens), with script off and before hydration, where it used to submit the empty form and load
 * the search page. The page is the build's server-rendered header in a 375 px frame (no script:
 * sandboxed without allow-scripts), driven by the pointer and keys.
 */

const formOf = (page: Page) => page.root.querySelector<HTMLFormElement>('.search-form') as HTMLFormElement;
const part = (page: Page, selector: string) => page.root.querySelector(selector) as HTMLElement;
const boxOf = (page: Page) => page.root.querySelector('.search-input') as HTMLInputElement;
const isOpen = (page: Page) => formOf(page).matches(':popover-open') && formOf(page).checkVisibility();

/** What the visitor sees at the middle of `element`: whether it is on top there, not covered. */
function onTop(page: Page, element: Element): boolean {
  const box = element.getBoundingClientRect();
  const seen = page.root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return !!seen && element.contains(seen);
}

/** Opens search mode with the search icon, as a tap does. */
async function openWithIcon(page: Page): Promise<void> {
  const icon = part(page, '.search-toggle');
  expect(icon.checkVisibility(), 'the search icon is in the bar').to.equal(true);
  await clickIn(page, icon);
  await waitUntil(() => isOpen(page), 'the search icon did not open search mode');
}

describe('the phone’s search mode as HTML (issue 73)', () => {
  it('[SRCH-19] script off: the search icon opens search mode in place, focus inside it; what is typed is searched; the close button closes it', async () => {
    const page = await serverRenderedPage({ script: false, width: 375 });
    expect(isOpen(page), 'closed at first').to.equal(false);
    expect(formOf(page).checkVisibility(), 'closed, the form is not shown').to.equal(false);
    await openWithIcon(page);
    // The page did not go to the search page: the mode opened where the visitor is.
    expect(page.frame.contentWindow?.location.pathname).to.equal('/__server-rendered');
    // Focus went in (the close button's autofocus), not left on the icon under the form.
    const focused = page.root.activeElement as HTMLElement;
    expect(formOf(page).contains(focused), `focus in search mode, not on ${focused.className}`).to.equal(true);
    expect(onTop(page, focused), 'what has focus is not covered').to.equal(true);
    expect(onTop(page, part(page, '.search-input')), 'the box is shown, on top').to.equal(true);

    await clickIn(page, part(page, '.search-close'));
    await waitUntil(() => !isOpen(page), 'the close button did not close it');

    await openWithIcon(page);
    await clickIn(page, part(page, '.search-input'));
    await sendKeys({ type: 'alien' });
    const left = navigated(page);
    await sendKeys({ press: 'Enter' });
    const sent = new URL((await left) ?? '', location.origin);
    expect([sent.pathname, sent.searchParams.get('q'), sent.searchParams.get('ref_')]).to.deep.equal(['/find', 'alien', 'nv_sr_sm']);
  });

  it('[SRCH-19] opened and typed in before hydration: open through it with the text, then Escape clears and closes it, focus back on the icon', async () => {
    const page = await serverRenderedPage({ script: true, width: 375 });
    await openWithIcon(page);
    const box = boxOf(page);
    await clickIn(page, box);
    await sendKeys({ type: 'ali' });
    const form = formOf(page);
    await hydrate(page);
    await waitUntil(() => hydratedByReact(form), 'the search never hydrated');
    expect(formOf(page), 'the same form').to.equal(form);
    expect(isOpen(page), 'still open').to.equal(true);
    expect(box.value, 'the text typed before').to.equal('ali');
    expect(page.root.activeElement, 'focus where it was').to.equal(box);
    // Now script's: Escape clears and closes the mode (spec §4), and focus goes back to the icon.
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !isOpen(page), 'Escape did not close it');
    expect(box.value, 'cleared').to.equal('');
    await waitUntil(() => page.root.activeElement === part(page, '.search-toggle'), 'focus did not go back to the search icon');
  });

  it('[SRCH-19] hydrated: the icon opens it in the box, over the bar, at a phone’s width', async () => {
    const page = await serverRenderedPage({ script: true, width: 375 });
    await hydrate(page);
    await openWithIcon(page);
    await waitUntil(() => page.root.activeElement === part(page, '.search-input'), 'opening did not put the visitor in the box');
    expect(onTop(page, part(page, '.search-input'))).to.equal(true);
    await clickIn(page, part(page, '.search-close'));
    await waitUntil(() => !isOpen(page), 'the close button did not close it');
    expect(page.root.activeElement, 'focus back on the icon').to.equal(part(page, '.search-toggle'));
  });
});
