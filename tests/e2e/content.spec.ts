import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';

import {blogs} from '../../src/data/blogs';
import {routeOf} from '../lib/builtRoutes';
import {expect, open, test} from './fixtures';

const buildDir = join(__dirname, '..', '..', 'build');

/** The first built docs page whose article has a heading of the given level. */
function firstPageWith(tag: string, under: string[]): string | undefined {
  for (const dir of under) {
    const files = readdirSync(join(buildDir, dir), {recursive: true, withFileTypes: true});
    for (const e of files) {
      if (!e.isFile() || !e.name.endsWith('.html')) continue;
      const file = join(e.parentPath, e.name);
      if (new RegExp(`<article[\\s\\S]*<${tag}[ >]`).test(readFileSync(file, 'utf8'))) {
        return routeOf(relative(buildDir, file));
      }
    }
  }
  return undefined;
}

for (const mode of ['light', 'dark'] as const) {
  test(`Mermaid diagrams render as SVG in ${mode} mode`, async ({page}) => {
    await page.goto(`/flock-2025-workshop?docusaurus-theme=${mode}`);
    const diagram = page.locator('.docusaurus-mermaid-container svg').first();
    await expect(diagram).toBeVisible();
    await expect(diagram).toContainText('koji_build');
    // Mermaid's dark theme draws on a dark background with light text.
    const fill = await diagram
      .locator('.nodeLabel')
      .first()
      .evaluate((el) => getComputedStyle(el).color);
    const [r = 0] = fill.match(/\d+/g)?.map(Number) ?? [];
    expect(mode === 'dark' ? r > 128 : r < 128, `label colour ${fill}`).toBe(true);
  });
}

test('on a phone, diagrams keep their text at 8 px or more and wide ones scroll in their box', async ({page}) => {
  // Tall enough for the three diagrams of the guide to draw without scrolling.
  await page.setViewportSize({width: 390, height: 20_000});
  await open(page, '/docs/guide');
  const diagrams = page.locator('.docusaurus-mermaid-container');
  await expect(diagrams.locator('svg')).toHaveCount(3);
  const boxes = await diagrams.evaluateAll((containers) =>
    containers.map((c) => {
      const svg = c.querySelector('svg');
      return {
        scale: (svg?.getBoundingClientRect().width ?? 0) / parseFloat(svg?.style.maxWidth ?? '0'),
        scrolls: c.scrollWidth > c.clientWidth,
        focusable: c.tabIndex === 0 && c.getAttribute('aria-label') !== null,
      };
    }),
  );
  for (const box of boxes) {
    expect(box.scale).toBeGreaterThanOrEqual(0.5 - 0.01);
    // A box that scrolls can be scrolled with the keyboard and says what it is.
    expect(box.focusable).toBe(box.scrolls);
  }
  expect(boxes.some((box) => box.scrolls)).toBe(true);
  // The page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

for (const width of [390, 1280]) {
  test(`at ${width} px, a table that scrolls sideways takes keyboard focus and one that fits does not`, async ({
    page,
  }) => {
    await page.setViewportSize({width, height: 800});
    await open(page, '/docs/configuration');
    const tables = await page
      .locator('article table')
      .evaluateAll((all) => all.map((t) => ({scrolls: t.scrollWidth > t.clientWidth, focusable: t.tabIndex === 0})));
    expect(tables.some((t) => t.scrolls)).toBe(true);
    expect(tables.some((t) => !t.scrolls)).toBe(true);
    for (const table of tables) expect(table.focusable).toBe(table.scrolls);
  });
}

test('the table of contents lists only h2 and h3 headings', async ({page}) => {
  const route =
    firstPageWith('h4', ['docs', 'research', 'deployment', 'source-git']) ??
    firstPageWith('h3', ['docs', 'research', 'deployment', 'source-git']);
  test.skip(route === undefined, 'no docs page with h3 or h4 headings yet');
  await open(page, route ?? '/');
  const tocTargets = await page
    .locator('.table-of-contents a')
    .evaluateAll((links) =>
      links.map((a) => document.getElementById(decodeURIComponent((a as HTMLAnchorElement).hash.slice(1)))?.tagName),
    );
  expect(tocTargets.length).toBeGreaterThan(0);
  expect(new Set(tocTargets)).toEqual(new Set(tocTargets.filter((t) => t === 'H2' || t === 'H3')));
  const articleLevels = await page.locator('article :is(h2, h3)[id]').count();
  expect(tocTargets).toHaveLength(articleLevels);
});

for (const blog of Object.values(blogs)) {
  test(`${blog.title}: list pages hold up to 10 posts and the sidebar ${blog.sidebarCount}`, async ({
    page,
    request,
  }) => {
    await open(page, `/${blog.routeBasePath}`);
    await expect(page).toHaveTitle(`${blog.title} | Packit`);
    const feed = (await (await request.get(`/${blog.routeBasePath}/feed.json`)).json()) as {items: unknown[]};
    const total = feed.items.length;
    await expect(page.locator('main article')).toHaveCount(Math.min(10, total));
    await expect(page.locator('nav[aria-label="Blog recent posts navigation"] li')).toHaveCount(
      Math.min(blog.sidebarCount, total),
    );
  });

  test(`${blog.title}: the feeds carry the blog's title`, async ({request}) => {
    const rss = await (await request.get(`/${blog.routeBasePath}/rss.xml`)).text();
    expect(rss).toContain(`<title>${blog.title}</title>`);
    const atom = await (await request.get(`/${blog.routeBasePath}/atom.xml`)).text();
    expect(atom).toContain(`<title>${blog.title}</title>`);
    const json = (await (await request.get(`/${blog.routeBasePath}/feed.json`)).json()) as {title: string};
    expect(json.title).toBe(blog.title);
  });
}

test('the list, archive and tag pages of the two blogs have distinct titles', async ({page}) => {
  const titles: string[] = [];
  for (const blog of Object.values(blogs)) {
    for (const path of ['', '/archive', '/tags']) {
      await open(page, `/${blog.routeBasePath}${path}`);
      titles.push(await page.title());
    }
  }
  expect(new Set(titles).size).toBe(titles.length);
  expect(titles).toContain('Archive of the Packit Weekly | Packit');
});
