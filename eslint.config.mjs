import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'dist-kept/', 'node_modules/', 'coverage/', 'locales/i18n-*.ts', 'demo/server/data/', '.tmp/',
    // each framework's app is checked by that framework's own tools, in the pack test
    'test/pack/hosts/'] },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.strictTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    extends: [jsxA11y.flatConfigs.strict],
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // A named element shadows the document's members (<img name="createElement">): the chrome reads
    // the document through pageDocument (docs/security.md).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/chrome/pageDocument.ts', 'src/server/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'document', message: "Use pageDocument (src/chrome/pageDocument.ts): a named element can shadow the document's members." }],
    },
  },
  {
    // @open-wc/testing types chai assertions as thenables, so every expect() would count as floating.
    files: ['test/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The sample partner suite (docs/testing.md): mocha's globals, as web-test-runner gives them.
    files: ['test/pack/partner/**/*.js'],
    languageOptions: { globals: globals.mocha },
  },
);
