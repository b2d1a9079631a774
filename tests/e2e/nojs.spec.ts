/**
 * Without JavaScript the server-rendered pages are the site: a docs page, a post, a weekly post
 * and a list page show their content, and their navbar and sidebar links are real addresses that
 * load, on a desktop window and on a phone-sized one (where, with JavaScript, the navbar and the
 * sidebar live in the menu that JavaScript opens).
 */
import type {Locator, Page} from '@playwright/test';

import {expect, test} from './fixtures';

test.use({javaScriptEnabled: false});

const SAMPLES = [
  {
    kind: 'docs page',
    path: '/docs/guide',
    sidebar: '.theme-doc-sidebar-menu',
    heading: 'Packit Upstream Onboarding Guide',
  },
  {
    kind: 'post',
    path: '/posts/monorepos',
    sidebar: 'nav[aria-label="Blog recent posts navigation"]',
    heading: 'Introducing monorepository support',
  },
  {
    kind: 'weekly post',
    path: '/posts/weekly/2025/week-43',
    sidebar: 'nav[aria-label="Blog recent posts navigation"]',
    heading: 'Week 43 in Packit',
  },
  {kind: 'list page', path: '/posts', sidebar: 'nav[aria-label="Blog recent posts navigation"]', heading: null},
] as const;

/** The addresses of the visible links under `scope`, without the dropdown toggles that only JavaScript opens. */
async function visibleHrefs(scope: Locator): Promise<string[]> {
  return scope
    .locator('a[href]')
    .evaluateAll((anchors) =>
      anchors
        .filter(
          (a) =>
            (a as HTMLElement).checkVisibility() &&
            !(a.getAttribute('role') === 'button' && a.getAttribute('href') === '#'),
        )
        .map((a) => a.getAttribute('href') ?? ''),
    );
}

async function expectReadable(page: Page, heading: string | null) {
  const article = page.locator('main article').first();
  await expect(article).toBeVisible();
  if (heading !== null) await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
  else await expect(article.getByRole('heading', {level: 2}).first()).toBeVisible();
  await expect(article.locator('p').first()).toBeVisible();
  expect(((await article.textContent()) ?? '').trim().length).toBeGreaterThan(200);
}

for (const {kind, path, sidebar, heading} of SAMPLES) {
  test(`without JavaScript, a ${kind} (${path}) reads and its navbar and sidebar links load`, async ({
    page,
    request,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expectReadable(page, heading);
    // Diagrams are drawn at build time: the page holds them, in the light mode's colours (dark text).
    if (path === '/docs/guide') {
      const diagram = page.locator('.diagram svg').first();
      await expect(diagram).toBeVisible();
      await expect(diagram).toContainText('FAS verification');
      const colour = await diagram
        .locator('.nodeLabel')
        .first()
        .evaluate((label) => getComputedStyle(label).color);
      expect(Number(/\d+/.exec(colour)?.[0]), `label colour ${colour}`).toBeLessThan(128);
    }

    const navbar = await visibleHrefs(page.getByRole('navigation', {name: 'Main'}));
    const side = await visibleHrefs(page.locator(sidebar));
    expect(navbar.length, 'navbar links').toBeGreaterThan(10);
    expect(side.length, 'sidebar links').toBeGreaterThan(3);
    const hrefs = [...navbar, ...side];
    expect(
      hrefs.filter((href) => !/^(\/|https:\/\/)/.test(href)),
      'links that are not addresses',
    ).toEqual([]);

    const failures: string[] = [];
    for (const href of new Set(hrefs.filter((h) => h.startsWith('/')))) {
      const status = (await request.get(href)).status();
      if (status !== 200) failures.push(`${href}: HTTP ${status}`);
    }
    expect(failures).toEqual([]);

    // Following a sidebar link is a plain page load that lands on a readable page.
    const target = page.locator(sidebar).locator('a[href^="/"]:not([aria-current="page"])').first();
    const href = (await target.getAttribute('href')) ?? '';
    await target.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
  });
}

test.describe('on a phone-sized window', () => {
  test.use({viewport: {width: 390, height: 844}});

  for (const {kind, path, sidebar} of SAMPLES.filter((s) => s.kind === 'docs page' || s.kind === 'list page')) {
    test(`without JavaScript, a ${kind} (${path}) shows the navbar's links and the sidebar`, async ({page}) => {
      await page.goto(path);
      // The menu button needs JavaScript: the navbar lists its items instead, dropdowns open.
      await expect(page.locator('.navbar__toggle')).toBeHidden();
      const nav = page.getByRole('navigation', {name: 'Main'});
      for (const name of [
        'Documentation',
        'Fedora CI',
        'Source-git',
        'Research',
        'specfile library',
        'Weekly Updates',
      ]) {
        await expect(nav.getByRole('link', {name, exact: true}), name).toBeVisible();
      }
      // A plain list that wraps: no two of its visible items (links, the search button) intersect,
      // and the language is named once.
      const boxes = await nav.locator('a, button').evaluateAll((els) =>
        els
          .filter((el) => (el as HTMLElement).checkVisibility())
          .map(
            (el) =>
              ({
                name: el.textContent.trim() || (el.getAttribute('aria-label') ?? ''),
                ...el.getBoundingClientRect().toJSON(),
              }) as {name: string; left: number; right: number; top: number; bottom: number},
          ),
      );
      const overlaps = boxes.flatMap((a, i) =>
        boxes
          .slice(i + 1)
          .filter((b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
          .map((b) => `"${a.name}" and "${b.name}"`),
      );
      expect(overlaps, 'navbar items that intersect').toEqual([]);
      expect(
        boxes.filter((b) => b.name === 'English'),
        'language items',
      ).toHaveLength(1);
      await expect(page.locator('.navbar')).toHaveScreenshot(`nojs-navbar-${kind.replace(' ', '-')}-390.png`);
      const side = await visibleHrefs(page.locator(sidebar));
      if (kind === 'docs page') expect(side.length, 'sidebar links').toBeGreaterThan(3);
      // Nothing sticks out of the window.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // A sidebar link leads to a readable page.
      if (kind === 'docs page') {
        const target = page.locator(sidebar).locator('a[href^="/"]:not([aria-current="page"])').first();
        const href = (await target.getAttribute('href')) ?? '';
        // The sections above the sidebar lay out as they near the window (content-visibility in
        // src/css/custom.css), which moves the sidebar for a while after it is scrolled to, and a
        // click may then land on the text: click once the link stays put.
        await expect
          .poll(async () => {
            await target.scrollIntoViewIfNeeded();
            const before = JSON.stringify(await target.boundingBox());
            await page.waitForTimeout(250);
            return before === JSON.stringify(await target.boundingBox());
          })
          .toBe(true);
        await target.click();
        await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
      }
    });
  }
});
