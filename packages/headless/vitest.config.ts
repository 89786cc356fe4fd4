import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@ypo/source'] },
  // Node-environment tests resolve through the SSR conditions: core imports SDK helpers at runtime.
  ssr: { resolve: { conditions: ['@ypo/source'] } },
  test: {
    name: 'headless',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    environmentMatchGlobs: [['src/**/*.test.tsx', 'jsdom']],
    testTimeout: 20_000,
  },
});
