import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@ypo/source'] },
  // Node-environment tests resolve server-side: @ypo/sdk from its source there too (core imports enum values).
  ssr: { resolve: { conditions: ['@ypo/source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'headless',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    environmentMatchGlobs: [['src/**/*.test.tsx', 'jsdom']],
    testTimeout: 20_000,
    setupFiles: ['../../tools/vitest/node-abort-signal.ts', '../../tools/vitest/dom-reuse.ts'],
  },
});
