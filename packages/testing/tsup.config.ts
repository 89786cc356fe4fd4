import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', node: 'src/node.ts', playwright: 'src/playwright.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['msw', '@playwright/test', '@axe-core/playwright', '@ypo/mocks', '@ypo/msw', '@ypo/sdk'],
});
