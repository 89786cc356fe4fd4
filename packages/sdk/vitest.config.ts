import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@ypo/source'] },
  test: { name: 'sdk', include: ['src/**/*.test.ts'], testTimeout: 20_000 },
});
