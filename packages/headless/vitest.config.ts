import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@ypo/source'] },
  // Node-environment tests (core) resolve workspace packages to their source too.
  ssr: { resolve: { conditions: ['@ypo/source'] } },
  test: {
    name: 'headless',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    environmentMatchGlobs: [['src/**/*.test.tsx', 'jsdom']],
    testTimeout: 20_000,
    setupFiles: ['../../tools/vitest/node-abort-signal.ts'],
  },
});
