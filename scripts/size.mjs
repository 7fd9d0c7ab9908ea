// `npm run size` (after `npm run build`): the budgets of issues 11 and 18 on the build in dist/.
// - All three elements with en-US (marquee.js and what it loads up front, as the manual's head tags
//   load it: by hashed names) within 100 KB gzip (issue 18), and each single-element entry too; the
//   stable-name files that only import within 0.3 KB each, and those that paint first (a page naming
//   only `marquee.js`: the painter and the en-US chrome's HTML, scripts/paint-entries.mjs) within
//   17 KB, each locale's painted HTML within 13 KB; of the 100 KB, at most 25 KB our own code above the floor
//   (React, ReactDOM, Redux Toolkit, react-redux and r2wc, built on the fly by bench/floor.mjs).
// - Each locale within 4 KB gzip: its chunk and what that loads beyond what the entries loaded up
//   front (a regional variant loads its base).
// - Code only some visitors need stays out of what the entries load up front, module by module.
import { readFileSync } from 'node:fs';
import { ENTRIES, KB, chunkModules, entryGraph, filesSize, gzipSize, onDemandChunks, staticGraph } from '../bench/bytes.mjs';
import { buildFloor } from '../bench/floor.mjs';

const BUDGETS = {
  allElements: 100 * KB,
  ownCode: 25 * KB,
  localeChunk: 4 * KB,
  stableName: 0.3 * KB,
  firstPaint: 17 * KB,
  paintedLocale: 13 * KB,
};

const manifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8'));
/** @type {string[]} The stable names that paint first (scripts/paint-entries.mjs). */
const painting = manifest.paint?.entries ?? [];

