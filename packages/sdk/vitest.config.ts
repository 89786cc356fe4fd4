import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@ypo/source'] },
  // The fault tests run the sandbox (mocks/, which imports @ypo/sdk) in-process: Node-environment
  // tests resolve through Vite's SSR resolver, which has its own conditions.
  ssr: { resolve: { conditions: ['@ypo/source', 'module', 'node', 'development|production'] } },
test: { name: 'sdk', include: ['src/**/*.test.ts'], testTimeout: 20_000, hookTimeout: 60_000 },
});
