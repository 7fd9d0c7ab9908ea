// Builds custom-elements.json from the elements' JSDoc. The attributes every element shares are
// documented once (src/chrome/sharedAttributes.docs.ts) and copied onto each element here; then
// each attribute gets its property and its default, since the analyzer cannot see either in our
// factory-made classes (chromeElement() defines the properties at run time).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SHARED_DOCS = 'src/chrome/sharedAttributes.docs.ts';

const camel = (/** @type {string} */ name) => name.replace(/-([a-z])/g, (_, /** @type {string} */ c) => c.toUpperCase());

/**
 * The default an attribute's description states: "Default `x`." is `x`, "Default empty." is the
 * empty string. A default in words ("Default: this year.") or with a placeholder ("Default
 * `{prefix}/help/`.") is no single value: null. No "Default" sentence at all: undefined.
 * @param {string} description
 * @returns {string | null | undefined}
 */
function statedDefault(description) {
  const text = description.trim();
  if (/Default empty\.?$/.test(text)) return '';
  const literal = /Default `([^`]*)`\.?$/.exec(text)?.[1];
  if (literal !== undefined) return literal.includes('{') ? null : literal;
  return /Default: [^`]*$/.test(text) ? null : undefined;
}

/**
 * The same default as JavaScript source, as the manifest wants for a property: `"en-US"`, `0`, `false`.
 * @param {string} value
 * @param {string} type
 */
function defaultAsSource(value, type) {
  if (type === 'boolean' || type === 'number') return value;
  return JSON.stringify(value);
}

function sharedAttributesPlugin() {
  return {
    name: 'marquee-shared-attributes',
    packageLinkPhase({ customElementsManifest }) {
      const docs = customElementsManifest.modules.find((m) => m.path === SHARED_DOCS);
      const shared = docs?.declarations?.[0]?.attributes ?? [];
      if (shared.length === 0) throw new Error(`no shared attributes documented in ${SHARED_DOCS}`);
      customElementsManifest.modules = customElementsManifest.modules.filter((m) => m !== docs);
      for (const declaration of customElementsManifest.modules.flatMap((m) => m.declarations ?? [])) {
        if (!declaration.customElement) continue;
        const own = declaration.attributes ?? [];
        declaration.attributes = [...shared.filter((a) => !own.some((o) => o.name === a.name)), ...own];
      }
    },
  };
}

/**
 * Completes each element: its attributes' defaults and properties (every attribute is mirrored by
 * a camelCase property that reflects), its tag's definition export, and an honest superclass.
 * An attribute without a type or description stops the build; one whose description states no
 * default is listed, since the reference (docs/reference.md) and the typings cannot tell it.
 */
function elementDetailsPlugin() {
  return {
    name: 'marquee-element-details',
    packageLinkPhase({ customElementsManifest }) {
      const undocumented = new Set();
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          if (!declaration.customElement) continue;
          const tag = declaration.tagName;
          // chromeElement() is a class factory, not a mixin: what the page sees is an HTMLElement.
          delete declaration.mixins;
          declaration.superclass = { name: 'HTMLElement', package: 'global:' };

          const fields = [];
          for (const attribute of declaration.attributes ?? []) {
            const type = attribute.type?.text;
            if (!type || !attribute.description) throw new Error(`<${tag}> ${attribute.name}: @attr needs {type} and a description`);
            const value = statedDefault(attribute.description);
            if (value === undefined) undocumented.add(attribute.name);
            if (typeof value === 'string') attribute.default = value;
            attribute.fieldName = camel(attribute.name);
            fields.push({
              kind: 'field',
              name: attribute.fieldName,
              type: { text: type },
              ...(typeof value === 'string' ? { default: defaultAsSource(value, type) } : {}),
              description: attribute.description,
              attribute: attribute.name,
              reflects: true,
            });
          }
          const own = declaration.members ?? [];
          declaration.members = [...fields.filter((f) => !own.some((m) => m.name === f.name)), ...own];

          for (const event of declaration.events ?? []) {
            if (!event.type) console.warn(`[manifest] <${tag}> ${event.name}: @fires has no {CustomEvent<detail>} type`);
          }

          module.exports = [
            ...(module.exports ?? []).filter((e) => e.kind !== 'custom-element-definition'),
            { kind: 'custom-element-definition', name: tag, declaration: { name: declaration.name, module: module.path } },
          ];
        }
      }
      if (undocumented.size > 0) console.warn(`[manifest] no "Default …" in the description of: ${[...undocumented].join(', ')}`);
    },
  };
}

/**
 * Every `var(--marquee-…)` and `part="…"` in src/ must be documented on some element (@cssprop,
 * @csspart): the reference and the styling page promise hosts the complete list.
 */
function themingDocumentedPlugin() {
  return {
    name: 'marquee-theming-documented',
    packageLinkPhase({ customElementsManifest }) {
      const declarations = customElementsManifest.modules.flatMap((m) => m.declarations ?? []);
      const documented = new Set(declarations.flatMap((d) => [...(d.cssProperties ?? []), ...(d.cssParts ?? [])].map((e) => e.name)));
      const used = new Set();
      for (const file of readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f))) {
        const text = readFileSync(join('src', file), 'utf8');
        for (const [, name] of text.matchAll(/var\((--marquee-[\w-]+)/g)) used.add(name);
        for (const [, name] of text.matchAll(/\bpart="([\w-]+)"/g)) used.add(name);
      }
      const missing = [...used].filter((name) => !documented.has(name));
      if (missing.length > 0) throw new Error(`undocumented in elements/*.ts (@cssprop or @csspart): ${missing.join(', ')}`);
    },
  };
}

/**
 * An element's `@beforeScript` JSDoc tag, what works of it as HTML before its script runs (and with
 * script off), kept as `beforeScript` on its declaration for the manual's reference
 * (scripts/reference-page.mjs). Every element must say.
 */
function beforeScriptPlugin() {
  return {
    name: 'marquee-before-script',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      const tag = ts.getJSDocTags(node).find((t) => t.tagName.text === 'beforeScript');
      const text = typeof tag?.comment === 'string' ? tag.comment : ts.getTextOfJSDocComment(tag?.comment);
      const declaration = moduleDoc.declarations?.find((d) => d.name === node.name.text);
      if (declaration && text) declaration.beforeScript = text.replace(/\s+/g, ' ').trim();
    },
    packageLinkPhase({ customElementsManifest }) {
      const silent = customElementsManifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement && !d.beforeScript);
      if (silent.length > 0) throw new Error(`@beforeScript missing on: ${silent.map((d) => `<${d.tagName}>`).join(', ')}`);
    },
  };
}

export default {
  globs: ['elements/*.ts', SHARED_DOCS],
  outdir: '.',
  plugins: [sharedAttributesPlugin(), elementDetailsPlugin(), themingDocumentedPlugin(), beforeScriptPlugin()],
};
