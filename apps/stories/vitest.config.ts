import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@ypo/source'] },
  ssr: { resolve: { conditions: ['@ypo/source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'stories',
    include: ['src/**/*.test.tsx'],
    environment: 'jsdom',
    testTimeout: 20_000,
    setupFiles: ['../../tools/vitest/node-abort-signal.ts', '../../tools/vitest/dom-reuse.ts'],
  },
});
