import { expect } from '@open-wc/testing';
import { i18nObject as typesafeI18nObject } from 'typesafe-i18n';
import en from '../../locales/en-US';
import type { Translations } from '../../locales/i18n-types';
import { SUPPORTED_LOCALES } from '../../src/i18n';
import { i18nObject } from '../../src/i18n/i18nObject';
import { importTranslations, loadTranslations } from '../../src/i18n/translations';

type Messages = { [key: string]: string | Messages };
type Group = Record<string, (...args: unknown[]) => string>;

/** Every message of a dictionary by group and key (ours are two levels deep). */
function* messagesOf(messages: Messages): Generator<[string, string, string]> {
  for (const [group, keys] of Object.entries(messages)) {
    if (typeof keys === 'string') continue;
    for (const [key, text] of Object.entries(keys)) if (typeof text === 'string') yield [group, key, text];
  }
}

const COUNTS: unknown[] = [0, 1, 2, 3, 4, 5, 6, 7, 11, 12, 14, 21, 22, 25, 100, 101, 102, 1000, 1.5, -1, '1', '3', true, false, undefined];
/** The arguments a message may be rendered with: by name, positional, none. */
const argumentSets = (count: unknown): unknown[][] => [
  [{ count, site: 'Marquee', name: ' Ada ', category: 'Titles', group: 'Movies', year: 2026, locale: 'fr-FR' }],
  [{ count }],
  [count, 'second'],
  [],
];

/** The two runtimes render `messages` alike, argument set by argument set. */
function expectSame(locale: string, messages: object): number {
  const ours = i18nObject(locale, messages) as unknown as Record<string, Group | undefined>;
  const theirs = typesafeI18nObject(locale, messages as unknown as Translations) as unknown as Record<string, Group | undefined>;
  let compared = 0;
  for (const [group, key, text] of messagesOf(messages as Messages)) {
    for (const count of COUNTS) {
      for (const args of argumentSets(count)) {
        expect(ours[group]?.[key]?.(...args), `${locale} ${group}.${key} (${text}) with ${JSON.stringify(args)}`).to.equal(theirs[group]?.[key]?.(...args));
        compared += 1;
      }
    }
  }
  return compared;
}

describe("i18nObject (typesafe-i18n's runtime, for our messages)", () => {
  it('renders every message of every locale as typesafe-i18n does', async () => {
    let compared = expectSame('en-US', en);
    for (const locale of SUPPORTED_LOCALES) compared += expectSame(locale, await loadTranslations(locale, importTranslations));
    expect(compared).to.be.greaterThan(10_000);
  });

  it("parses typesafe-i18n's syntax as its parser does, trimming and dropping empty forms alike", () => {
    const syntax = {
      t: {
        plain: 'No arguments',
        one: 'Search {site}',
        typed: '{year:number} by {site:string}',
        spaced: '{ site } and {  name  }',
        twoForms: '{count} {{title|titles}}',
        named: '{{count:one title|?? titles}} of {site}',
        before: '{{one|many}} {count}',
        none: '{{one|other}}',
        three: '{count} {{none|one|some}}',
        six: '{count} {{|one||few|many|other}}',
        sixFull: '{count} {{zero|one|two|few|many|other}}',
        four: '{count} {{a|b|c|d}}',
        single: '{count} {{only}}',
        emptyForms: '{count} {{|}}',
        zeroForm: '{count} {{0|1}}',
        spacedForms: '{count} {{ one | other }}',
        optional: '{name?} and {count?:number}',
        positional: '{0} and {1}',
        empty: '{}',
        unbalanced: '{ open and } close {',
        injected: '{{?? result|?? results}}',
      },
    };
    for (const locale of ['en-US', 'ar-AE', 'pl-PL', 'he-IL', 'fr-FR', 'ja-JP']) expectSame(locale, syntax);
  });

  it('renders a missing group or key, and a group itself, as the empty string', () => {
    interface Node {
      (): string;
      header: Node;
      menu: Node;
      missing: Node;
      footer: Node;
      anything: Node;
    }
    const LL = i18nObject('en-US', { header: { menu: 'Menu' } }) as unknown as Node;
    expect(LL.header.menu()).to.equal('Menu');
    expect(LL.header.missing()).to.equal('');
    expect(LL.footer.anything()).to.equal('');
    expect(LL.header()).to.equal('');
  });
});
