/**
 * Every attribute of every element, fed values a careless or hostile page might write (issue 14,
 * DESIGN.md "public contract"): nothing throws, each element still renders its section, and each
 * refused value is one console error naming the element, the attribute and the value.
 */
import { expect, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/site-header';
import '../../elements/site-footer';
import '../../elements/consent-banner';
import { freshVisitor } from '../consent/consentKit';
import { shadowOf } from '../helpers/shadow';

// Broken URLs, normalisation tricks, markup, control characters, lone surrogates, huge strings.
const URL_TRICKS = [
  'http://[',
  'https://[',
  '/..//evil.example/',
  '/%2e%2e//evil.example/',
  'javascript:alert(1)',
  ' \t\nJAVA\tSCRIPT:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://user:pw@evil.example/',
];
const ANYTHING = [
  '',
  '   ',
  '\u0000\u0001\u001b[31m\u007f',
  '\ud800',
  '<img src=x onerror="window.hostileRan=1">',
  '{"__proto__":{"polluted":1}}',
  'NaN',
  '-1',
  '1e309',
  'true false',
  '{locale}{path}',
  'x'.repeat(100_000),
  // A forged log line: a newline, a C1 control, a line separator, an ANSI escape and a bidi override.
  'x\n[marquee] FORGED LINE\u0085\u2028\u001b[31m\u202e',
];
/** What no console message may carry raw (issue 52): controls, format characters (bidi), line separators. */
const RAW_CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

declare global {
  interface Window {
    hostileRan?: number;
  }
}

/** What each element must still show, whatever its attributes. */
const SECTIONS: Record<string, string> = {
  'site-header': '.navbar input[name="q"]',
  'site-footer': '.footer .links a',
  'consent-banner': '.banner button',
};

const attributesOf = (tag: string) => (customElements.get(tag) as unknown as { observedAttributes: string[] }).observedAttributes;

describe('every attribute, fed malformed values', () => {
  const uncaught: unknown[] = [];
  const onError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => uncaught.push(event.reason);

  before(() => {
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  });

  after(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  });

  afterEach(async () => {
    sinon.restore();
    await freshVisitor();
  });

  for (const tag of Object.keys(SECTIONS)) {
    it(`[EL-03] <${tag}>: no value throws or blanks it; each refused value is one console error, its value quoted, escaped and cut`, async function () {
      this.timeout(120_000);
      const attributes = attributesOf(tag);
      expect(attributes.length, 'attributes found').to.be.greaterThan(10);
      for (const value of [...URL_TRICKS, ...ANYTHING]) {
        const error = sinon.stub(console, 'error');
        const el = document.createElement(tag);
        for (const name of attributes) el.setAttribute(name, value);
        document.body.append(el);
        const label = `${tag} with every attribute ${JSON.stringify(value.slice(0, 40))}`;
        try {
          await waitUntil(() => shadowOf(el).querySelector(SECTIONS[tag] ?? ''), `${label}: its section did not render`, { timeout: 4000 }).catch((e: unknown) => {
            throw new Error(`${String(e)}; errors: ${error.getCalls().map((call) => call.args.map(String).join(' ').slice(0, 200)).join(' | ')}`);
          });
          const messages = error.getCalls().map((call) => call.args.map(String).join(' '));
          for (const name of attributes) {
            const about = messages.filter((m) => m.includes(` ${name}=`));
            expect(about.length, `${label}: errors about ${name}`).to.be.at.most(1);
            if (about[0]) expect(about[0], `${label}: the error names the element`).to.contain(`<${tag}>`);
          }
          for (const name of attributes.filter((a) => /(-link|-endpoint|-uri|-url|-host)$/.test(a))) {
            if (URL_TRICKS.includes(value)) expect(messages.some((m) => m.includes(` ${name}=`)), `${label}: ${name} was not refused`).to.equal(true);
          }
          expect(messages.filter((m) => !m.startsWith('[marquee]')), `${label}: errors that are not ours`).to.deep.equal([]);
          for (const m of messages) {
            expect(RAW_CONTROL.test(m), `${label}: a raw control character in ${JSON.stringify(m.slice(0, 120))}`).to.equal(false);
            expect(m.length, `${label}: a message of ${String(m.length)} characters`).to.be.at.most(1000);
          }
        } finally {
          el.remove();
          error.restore();
        }
      }
      expect(uncaught, 'uncaught errors').to.deep.equal([]);
      expect(window.hostileRan, 'markup in an attribute ran').to.equal(undefined);
      expect(Object.prototype, 'prototype polluted').to.not.have.property('polluted');
    });
  }
});
