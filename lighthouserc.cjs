/**
 * Lighthouse CI (`lhci collect`, then `lhci assert`), run by `npm run lighthouse`
 * (scripts/lighthouse.ts), which picks a free port, passes `--runs` and pages on, and prints the table.
 *
 * The pages are served by our own server (scripts/lib/serve-github-pages.ts), not by lhci's `staticDistDir`:
 * that one (node_modules/@lhci/cli/src/collect/fallback-server.js, express.static behind
 * `compression()`) does gzip, but it answers `/docs/guide` with a redirect to `/docs/guide/`
 * instead of `docs/guide.html`, where GitHub Pages answers with the page itself. Ours resolves paths
 * like GitHub Pages and gzips text the same way.
 *
 * Nothing leaves the machine: no `lhci upload`; Lighthouse runs with error reporting off.
 */
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4190);
const origin = `http://127.0.0.1:${port}`;

module.exports = {
  ci: {
    collect: {
      startServerCommand: `node --import tsx scripts/lib/serve-github-pages.ts --dir build --port ${port}`,
      startServerReadyPattern: 'Serving',
      url: ['/', '/docs/guide', '/docs/configuration', '/posts'].map((page) => `${origin}${page}`),
      numberOfRuns: 5,
      // Lighthouse's default settings are the mobile preset (Moto G Power-sized screen, simulated
      // slow 4G, 4× CPU slowdown). lhci adds --headless=new itself.
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      settings: {
        chromeFlags: '--no-sandbox',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        enableErrorReporting: false,
      },
    },
    assert: {
      // Each budget is checked on the run whose performance score is the median of the page's runs.
      aggregationMethod: 'median-run',
      assertions: {
        'categories:performance': ['error', {minScore: 0.95}],
        'categories:accessibility': ['error', {minScore: 1}],
        'categories:best-practices': ['error', {minScore: 1}],
        'categories:seo': ['error', {minScore: 1}],
        'total-blocking-time': ['error', {maxNumericValue: 200}],
      },
    },
  },
};
