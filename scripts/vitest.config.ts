import { defineConfig } from 'vitest/config';

// The root scripts' own tests (scripts/lib): the step runner of the test command among them.
export default defineConfig({test: { name: 'scripts', include: ['lib/**/*.test.mjs'], testTimeout: 30_000 } });
