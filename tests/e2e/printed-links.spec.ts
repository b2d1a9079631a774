/**
 * Every packit.dev link that packit and the service print (tests/fixtures/printed-links.tsv),
 * opened in Chromium against the build as GitHub Pages serves it (`/a/b` from `a/b.html`, `/a/b/`
 * only from `a/b/index.html`). Each one must answer 200 and end on its page, scrolled to its
 * section. printed-links-http.spec.ts follows them on `docusaurus serve` too.
 *
 * The links are opened one after another in one test per chunk, each in a document of its own (the
 * tab goes to about:blank in between): a test for each link would cost as much again as the load
 * (the tab reset and its caches emptied, playwright.config.ts).
 */
import type {Page} from '@playwright/test';

import {redirects} from '../../src/data/redirects';
import {printedLinks} from '../lib/oldAnchors';
import {expect, failuresOf, hydrated, test} from './fixtures';

const CHUNKS = 4;

/** Opens a printed link in a fresh document of the tab, and fails unless it lands. */
async function land(page: Page, url: string): Promise<void> {
  await page.goto('about:blank');
  const printed = new URL(url);
  const response = await page.goto(`${printed.pathname}${printed.search}${printed.hash}`);
  expect(response?.status(), 'HTTP status of the printed address').toBe(200);
  // The page it should end on: the route without its trailing slash, or where a legacy path moved.
  const route = printed.pathname === '/' ? '/' : printed.pathname.replace(/\/$/, '');
  const expected = redirects.find((r) => r.from === route)?.to ?? route;
  await page.waitForURL((landed) => landed.pathname === expected, {timeout: 10_000});
  await hydrated(page);
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toHaveCount(0);
  if (printed.hash !== '') {
    expect(new URL(page.url()).hash, 'the fragment it ends on').toBe(printed.hash);
    const target = page.locator(`[id="${decodeURIComponent(printed.hash.slice(1))}"]`);
    await expect(target).toHaveCount(1);
    await expect(target).toBeInViewport();
  }
}

const links = printedLinks();

for (let chunk = 0; chunk < CHUNKS; chunk++) {
  const mine = links.filter((_, i) => i % CHUNKS === chunk);
  test(`printed links ${chunk + 1}/${CHUNKS} (${mine.length}) land on their page and section`, async ({
    page,
    consoleProblems,
  }) => {
    test.setTimeout(30_000 + mine.length * 10_000);
    const problems = await failuresOf(
      mine,
      (link) => `${link.url} (${link.sources[0] ?? ''})`,
      async (link) => {
        const logged = consoleProblems.length;
        await land(page, link.url);
        expect(consoleProblems.slice(logged), 'console').toEqual([]);
      },
    );
    expect(problems).toEqual([]);
  });
}
