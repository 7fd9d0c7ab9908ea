import { expect } from '@open-wc/testing';
import { hydrate, serverRenderedPage } from '../helpers/serverRenderedFrame';

const TAGS = ['site-header', 'site-footer', 'consent-banner'] as const;

describe('the elements are defined once (issue 72)', () => {
  it('[EL-01] on a fresh page, a second copy of each element, with a class of its own, defines nothing again: the first stays, nothing throws', async () => {
    const page = await serverRenderedPage({ script: true });
    const frame = page.frame.contentWindow as Window & typeof globalThis;
    const errors: string[] = [];
    frame.addEventListener('error', (event) => errors.push(event.message));
    frame.addEventListener('unhandledrejection', (event) => errors.push(String(event.reason)));
    // The bundle defines all three.
    await hydrate(page);
    const first = TAGS.map((tag) => frame.customElements.get(tag));
    expect(first.every((defined) => typeof defined === 'function'), 'the bundle defined each tag').to.equal(true);

    // A second copy of each element's module (another URL, so another module, with another class
    // for its tag), as on a page that loads the chrome twice: its define must be a no-op, not a throw.
    const { entries } = (await (await fetch('/dist/manifest.json')).json()) as { entries: Record<string, { file: string } | undefined> };
    for (const [index, tag] of TAGS.entries()) {
      // Imported in the frame's own realm, so that it defines into the frame's registry.
      const load = new frame.Function(`return import('/dist/${entries[tag]?.file ?? ''}?again')`) as () => Promise<Record<string, unknown>>;
      const entry = await load();
      const own = Object.values(entry).find((value) => typeof value === 'function' && (value as { prototype?: unknown }).prototype instanceof frame.HTMLElement);
      expect(own, `${tag}.js has a class of its own`).to.be.a('function');
      expect(own).not.to.equal(first[index]);
      expect(frame.customElements.get(tag), `${tag} keeps its first definition`).to.equal(first[index]);
      expect(frame.document.createElement(tag)).to.be.instanceOf(first[index]);
    }
    expect(errors).to.deep.equal([]);
    expect(page.frame.contentDocument?.querySelector('site-header')?.hasAttribute('data-hydrated'), 'the header still hydrated').to.equal(true);
  });
});
