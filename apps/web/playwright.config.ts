import { defineConfig, devices } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { chromiumLaunch as chromium } from './e2e/support/chromium';

/** The environment the app is built with for the end-to-end run (shared with scripts/test-all.mjs). */
const buildEnv = JSON.parse(readFileSync(new URL('./e2e/build-env.json', import.meta.url), 'utf8')) as Record<string, string>;

const isCI = !!process.env.CI;


export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  // One retry on CI only: a test that passes on its retry counts as flaky and the test command's
  // summary names it (scripts/test-all.mjs), so a flake is seen without failing the run.
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // E2E_REPORT: where the test command wants a part's report (scripts/test-all.mjs runs the suite in two shards).
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? '../../.reports/playwright.json' }]],
  use: {
    baseURL: 'http://127.0.0.1:5173',
    // A trace records every action with a screenshot, about a third of the run's time: only a failed test's
    // retry records one (CI retries once), and a local run records none unless asked (--trace on).
    trace: isCI ? 'on-first-retry' : 'off',
    launchOptions: chromium,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: [
    {
      command: 'pnpm --filter @ypo/mocks start',
      url: 'http://127.0.0.1:4010/__gateway/health',
      reuseExistingServer: !isCI,
      timeout: 120_000,
      stdout: 'pipe',
    },
    {
      // E2E_PREBUILT: the test command has just built the app with this environment (scripts/test-all.mjs), so
      // the preview serves that build.
      command: process.env.E2E_PREBUILT ? 'pnpm run preview' : 'pnpm run build && pnpm run preview',
      url: 'http://127.0.0.1:5173',
      // Monitoring (spec 000 §1) reports to the sandbox's intake (a Sentry DSN: public key `e2e`, project 1;
      // docs/sandbox.md), every session with its replay so e2e/monitoring.spec.ts is deterministic
      // (production: 90 %, src/lib/monitoring/options.ts).
      env: buildEnv,
      reuseExistingServer: !isCI,
      timeout: 120_000,
    },
  ],
});
