import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

// Vue resolves an unknown tag as a component and warns; these are custom elements.
const CHROME = new Set(['site-header', 'site-footer', 'consent-banner']);

export default defineConfig({
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => CHROME.has(tag) } } })],
});
