import { expect } from '@open-wc/testing';
import '../../elements/site-header';
import '../../elements/site-footer';
import '../../elements/consent-banner';

// docs/reference.md is generated from custom-elements.json, which is generated from the source's
// JSDoc; the elements' observed attributes are what the source reads. A row for an attribute the
// element does not read, or an attribute read with no row, is a reference that has drifted.

/** The reference as the manual serves it. */
async function reference(): Promise<Document> {
  const response = await fetch('/docs/reference');
  expect(response.status).to.equal(200);
  return new DOMParser().parseFromString(await response.text(), 'text/html');
}

/** The attribute names of the table under a heading: each row's kebab-case name and lowercased one. */
function namesUnder(page: Document, headingId: string): string[] {
  const heading = page.getElementById(headingId);
  expect(heading, `no section #${headingId}`).to.not.equal(null);
  let table = heading?.nextElementSibling;
  while (table && table.tagName !== 'TABLE') table = table.nextElementSibling;
  const head = [...(table?.querySelectorAll('thead th') ?? [])].map((th) => th.textContent);
  expect(head.slice(0, 3)).to.deep.equal(['attribute', 'property', 'lowercased']);
  const rows = [...(table?.querySelectorAll<HTMLTableRowElement>('tbody tr') ?? [])];
  return rows.flatMap((row) => [row.cells[0]?.textContent ?? '', row.cells[2]?.textContent ?? '']).filter(Boolean);
}

const observed = (tag: string) => (customElements.get(tag) as unknown as { observedAttributes: string[] }).observedAttributes;

describe('the element reference (docs/reference.md)', () => {
  for (const tag of ['site-header', 'site-footer', 'consent-banner']) {
    it(`has a row for each attribute <${tag}> reads, and none it does not`, async () => {
      const page = await reference();
      const rows = [...namesUnder(page, 'shared-by-every-element'), ...namesUnder(page, tag)];
      const read = observed(tag);
      expect(read.length, 'the element reads no attributes: the check would prove nothing').to.be.greaterThan(10);
      expect(rows.filter((name) => !read.includes(name)), 'rows for attributes the element does not read').to.deep.equal([]);
      expect(read.filter((name) => !rows.includes(name)), 'attributes the element reads with no row').to.deep.equal([]);
    });

    it(`says what of <${tag}> works before script, from its @beforeScript`, async () => {
      const page = await reference();
      let said = page.getElementById(tag)?.nextElementSibling;
      while (said && said.tagName !== 'H2' && !said.textContent.startsWith('Before script')) said = said.nextElementSibling;
      expect(said?.tagName, 'no "Before script" paragraph in its section').to.equal('P');
      expect(said?.textContent.length).to.be.greaterThan('Before script, and with script off. '.length + 40);
    });
  }
});
