import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@ypo/source'] },
  test: { include: ['src/**/*.test.ts'] },
});
