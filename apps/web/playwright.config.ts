import { defineConfig, devices } from '@playwright/test';

const isCI = !!process.env.CI;

// Debian's Chromium; Playwright downloads no browser here (DEVELOPERS.md, machine facts).
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
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
      reuseExistingServer: !isCI,
      timeout: 120_000,
    },
  ],
});
