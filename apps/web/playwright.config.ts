import { defineConfig, devices } from '@playwright/test';

const isCI = !!process.env.CI;

/** The sandbox's monitoring intake as a Sentry DSN (public key `e2e`, project 1; docs/sandbox.md). */
const MONITORING_DSN = 'http://e2e@127.0.0.1:4010/__sandbox/monitoring/1';

// Debian's Chromium; Playwright downloads no browser here (DEVELOPERS.md, machine facts).
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

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
  reporter: [['list'], ['json', { outputFile: '../../.reports/playwright.json' }]],
  use: {
    baseURL: 'http://127.0.0.1:5173',
    trace: 'retain-on-failure',
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
      command: 'pnpm run build && pnpm run preview',
      url: 'http://127.0.0.1:5173',
      // Monitoring (spec 000 §1) reports to the sandbox's intake, every session with its replay so
      // e2e/monitoring.spec.ts is deterministic (production: 90 %, src/lib/monitoring/options.ts).
      env: { VITE_MONITORING_URL: MONITORING_DSN, VITE_MONITORING_REPLAY_SAMPLE_RATE: '1' },
      reuseExistingServer: !isCI,
      timeout: 120_000,
    },
  ],
});
