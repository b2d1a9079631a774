import {existsSync} from 'node:fs';
import {defineConfig, devices} from '@playwright/test';

/**
 * The end-to-end tests drive a real Chromium against production builds served on 127.0.0.1:
 * `build/` (the default: local search index) for every test, and `build-algolia/` (made by
 * `npm run build:algolia-test` with test credentials) for the search tests in Algolia mode.
 * `build/` is served twice: as GitHub Pages serves packit.dev (`/a` is `a.html` first; every test),
 * and by `docusaurus serve`, which stands for the hosts that answer `/a` from `a/index.html` first
 * (the tests of addresses: routes and redirects, old anchors, printed links over HTTP, hosts).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const url = (port: number) => `http://127.0.0.1:${port}`;
const withAlgolia = existsSync('build-algolia');
const server = (command: string, port: number) => ({
  command,
  url: url(port),
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
});
const serve = (dir: string, port: number) =>
  server(`node --import tsx scripts/lib/serve-github-pages.ts --dir ${dir} --port ${port}`, port);
const ADDRESS_TESTS = /(routes|old-anchors|printed-links-http|hosts)\.spec\.ts$/;

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
  // Visual snapshots (visual.spec.ts): one baseline per name for every platform, drawn with the
  // fonts .ci/run installs; a diff of up to 1% of the pixels passes (anti-aliasing, not layout).
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  // In CI a missing baseline fails the test instead of being written.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  expect: {
    // Diagrams, the search index and the checker's worker need a few seconds on a busy 2-core machine.
    timeout: 10_000,
    toHaveScreenshot: {maxDiffPixelRatio: 0.01, threshold: 0.2, animations: 'disabled', caret: 'hide', scale: 'css'},
  },
  use: {
    // Each worker's tests run in one browser context and tab, which Playwright resets between
    // tests: cookies, storage, the HTTP and memory caches, routes, init scripts, other tabs,
    // viewport and emulation. A fresh context and tab cost about 1.2 s before a page loaded (a
    // renderer process started, the site's scripts compiled again): 30 page loads took 74 s as
    // tests of their own and 37 s this way. A test that sets another context option (no
    // JavaScript, a permission) gets a fresh context; compile-hints.spec.ts, which counts what a
    // first visit compiles, asks for one each test.
    reuseContext: true,
    trace: 'on-first-retry',
    ...devices['Desktop Chrome'],
    viewport: {width: 1280, height: 800},
    launchOptions: {
      executablePath: chromium,
      // No traffic but to the site: every request outside 127.0.0.1 goes to a proxy that does not
      // exist (port 9, discard, has no listener) and fails, with no Playwright interception, so
      // the HTTP cache works as a reader's does; Chromium's own background requests are off.
      proxy: {server: 'http://127.0.0.1:9', bypass: '127.0.0.1'},
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  projects: [
    {name: 'local', use: {baseURL: url(PORT)}},
    ...(withAlgolia ? [{name: 'algolia', use: {baseURL: url(PORT + 1)}, testMatch: /search\.spec\.ts$/}] : []),
    {name: 'docusaurus-serve', use: {baseURL: url(PORT + 2)}, testMatch: ADDRESS_TESTS},
  ],
  webServer: [
    serve('build', PORT),
    ...(withAlgolia ? [serve('build-algolia', PORT + 1)] : []),
    server(`npx docusaurus serve --dir build --host 127.0.0.1 --port ${PORT + 2} --no-open`, PORT + 2),
  ],
});
