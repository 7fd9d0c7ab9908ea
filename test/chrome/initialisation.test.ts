import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import { initialiseElement } from '../../src/chrome/initialisation';

describe('initialiseElement (spec §4, §5)', () => {
  it('[EXP-05] marks the element with data-initialised="1"', async () => {
    const element = await fixture(html`<div id="promo"></div>`);
    const report = sinon.spy();
    expect(initialiseElement(element, 'promo', report)).to.equal(true);
    expect(element.getAttribute('data-initialised')).to.equal('1');
    expect(report.called).to.equal(false);
  });

  it('[EXP-05] refuses a second initialisation with "already initialised", reported, not thrown', async () => {
    const element = await fixture(html`<div id="promo"></div>`);
    const report = sinon.spy();
    initialiseElement(element, 'promo', report);
    expect(initialiseElement(element, 'promo', report)).to.equal(false);
    expect(report.callCount).to.equal(1);
    const error = report.firstCall.args[0] as Error;
    expect(error).to.be.instanceOf(Error);
    expect(error.message).to.equal('Cannot initialise promo: already initialised');
  });

  it('[EXP-05] fails a missing element with "not found", naming it, reported, not thrown', () => {
    const report = sinon.spy();
    expect(initialiseElement(document.querySelector('#nowhere'), '#nowhere', report)).to.equal(false);
    expect((report.firstCall.args[0] as Error).message).to.equal('Cannot initialise #nowhere: element not found');
  });

  it('treats only the value 1 as initialised', async () => {
    const element = await fixture(html`<div data-initialised="0"></div>`);
    const report = sinon.spy();
    expect(initialiseElement(element, 'div', report)).to.equal(true);
    expect(element.getAttribute('data-initialised')).to.equal('1');
  });
});
