// The React host's own build: the app, React and the marquee bundle into dist/.
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { fileURLToPath } from 'node:url';
import esbuild from 'rollup-plugin-esbuild';

const here = (/** @type {string} */ path) => fileURLToPath(new URL(path, import.meta.url));

export default {
  input: { app: here('src/main.tsx') },
  output: { dir: here('dist'), format: 'es', entryFileNames: '[name].js' },
  plugins: [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
    commonjs(),
    esbuild({ target: 'es2022', jsx: 'automatic', minify: true }),
  ],
};
