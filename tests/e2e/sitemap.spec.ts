import {join} from 'node:path';

import type {Page} from '@playwright/test';

import {fileForPath, HtmlCache, sitemapPaths} from '../lib/builtSite';
import {expect, hydrated, test} from './fixtures';

/**
 * Every page of the sitemap renders in the browser and logs no error or warning. Two passes:
 * - full loads of a covering set of pages, chosen so that together they carry every CSS class of
 *   the build's HTML (every template, plugin instance and component): these hydrate the server's
 *   HTML, so they catch hydration mismatches and components that fail in the browser only;
 * - every page, reached through the site's own router from a loaded page, as a reader's click
 *   does: this runs each page's components in the browser at a tenth of the cost of a full load.
 */
const buildDir = join(__dirname, '..', '..', 'build');
const paths = sitemapPaths(buildDir);

/** Classes that name one page or one token, not a component. */
const PAGE_CLASSES = /^(docs-doc-id-|token$|language-)/;

/** Pages that together carry every class of the build's HTML, picked greedily (most new classes first). */
function coveringPages(): string[] {
  const html = new HtmlCache();
  const classes = new Map(
    paths.map((path) => {
      const $ = html.get(fileForPath(buildDir, path) ?? '');
      const names = $('[class]')
        .map((_, el) => ($(el).attr('class') ?? '').split(/\s+/))
        .get()
        .filter((name) => name !== '' && !PAGE_CLASSES.test(name));
      return [path, new Set(names)] as const;
    }),
  );
  const left = new Set([...classes.values()].flatMap((names) => [...names]));
  const chosen: string[] = [];
  while (left.size > 0) {
    const gain = (path: string) => [...(classes.get(path) ?? [])].filter((name) => left.has(name)).length;
    const best = paths.reduce((a, b) => (gain(b) > gain(a) ? b : a));
    chosen.push(best);
    for (const name of classes.get(best) ?? []) left.delete(name);
  }
  return chosen;
}

/**
 * Follows a path with the site's router, as a click on a link does; false when its page (told by
 * its canonical link) is not there within 15 seconds.
 */
async function navigate(page: Page, path: string): Promise<boolean> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  return page
    .waitForFunction(
      (to) =>
        document
          .querySelector('link[rel="canonical"]')
          ?.getAttribute('href')
          ?.replace(/^\w+:\/\/[^/]+/, '') === to,
      path,
      {timeout: 15_000},
    )
    .then(
      () => true,
      () => false,
    );
}

test('the sitemap lists the pages, each a file of the build', () => {
  expect(paths.length).toBeGreaterThan(400);
  expect(paths.filter((path) => fileForPath(buildDir, path) === undefined)).toEqual([]);
});

const SHARDS = 2;
const covering = coveringPages();

for (let shard = 0; shard < SHARDS; shard++) {
  const loads = covering.filter((_, i) => i % SHARDS === shard);
  test(`full loads ${shard + 1}/${SHARDS}: ${loads.length} pages that carry every component hydrate with no console error`, async ({
    page,
    consoleProblems,
  }) => {
    test.setTimeout(180_000);
    const failures: string[] = [];
    for (const path of loads) {
      consoleProblems.length = 0;
      const response = await page.goto(path, {waitUntil: 'domcontentloaded'});
      await hydrated(page);
      if (response?.status() !== 200) failures.push(`${path}: HTTP ${response?.status()}`);
      failures.push(...consoleProblems.map((p) => `${path}: ${p}`));
    }
    expect(failures).toEqual([]);
  });

  const visits = paths.filter((_, i) => i % SHARDS === shard);
  test(`router ${shard + 1}/${SHARDS}: ${visits.length} pages render with no console error`, async ({
    page,
    consoleProblems,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/');
    await hydrated(page);
    const failures: string[] = [];
    for (const path of visits) {
      consoleProblems.length = 0;
      if (!(await navigate(page, path))) failures.push(`${path}: the router did not show the page`);
      failures.push(...consoleProblems.map((p) => `${path}: ${p}`));
    }
    expect(failures).toEqual([]);
  });
}