/** Modules that must load only when needed (source map paths, relative to dist/). */
const ON_DEMAND_MODULES = [
  { name: 'DOMPurify (the consent prompt sanitizer)', pattern: /\/node_modules\/dompurify\// },
  { name: 'the navigation drawer', pattern: /\/src\/nav\/(NavDrawer\.tsx|NavIcon\.tsx|navCategories\.ts)$/ },
  { name: "the drawer's full menu", pattern: /\/src\/nav\/defaultNavModel\.ts$/ },
  { name: "the drawer's styles", pattern: /\/src\/nav\/nav\.styles\.ts$/ },
  { name: 'the footer', pattern: /\/src\/footer\/(SiteFooter\.tsx|footerModel\.ts|icons\.tsx|footer\.styles\.ts)$/ },
  { name: 'the QR encoder', pattern: /\/src\/footer\/(qrCode\.ts|QrCodeImage\.tsx)$/ },
  { name: 'the consent question', pattern: /\/src\/consent\/(PromptDialog|PromptText)\.tsx$|\/src\/consent\/consent\.styles\.ts$/ },
  { name: 'the consent call and its effects', pattern: /\/src\/consent\/(consentEffects|consentApi|trackerScripts|googleConsentMode)\.ts$|\/src\/net\/graphql\.ts$/ },
  { name: "the consent feature's names and numbers that only code loaded on demand reads", pattern: /\/src\/consent\/consentConstants\.ts$/ },
  { name: 'the tracking senders', pattern: /\/src\/tracking\/(trackingSends|beacon|metric|errorReport|pageView)\.ts$/ },
  { name: "following the visitor's session", pattern: /\/src\/session\/sessionFollow\.ts$/ },
  { name: 'the logging client', pattern: /\/src\/logging\// },
  { name: "the language selector's menus", pattern: /\/src\/language\/LanguageSelector\.tsx$/ },
  { name: 'the professional flyout', pattern: /\/src\/header\/ProFlyout\.tsx$/ },
  { name: 'the language list and menus', pattern: /\/src\/language\/(LanguageList\.tsx|languageMenuEntries\.ts|languageMenu\.styles\.ts)$/ },
  { name: 'the sign-in coachmark', pattern: /\/src\/account\/(CoachmarkBox\.tsx|coachmarkShow\.ts)$/ },
  { name: 'the language coachmark', pattern: /\/src\/language\/LanguageCoachmark\.tsx$/ },
  { name: "the account and New Customer menus' contents", pattern: /\/src\/account\/(AccountPanels\.tsx|userMenu\.ts)$/ },
  { name: "the search category menu's contents", pattern: /\/src\/search\/CategoryMenuPanel\.tsx$/ },
  { name: 'the suggestion list, with what it shows of the answers and the keys among its options', pattern: /\/src\/search\/(SuggestionList\.tsx|searchLists\.styles\.ts|suggestionView\.ts)$|\/src\/store\/memoSelector\.ts$/ },
  { name: 'what script adds to the flyouts (hover, arrow keys)', pattern: /\/src\/ui\/flyoutBehaviour\.ts$/ },
  { name: "the flyout panels' styles", pattern: /\/src\/header\/headerPanels\.styles\.ts$/ },
  { name: 'the calls made after first paint, and the HTTP client', pattern: /\/src\/(net\/(http|httpErrors)|search\/suggestionApi|header\/proFlyoutApi|experiments\/weblabApi)\.ts$/ },
  { name: "the close buttons' icon", pattern: /\/src\/ui\/CloseIcon\.tsx$/ },
  // (The auto-translation experiment's name is up front: the header asks about it as the selector shows, for the page view.)
  { name: 'the treatments the page view names', pattern: /\/src\/experiments\/selectWeblabs\.ts$/ },
  { name: 'what hydration keeps of typed text', pattern: /\/src\/search\/typedBeforeScript\.ts$/ },
  { name: "the drawer's English link labels", pattern: /\/locales\/en-US\/navLinks\.ts$/ },
  { name: "the footer's English messages", pattern: /\/locales\/en-US\/footerMessages\.ts$/ },
  { name: "the account menus' and sign-in coachmark's English messages", pattern: /\/locales\/en-US\/accountMessages\.ts$/ },
  { name: "the language list's English messages", pattern: /\/locales\/en-US\/languageListMessages\.ts$/ },
  { name: 'what layers a locale over the English that comes on demand', pattern: /\/src\/i18n\/useOnDemandMessages\.ts$/ },
  { name: "typesafe-i18n's runtime (the chrome renders its messages with src/i18n/i18nObject.ts)", pattern: /\/node_modules\/typesafe-i18n\/runtime\// },
];

/** @type {[string, number, number][]} what, gzip bytes, budget bytes */
const rows = [];
for (const entry of ENTRIES) rows.push([`${entry} + static imports`, filesSize(entryGraph(entry)).gzip, BUDGETS.allElements]);
for (const entry of ENTRIES) {
  if (painting.includes(entry)) rows.push([`  ${entry} (stable name, paints first)`, filesSize([entry]).gzip, BUDGETS.firstPaint]);
  else rows.push([`  ${entry} (stable name, imports only)`, filesSize([entry]).gzip, BUDGETS.stableName]);
}
for (const file of Object.values(manifest.paint?.locales ?? {})) rows.push([`  ${String(file)}`, filesSize([String(file)]).gzip, BUDGETS.paintedLocale]);
const floor = gzipSize(await buildFloor('stack'));
const all = filesSize(entryGraph('marquee.js')).gzip;
rows.push(['  floor (React+ReactDOM+RTK+react-redux+r2wc)', floor, Number.NaN]);
rows.push(['  our code: marquee.js above the floor', all - floor, BUDGETS.ownCode]);
const upFront = new Set(ENTRIES.flatMap((entry) => [...entryGraph(entry)]));
for (const file of onDemandChunks().filter((f) => f.startsWith('locale-'))) {
  rows.push([file, filesSize([...staticGraph(file)].filter((f) => !upFront.has(f))).gzip, BUDGETS.localeChunk]);
}

const failures = [];
// The bytes too: a change is told by what it frees or costs, often less than a tenth of a KB.
console.log('what'.padEnd(48), 'gzip KB'.padStart(8), 'budget KB'.padStart(10), 'gzip B'.padStart(8), 'left B'.padStart(7));
for (const [what, size, budget] of rows) {
  const over = size > budget;
  if (over) failures.push(`${what.trim()} is ${(size / KB).toFixed(1)} KB, over ${(budget / KB).toFixed(1)} KB`);
  const known = !Number.isNaN(budget);
  console.log(what.padEnd(48), (size / KB).toFixed(1).padStart(8), (known ? (budget / KB).toFixed(1) : '').padStart(10), String(size).padStart(8), (known ? String(Math.floor(budget - size)) : '').padStart(7), over ? 'OVER' : '');
}

// What the entries load up front holds none of the code only some visitors need.
for (const file of upFront) {
  for (const module of chunkModules(file)) {
    const found = ON_DEMAND_MODULES.find(({ pattern }) => pattern.test(module));
    if (found) failures.push(`${found.name} (${module}) is in ${file}, which the entries load up front`);
  }
}
console.log(`On demand only: ${ON_DEMAND_MODULES.map(({ name }) => name).join('; ')}.`);

if (failures.length) {
  console.error(`Size budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('Size budget met.');
