import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run over every project; each keeps its own config beside its code. One worker per core: Vitest's
// default leaves a core to its main process (one worker on a 2-core machine), which sits idle in a run.
export default defineConfig({
  test: {
    maxWorkers: availableParallelism(),
    minWorkers: 1,
    projects: ['packages/sdk', 'packages/headless', 'packages/msw', 'packages/testing', 'apps/stories', 'apps/web', 'mocks', 'tools', 'openapi', 'scripts'],
  },
});
