/**
 * Every packit.dev link that packit and the service print (tests/fixtures/printed-links.tsv),
 * opened in Chromium against the build as GitHub Pages serves it (`/a/b` from `a/b.html`, `/a/b/`
 * only from `a/b/index.html`). Each one must answer 200 and end on its page, scrolled to its
 * section. printed-links-http.spec.ts follows them on `docusaurus serve` too.
 */
import {redirects} from '../../src/data/redirects';
import {printedLinks} from '../lib/oldAnchors';
import {expect, hydrated, test} from './fixtures';

for (const link of printedLinks()) {
  test(`${link.url} lands (${link.sources[0] ?? ''})`, async ({page, consoleProblems}) => {
    const printed = new URL(link.url);
    const response = await page.goto(`${printed.pathname}${printed.search}${printed.hash}`);
    expect(response?.status(), 'HTTP status of the printed address').toBe(200);
    // The page it should end on: the route without its trailing slash, or where a legacy path moved.
    const route = printed.pathname === '/' ? '/' : printed.pathname.replace(/\/$/, '');
    const expected = redirects.find((r) => r.from === route)?.to ?? route;
    await page.waitForURL((url) => url.pathname === expected);
    await hydrated(page);
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toHaveCount(0);
    const landed = new URL(page.url());
    if (printed.hash !== '') {
      expect(landed.hash).toBe(printed.hash);
      const target = page.locator(`[id="${decodeURIComponent(printed.hash.slice(1))}"]`);
      await expect(target).toHaveCount(1);
      await expect(target).toBeInViewport();
    }
    expect(consoleProblems).toEqual([]);
  });
}
