import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run over every project; each keeps its own config beside its code.
// - One worker per core: Vitest's default leaves a core to its main process (one worker on a 2-core
//   machine), which sits idle in a run.
// - No isolation between the test files of a worker: each file still gets a fresh environment (a new jsdom
//   document: tools/vitest/dom-reuse.ts rebinds Testing Library's `screen` to it), but modules are loaded once
//   per worker, not once per file, which halves the run (docs/testing.md). A test file that changes a global
//   puts it back in its afterEach/afterAll.
export default defineConfig({
  test: {
    maxWorkers: availableParallelism(),
    minWorkers: 1,
    poolOptions: { forks: { isolate: false } },
    projects: ['packages/sdk', 'packages/headless', 'packages/msw', 'packages/testing', 'apps/stories', 'apps/web', 'mocks', 'tools', 'openapi', 'scripts'],
  },
});
