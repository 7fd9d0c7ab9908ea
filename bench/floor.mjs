// The floor: what React costs before any code of ours. Two tiny bundles built on the fly with
// rollup's JS API and the same plugins as rollup.config.mjs, so their bytes compare with dist/.
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { rollup } from 'rollup';
import { fileURLToPath } from 'node:url';
import { minifyJs } from '../scripts/minify-js.mjs';

/** Entry source of each floor bundle. */
export const FLOOR_SOURCES = {
  /** React + ReactDOM rendering one element: the runtime alone. */
  react: `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.body).render(createElement('p', null, 'Hello'));
`,
  /** A trivial custom element on the stack we build on: React, ReactDOM, Redux Toolkit, react-redux, r2wc. */
  stack: `
import r2wc from '@r2wc/react-to-web-component';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { createElement } from 'react';
import { Provider, useSelector } from 'react-redux';
const greeting = createSlice({ name: 'greeting', initialState: { text: 'Hello' }, reducers: { set: (_state, action) => ({ text: action.payload }) } });
const store = configureStore({ reducer: { greeting: greeting.reducer } });
const Greeting = () => createElement('p', null, useSelector((state) => state.greeting.text));
const Floor = () => createElement(Provider, { store }, createElement(Greeting));
customElements.define('floor-element', r2wc(Floor, { shadow: 'open' }));
`,
};

/** @typedef {keyof typeof FLOOR_SOURCES} FloorName */

/**
 * Minified code of one floor bundle, in one chunk.
 * @param {FloorName} name
 * @returns {Promise<string>}
 */
export async function buildFloor(name) {
  // A path inside the repository, so node_modules resolve from here; the file itself never exists.
  const entry = fileURLToPath(new URL(`./floor-${name}.js`, import.meta.url));
  const bundle = await rollup({
    input: entry,
    onwarn: () => {},
    plugins: [
      { name: 'floor-entry', resolveId: (id) => (id === entry ? id : null), load: (id) => (id === entry ? FLOOR_SOURCES[name] : null) },
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      nodeResolve({ browser: true }),
      commonjs(),
      minifyJs(),
    ],
  });
  try {
    const { output } = await bundle.generate({ format: 'es', inlineDynamicImports: true });
    return output[0].code;
  } finally {
    await bundle.close();
  }
}
