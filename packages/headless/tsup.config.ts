import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { preserveModules, sourceModules } from '../../tools/tsup/preserve-modules';

// One public entry per subpath: the package root, the framework-free core, its message catalogues
// (`@ypo/headless/messages`, which the mocks' sign-in page shows too, and the feature screens'
// `@ypo/headless/feature-messages`), and each feature's
// hooks (`@ypo/headless/<feature>`, the folders of src/features), so an embedding team imports one
// feature. The JavaScript keeps one file per source module (tree-shakable with sideEffects: false);
// the types are bundled per public entry.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default defineConfig({
  entry: sourceModules('.', ['testing']),
  esbuildPlugins: [preserveModules],
  format: ['esm'],
  dts: {
    // Declarations marked @internal (the messenger client's matrix-js-sdk parts) stay out of the published types.
    compilerOptions: { stripInternal: true },
    entry: {
      index: 'src/index.ts',
      'core/index': 'src/core/index.ts',
      'core/messages': 'src/core/messages.ts',
      'core/feature-messages': 'src/core/feature-messages.ts',
      // The waiver workflow machine: plain TypeScript the sandbox loads with Node (it enforces the same machine).
      'core/waiver/machine': 'src/core/waiver/machine.ts',
      // Its texts, which the sandbox's refusals quote.
      'core/waiver/messages': 'src/core/waiver/messages.ts',
      // The messenger's Matrix client on its own: the sandbox sends its seeded conversations with it (Node, no React).
      'features/messenger/client/matrix-client': 'src/features/messenger/client/matrix-client.ts',
      ...Object.fromEntries(features.map((name) => [`features/${name}/index`, `src/features/${name}/index.ts`])),
    },
  },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'swr', 'jotai', '@ypo/sdk'],
});
