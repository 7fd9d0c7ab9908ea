// Writes the editor support web-component libraries ship, from custom-elements.json (npm run
// manifest, part of npm run build; CI checks the output is committed fresh), so the tags'
// attributes complete and document themselves in HTML:
//   vscode.html-custom-data.json  VS Code's custom HTML data (the `html.customData` setting)
//   vscode.css-custom-data.json   VS Code's custom CSS data: the --marquee-* properties (`css.customData`)
//   web-types.json                JetBrains IDEs' web-types (package.json "web-types": found by itself)
// Made by the community generators custom-element-vs-code-integration and
// custom-element-jet-brains-integration (docs/frameworks.md).
import { readFileSync } from 'node:fs';
import { writeIfChanged as write } from './writeIfChanged.mjs';
import { getWebTypesData } from 'custom-element-jet-brains-integration';
import { getVsCodeCssCustomData, getVsCodeHtmlCustomData } from 'custom-element-vs-code-integration';

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const options = { hideLogs: true, descriptionSrc: 'description' };

/**
 * The generator's text as JSON laid out one value a line (for readable diffs). The generators add
 * "(default: undefined)" after a CSS property whose manifest entry has no `default`: ours state
 * theirs in the description ("Default `#fff`."), so the note is left out.
 * @param {string} text
 */
const tidy = (text) => `${JSON.stringify(JSON.parse(text.replaceAll(' _(default: undefined)_', '')), null, 2)}\n`;


write('vscode.html-custom-data.json', tidy(getVsCodeHtmlCustomData(manifest, options)));
write('vscode.css-custom-data.json', tidy(getVsCodeCssCustomData(manifest, options)));
write('web-types.json', tidy(getWebTypesData(manifest, options)));
