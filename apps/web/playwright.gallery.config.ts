import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `pnpm gallery` (issue 28): a screenshot of every screen route at 390 and 1280 px as its persona, from the production
// build against the sandbox (the end-to-end run's servers, playwright.config.ts), into gallery/ at the repository's
// root (GALLERY_DIR to put it elsewhere) with an index.md to look through.
export default defineConfig({
  ...base,
  testDir: './gallery',
  retries: 0,
  timeout: 10 * 60_000,
  reporter: [['list']],
  use: { ...base.use, trace: 'off' },
});
