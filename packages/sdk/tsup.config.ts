import { defineConfig } from 'tsup';
import { preserveModules, sourceModules } from '../../tools/tsup/preserve-modules';

// The JavaScript keeps one file per source module (tree-shakable with sideEffects: false); the
// types are bundled for the one public entry.
export default defineConfig({
  entry: sourceModules('.'),
  esbuildPlugins: [preserveModules],
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
