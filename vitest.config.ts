import { defineConfig } from 'vitest/config';

// One run over every project; each keeps its own config beside its code.
export default defineConfig({
  test: {
    projects: ['packages/sdk', 'packages/headless', 'packages/msw', 'packages/testing', 'apps/stories', 'apps/web', 'mocks', 'tools', 'openapi'],
  },
});
