import {expect, hydrated, test} from './fixtures';

/**
 * Every page of the sitemap opens, hydrates and logs no error or warning. This catches broken
 * assets, hydration mismatches and components that fail in the browser only.
 */
test('every page of the sitemap opens with no console error', async ({page, request, consoleProblems}) => {
  test.setTimeout(600_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  expect(paths.length).toBeGreaterThan(10);
  const failures: string[] = [];
  for (const path of paths) {
    consoleProblems.length = 0;
    const response = await page.goto(path);
    await hydrated(page);
    if (response?.status() !== 200) failures.push(`${path}: HTTP ${response?.status()}`);
    failures.push(...consoleProblems.map((p) => `${path}: ${p}`));
  }
  expect(failures).toEqual([]);
});
