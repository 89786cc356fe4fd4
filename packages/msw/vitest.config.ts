import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Node-environment tests resolve through Vite's SSR resolver, which has its own conditions.
  resolve: { conditions: ['@ypo/source'] },
  ssr: { resolve: { conditions: ['@ypo/source'] } },
test: { name: 'msw', include: ['src/**/*.test.ts'], testTimeout: 20_000 },
});
