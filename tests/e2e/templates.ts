/**
 * One page of each template, and how to open one so that it is drawn in full. The blog list is a
 * tag page whose posts are all in the past (the posts looking back at 2021): /posts itself shows
 * the newest posts, so its look would change with every post a maintainer adds.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';

import {links} from '../../src/data/site';
import {expect, hydrated} from './fixtures';

export const TEMPLATES = [
  {name: 'home', path: '/'},
  {name: 'docs page', path: '/docs/guide'},
  {name: 'docs category', path: '/docs/category/upstream-jobs'},
  {name: 'blog list', path: '/posts/tags/2021'},
  {name: 'post', path: '/posts/monorepos'},
  {name: 'weekly post', path: '/posts/weekly/2025/week-43'},
  {name: 'search', path: '/search'},
  {name: 'usage', path: '/usage'},
  {name: '404', path: '/no-such-page'},
] as const;

const usageFixture = readFileSync(join(__dirname, '..', 'fixtures', 'usage-api.json'), 'utf8');

/**
 * Answers the usage API with the test fixture (only the usage page asks it, when the build has no
 * snapshot). Any route turns Playwright's interception on for the page, and with it the HTTP cache
 * off, so the tests route only the pages that need it.
 */
export async function mockUsageApi(page: Page): Promise<void> {
  await page.route(
    (url) => url.href.startsWith(links.usageApi),
    (route) =>
      route.fulfill({
        contentType: 'application/json',
        headers: {'access-control-allow-origin': '*'},
        body: usageFixture,
      }),
  );
}

/**
 * Opens `path` in colour `mode` (the site's default when not given) and waits until what the page
 * draws after hydration is there: web fonts, diagrams in the window, the usage charts (answered
 * with the test fixture when the build has no usage snapshot).
 */
export async function openTemplate(page: Page, path: string, mode?: 'light' | 'dark'): Promise<void> {
  if (path === '/usage') await mockUsageApi(page);
  await page.goto(mode === undefined ? path : `${path}${path.includes('?') ? '&' : '?'}docusaurus-theme=${mode}`);
  await hydrated(page);
  if (mode !== undefined) await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  if (path === '/usage') await expect(page.locator('[data-usage-source]')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}
