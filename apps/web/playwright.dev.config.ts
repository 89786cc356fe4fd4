import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch as chromium } from './e2e/support/chromium';

// The dev-stack smoke and link crawl (e2e-dev/, issue 28): the stack exactly as `npm start` starts it after its
// install (scripts/dev.mjs: the Vite dev server on 5173, the mocks on 4010 and 4011, the homeserver on 8008).
const isCI = !!process.env.CI;

export default defineConfig({
  testDir: './e2e-dev',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: isCI,
  timeout: 8 * 60_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: '../../.reports/playwright-dev.json' }]],
  use: { baseURL: 'http://127.0.0.1:5173', trace: 'off', launchOptions: chromium },
  projects: [{ name: 'dev-stack', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: {
    command: 'node ../../scripts/dev.mjs',
    url: 'http://127.0.0.1:5173',
    reuseExistingServer: !isCI,
    timeout: 180_000,
    // scripts/dev.mjs stops its servers (each in its own process group) on SIGTERM.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
  },
});
