import { defineConfig, devices } from '@playwright/test';

const isCI = !!process.env.CI;

// Debian's Chromium; Playwright downloads no browser here.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

// The identity provider and the gateway with the sandbox are started by the fixtures of
// @ypo/testing/playwright (in the worker); only the app is a web server here.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: isCI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../../.reports/playwright-embed-example.json' }]],
  use: { baseURL: 'http://127.0.0.1:5174', trace: 'retain-on-failure', launchOptions: chromium },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: {
    command: 'pnpm run build && pnpm run preview',
    url: 'http://127.0.0.1:5174',
    reuseExistingServer: !isCI,
    timeout: 300_000,
  },
});
