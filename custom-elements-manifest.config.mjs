// Builds custom-elements.json from the elements' JSDoc. The attributes every element shares are
// documented once (src/chrome/sharedAttributes.docs.ts) and copied onto each element here.
const SHARED_DOCS = 'src/chrome/sharedAttributes.docs.ts';

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

export default {
  globs: ['elements/*.ts', SHARED_DOCS],
  outdir: '.',
  plugins: [sharedAttributesPlugin()],
};
