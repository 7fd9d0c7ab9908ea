import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { baseStyles } from '../../src/chrome/base.styles';
import { layOutWhenIdle } from '../../src/ui/layOutWhenIdle';
import { whenIdle } from '../../src/ui/whenIdle';

/**
 * A closed panel is laid out once while the page is idle, unseen (src/ui/layOutWhenIdle.ts): what
 * its first opening then saves is the bench's (interaction to next paint); here, that it is laid
 * out hidden and put back within one task, and that a panel open, gone or cancelled is left alone.
 */
describe('layOutWhenIdle', () => {
  /** A closed popover with links in a shadow root with the elements' base styles; its attribute changes, toggles and measurements recorded. */
  async function panel() {
    const host = await fixture<HTMLElement>(html`<div></div>`);
    const root = host.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [baseStyles.styleSheet as CSSStyleSheet];
    root.innerHTML = '<div popover="auto" class="panel"><a href="/a">Top 250 Movies</a><a href="/b">Born today</a></div>';
    const element = root.querySelector<HTMLElement>('.panel') as HTMLElement;
    const changes: MutationRecord[] = [];
    new MutationObserver((records) => {
      changes.push(...records);
    }).observe(element, { attributes: true });
    const toggles: string[] = [];
    element.addEventListener('beforetoggle', (event) => toggles.push(event.type));
    element.addEventListener('toggle', (event) => toggles.push(event.type));
    // How it is as it is measured: layOutWhenIdle measures it to lay it out.
    const whenMeasured: { linkWidth?: number; visibility: string }[] = [];
    const measure = element.getBoundingClientRect.bind(element);
    element.getBoundingClientRect = () => {
      whenMeasured.push({ linkWidth: element.querySelector('a')?.getBoundingClientRect().width, visibility: getComputedStyle(element).visibility });
      return measure();
    };
    return { element, changes, toggles, whenMeasured };
  }

  it('lays a closed panel out while idle, hidden, and puts it back as it was in the same task', async () => {
    const { element, changes, toggles, whenMeasured } = await panel();
    const before = element.outerHTML;
    layOutWhenIdle(element);
    expect(whenMeasured, 'nothing before the page is idle').to.deep.equal([]);
    await waitUntil(() => whenMeasured.length > 0, 'never laid out');
    expect(whenMeasured).to.have.length(1);
    expect(whenMeasured[0]?.linkWidth, 'its links had a box').to.be.above(0);
    expect(whenMeasured[0]?.visibility, 'unseen').to.equal('hidden');
    expect(element.outerHTML, 'its markup as it was').to.equal(before);
    expect(changes.length, 'an attribute on, then off').to.equal(2);
    expect(element.matches(':popover-open')).to.equal(false);
    expect(toggles, 'never opened').to.deep.equal([]);
    expect(element.querySelector('a')?.getBoundingClientRect().width, 'closed, no box').to.equal(0);
  });

  it('leaves alone a panel open by then, shown though closed, taken off the page, or cancelled', async () => {
    const open = await panel();
    const shownClosed = await panel();
    const gone = await panel();
    const cancelled = await panel();
    // As search mode's form in a wide bar: a popover its styles show whatever its state.
    shownClosed.element.style.display = 'block';
    layOutWhenIdle(open.element);
    layOutWhenIdle(shownClosed.element);
    layOutWhenIdle(gone.element);
    layOutWhenIdle(cancelled.element)();
    open.element.showPopover();
    gone.element.remove();
    await whenIdle();
    await whenIdle();
    expect([open, gone, cancelled].map(({ changes, whenMeasured }) => changes.length + whenMeasured.length)).to.deep.equal([0, 0, 0]);
    // The shown one's only attribute change is the test's own display.
    expect(shownClosed.changes.length + shownClosed.whenMeasured.length).to.equal(1);
    expect(open.element.matches(':popover-open')).to.equal(true);
    open.element.hidePopover();
  });
});
