import { expect } from '@open-wc/testing';
import purify from 'dompurify';
import { createSanitizer, TRUSTED_TYPES_POLICY_NAME } from '../../src/consent/sanitizer';

/** An iframe whose document enforces Trusted Types, allowing only the policy names given. */
async function enforcingFrame(allowedPolicies: string): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  const csp = `require-trusted-types-for 'script'; trusted-types ${allowedPolicies}`;
  frame.srcdoc = `<!doctype html><meta http-equiv="Content-Security-Policy" content="${csp}"><body></body>`;
  const loaded = new Promise((resolve) => {
    frame.addEventListener('load', resolve, { once: true });
  });
  document.body.append(frame);
  await loaded;
  return frame;
}

describe('the prompt sanitizer', () => {
  let frame: HTMLIFrameElement | undefined;

  afterEach(() => {
    frame?.remove();
    frame = undefined;
  });

  it('[CNS-16] keeps text and safe links, drops everything else', () => {
    const sanitizer = createSanitizer(purify);
    const html = sanitizer.toHtml('<p onclick="x()">Hi <strong>there</strong> <a href="/p" target="_top" style="color:red">p</a><img src=x></p>');
    expect(html).to.equal('<p>Hi <strong>there</strong> <a href="/p" rel="noopener noreferrer">p</a></p>');
  });

  it('[CNS-16] works where the page enforces Trusted Types, through its own named policy', async () => {
    frame = await enforcingFrame(TRUSTED_TYPES_POLICY_NAME);
    const win = frame.contentWindow as Window;
    const body = win.document.body;
    // Each engine words the refusal its own way (Chromium names TrustedHTML, Firefox the sink type).
    expect(() => { body.innerHTML = '<b>x</b>'; }, 'the frame enforces Trusted Types').to.throw(/TrustedHTML|Sink type mismatch/);

    const sanitizer = createSanitizer(purify, win);
    body.replaceChildren(sanitizer.toFragment('<p>Read <a href="/privacy/">this</a><script>parent.pwned = 1</script></p>'));
    expect(body.innerHTML).to.equal('<p>Read <a href="/privacy/" rel="noopener noreferrer">this</a></p>');
    expect((window as { pwned?: unknown }).pwned).to.equal(undefined);
  });

  // Issue 71 (d): a named element anywhere in the page shadows the document's members that
  // DOMPurify calls on the window's document. It failed to load (safely: the banner showed plain
  // text), and the banner reported the failure, with the visitor's cookies, before any consent.
  it('[CNS-16] loads and sanitizes on a page whose named elements shadow the document', () => {
    const names = ['createElement', 'nodeType', 'implementation', 'importNode', 'currentScript', 'createNodeIterator', 'createDocumentFragment', 'getElementsByTagName'];
    const images = names.map((name) => Object.assign(document.createElement('img'), { name, alt: '' }));
    document.body.append(...images);
    try {
      expect((document as unknown as Record<string, unknown>).createElement, 'the attack is live').to.equal(images[0]);
      const sanitizer = createSanitizer(purify);
      expect(sanitizer.toHtml('<p>Read <a href="/privacy/">this</a><img src=x onerror="parent.pwned = 1"></p>')).to.equal(
        '<p>Read <a href="/privacy/" rel="noopener noreferrer">this</a></p>',
      );
      const fragment = sanitizer.toFragment('<p>Hi <script>parent.pwned = 1</script><b>there</b></p>');
      expect([...fragment.childNodes].map((node) => (node as Element).outerHTML)).to.deep.equal(['<p>Hi <b>there</b></p>']);
      expect((window as { pwned?: unknown }).pwned).to.equal(undefined);
    } finally {
      for (const image of images) image.remove();
    }
  });

  it('[CNS-16] gives nothing, rather than unsanitized HTML, where the page refuses its policy', async () => {
    frame = await enforcingFrame('some-other-policy');
    const sanitizer = createSanitizer(purify, frame.contentWindow as Window);
    expect(sanitizer.toHtml('<p>Read <a href="/privacy/">this</a></p>')).to.equal('');
  });
});
