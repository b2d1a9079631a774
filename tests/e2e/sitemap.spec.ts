import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {expect, hydrated, test} from './fixtures';

/**
 * Every page of the sitemap opens, hydrates and logs no error or warning. This catches broken
 * assets, hydration mismatches and components that fail in the browser only. The pages are
 * split into shards that the workers share.
 */
const sitemap = readFileSync(join(__dirname, '..', '..', 'build', 'sitemap.xml'), 'utf8');
const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);

/**
 * Tag pages and the later pages of a blog list are post previews in the list template: one of each
 * kind is opened (the posts themselves all are), which spares about a fifth of the page loads.
 */
const LIST_KINDS = [
  /^\/posts\/tags\/./,
  /^\/posts\/weekly\/tags\/./,
  /^\/posts\/page\/\d+$/,
  /^\/posts\/weekly\/page\/\d+$/,
];
const paths = listed.filter((path) => {
  const kind = LIST_KINDS.find((re) => re.test(path));
  return kind === undefined || listed.find((p) => kind.test(p)) === path;
});
const SHARDS = 8;

test('the sitemap lists the pages', () => {
  expect(listed.length).toBeGreaterThan(100);
  expect(paths.length).toBeGreaterThan(300);
});

for (let shard = 0; shard < SHARDS; shard++) {
  const mine = paths.filter((_, i) => i % SHARDS === shard);
  test(`sitemap pages ${shard + 1}/${SHARDS} open with no console error`, async ({page, consoleProblems}) => {
    test.setTimeout(300_000);
    const failures: string[] = [];
    for (const path of mine) {
      consoleProblems.length = 0;
      const response = await page.goto(path, {waitUntil: 'domcontentloaded'});
      await hydrated(page);
      if (response?.status() !== 200) failures.push(`${path}: HTTP ${response?.status()}`);
      failures.push(...consoleProblems.map((p) => `${path}: ${p}`));
    }
    expect(failures).toEqual([]);
  });
}
