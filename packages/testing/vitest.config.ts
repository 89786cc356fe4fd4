import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@ypo/source'] },
  ssr: { resolve: { conditions: ['@ypo/source'] } },
test: { name: 'testing', include: ['src/**/*.test.ts'], testTimeout: 20_000 },
});
