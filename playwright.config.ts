import { defineConfig, devices } from '@playwright/test';
import {
  chromiumArgs,
  chromiumPath,
  e2eBaseUrl,
  e2eDatabasePath,
  e2ePort,
} from './tests/e2e/support/env';

/**
 * Browser suite: Debian's Chromium against the production build, served by the same server as
 * `npm start` (static site + gateway) with a throwaway database.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: e2eBaseUrl,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'tsx server/main.ts',
    url: `${e2eBaseUrl}/robots.txt`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(e2ePort),
      HOST: '127.0.0.1',
      DATABASE_PATH: e2eDatabasePath,
      // The suite submits many forms from one address; production keeps the defaults.
      RATE_LIMIT_MAX: '1000',
      RESUME_UPLOADS_PER_HOUR: '0',
      BEACONS_PER_MINUTE: '0',
      SPAM_BURST_MAX: '0',
    },
    stdout: 'pipe',
  },
});
