// Issue 28 item 15: the consent question speaks the page's language. The chrome sends its locale as
// the PrivacyPrompt call's Accept-Language; the reference backend answers in each of the chrome's
// 35 locales (regional variants take their language's text), and in English, noted, otherwise.
import assert from 'node:assert/strict';
import { readdirSync, statSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { promptText } from '../../demo/server/promptText.mjs';
import { startBackend } from './helpers/backend.mjs';

const LOCALES = readdirSync(new URL('../../locales/', import.meta.url)).filter((name) => statSync(new URL(`../../locales/${name}`, import.meta.url)).isDirectory());
const ENGLISH = promptText('en-US').plainText;

/** @type {import('./helpers/backend.mjs').TestBackend} */
let server;
before(async () => {
  server = await startBackend();
});
after(() => server.close());

test('every locale of the chrome gets the question in its own language, English ones in English', () => {
  assert.equal(LOCALES.length, 35);
  for (const locale of LOCALES) {
    const { plainText, plaidHtml } = promptText(locale, () => assert.fail(`${locale} fell back to English`));
    if (locale.startsWith('en-')) assert.equal(plainText, ENGLISH, locale);
    else assert.notEqual(plainText, ENGLISH, locale);
    // The privacy notice stays a link in every language, and the rest is text.
    assert.match(plaidHtml, /^<p>[^<]*<a href="\/privacy\/">[^<]+<\/a>[^<]*<\/p>$/, locale);
  }
  assert.notEqual(promptText('pt-BR').plainText, promptText('pt-PT').plainText, 'Brazil has its own');
  assert.equal(promptText('es-MX').plainText, promptText('es-ES').plainText, 'a region without its own takes its language');
});

test('an unknown language gets English and a note; the first known language asked for wins', () => {
  /** @type {string[]} */
  const notes = [];
  assert.equal(promptText('xx-YY', (note) => notes.push(note)).plainText, ENGLISH);
  assert.equal(notes.length, 1);
  assert.match(notes[0] ?? '', /xx-YY/);
  assert.equal(promptText('xx, de-CH;q=0.9, fr;q=0.8').locale, 'de-CH');
  assert.equal(promptText(undefined, () => assert.fail('nothing asked, nothing noted')).plainText, ENGLISH);
});

test('the PrivacyPrompt call answers in the Accept-Language it is sent', async () => {
  const ask = async (/** @type {string} */ language) => {
    const response = await server.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': language },
      body: JSON.stringify({ query: '{ privacyPrompt(type: CONSENT_PRIMARY) { privacyPrompt { promptMarkdown { value { plainText plaidHtml } } } } }' }),
    });
    const json = /** @type {any} */ (await response.json());
    return json.data.privacyPrompt.privacyPrompt.promptMarkdown.value.plainText;
  };
  assert.match(await ask('de-DE'), /^Wir verwenden Cookies/);
  assert.match(await ask('he-IL'), /^אנו משתמשים/);
  assert.equal(await ask('en-GB'), ENGLISH);
});
