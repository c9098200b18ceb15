import { defineConfig, devices } from '@playwright/test';

// Runs against E2E_BASE_URL when given, else against a server of its own (fresh data folder, port 3100).
const externalBaseUrl = process.env.E2E_BASE_URL;
const port = Number(process.env.E2E_PORT || 3100);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR || '.e2e-data';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Some journeys switch site-wide state (maintenance mode, blocked countries): one worker keeps runs independent.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    baseURL: externalBaseUrl || `http://localhost:${port}`,
    // A failed test keeps its trace (actions, DOM snapshots, network, console) and a screenshot, but not a screencast:
    // filming every test cost about a fifth of the run on 2 cores (a visitor's 19 accessibility audits: 96 s, not 72 s).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'node scripts/e2e-server.js',
        url: `http://localhost:${port}/api/health`,
        timeout: 600_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          DATA_DIR: E2E_DATA_DIR,
          SITE_URL: `http://localhost:${port}`,
          COUNTRY_HEADER: 'cf-ipcountry',
          AUTH_RATE_LIMIT_PER_MINUTE: '120',
          LOG_LEVEL: 'warn',
          // tests/e2e/support/fake-recaptcha.ts answers here while a journey has the captcha on.
          RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:3199/recaptcha/api/siteverify',
        },
      },
});
