import {existsSync} from 'node:fs';
import {defineConfig, devices} from '@playwright/test';

/** The end-to-end tests drive a real Chromium against the production build served on 127.0.0.1. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

// Debian's Chromium where it is installed (CI installs it); elsewhere the browser Playwright installed.
const chromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', {open: 'never'}]] : 'list',
  timeout: 60_000,
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    viewport: {width: 1280, height: 800},
    launchOptions: {
      executablePath: chromium,
      // No traffic but to the site: Chromium's own background requests would be refused anyway.
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  webServer: {
    command: `npx docusaurus serve --host 127.0.0.1 --port ${PORT} --no-open`,
    url: BASE_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
