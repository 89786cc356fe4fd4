import { defineConfig } from 'vitest/config';

export default defineConfig({
  // @ypo/sdk from its source, as Node runs the mocks (`node --conditions=@ypo/source`); the tests run
  // server-side, so the condition goes to the SSR resolver (Vite's server conditions after it).
  ssr: { resolve: { conditions: ['@ypo/source', 'module', 'node', 'development|production'] } },
test: { name: 'mocks', include: ['src/**/*.test.ts'], testTimeout: 20_000, hookTimeout: 30_000 },
});
