/**
 * Mermaid diagrams are drawn at build time (src/remark/diagrams.ts): a page shows them from its HTML,
 * with or without JavaScript, in the colours of its colour mode, and no page loads Mermaid.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import type {Page} from '@playwright/test';

import {COLUMN_WIDTH, POST_COLUMN_WIDTH} from '../../src/remark/diagramShape';
import {expect, hydrated, test} from './fixtures';

/** Pages with diagrams: several on one page, a reference page, a phone-wide one, the widest one. */
const PAGES = [
  {path: '/docs/guide', count: 3},
  {path: '/docs/configuration', count: 1},
  {path: '/research/database/refresh', count: 5},
  {path: '/deployment', count: 1},
  // cspell:disable-next-line
  {path: '/research/ymir-triggering-rearchitecture', count: 1},
] as const;

const jsDir = join(__dirname, '..', '..', 'build', 'assets', 'js');

/** The colour of each diagram's first label: it follows the colour mode. */
const labelColours = (page: Page) =>
  page
    .locator('.diagram')
    .evaluateAll((all) =>
      all.map((diagram) => getComputedStyle(diagram.querySelector('.nodeLabel, text') ?? diagram).color),
    );

test('no script of the build holds Mermaid', () => {
  const withMermaid = readdirSync(jsDir).filter(
    (f) => f.endsWith('.js') && /mermaidAPI|theme-mermaid/.test(readFileSync(join(jsDir, f), 'utf8')),
  );
  expect(withMermaid).toEqual([]);
});

for (const {path, count} of PAGES) {
  test(`${path}: scrolled to its end, shows its ${count} diagram(s) in light and dark and loads no Mermaid`, async ({
    page,
  }) => {
    const requests: {url: string; prefetch: boolean}[] = [];
    // Links in the window prefetch their pages' chunks (`<link rel="prefetch">`, of type "other")
    // whenever the browser is idle; the toggle is held to everything else.
    page.on('request', (request) => requests.push({url: request.url(), prefetch: request.resourceType() === 'other'}));
    await page.goto(`${path}?docusaurus-theme=light`);
    await hydrated(page);
    await page.evaluate(() => {
      window.scrollTo(0, document.body.scrollHeight);
    });
    await page.waitForLoadState('networkidle');
    const diagrams = page.locator('.diagram');
    await expect(diagrams).toHaveCount(count);
    // One drawing per diagram, for both colour modes.
    await expect(page.locator('.diagram svg:visible')).toHaveCount(count);
    const light = await labelColours(page);
    const heights = await diagrams.evaluateAll((all) => all.map((d) => d.getBoundingClientRect().height));
    for (const height of heights) expect(height).toBeGreaterThan(40);
    // The labels are text (found by the browser's find), and the diagram is named.
    expect(((await diagrams.first().textContent()) ?? '').trim().length).toBeGreaterThan(3);
    await expect(diagrams.first()).toHaveAttribute('aria-label', /\S/);

    // The colour toggle changes the colours by CSS: the same boxes, the same sizes, nothing fetched.
    const before = requests.length;
    await page.evaluate(() => {
      document.documentElement.setAttribute('data-theme', 'dark');
    });
    const dark = await labelColours(page);
    dark.forEach((colour, index) => {
      expect(colour, `diagram ${index + 1}'s label`).not.toBe(light[index]);
    });
    await expect(page.locator('.diagram svg:visible')).toHaveCount(count);
    expect(await diagrams.evaluateAll((all) => all.map((d) => d.getBoundingClientRect().height))).toEqual(heights);
    expect(requests.slice(before).filter((request) => !request.prefetch)).toEqual([]);

    expect(requests.filter(({url}) => /mermaid/i.test(url))).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  for (const {path, count} of PAGES) {
    test(`${path} shows its ${count} diagram(s)`, async ({page}) => {
      await page.goto(path);
      await expect(page.locator('.diagram svg:visible')).toHaveCount(count);
    });
  }
});

test('a page opened by a link fetches its drawings and shows them', async ({page}) => {
  await page.goto('/docs');
  await hydrated(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.locator('.theme-doc-sidebar-container a[href="/docs/guide"]').first().click();
  await expect(page).toHaveURL(/\/docs\/guide$/);
  await expect(page.locator('.diagram svg:visible')).toHaveCount(3);
  expect(documents, 'a client-side navigation').toEqual([]);
});

test('on a phone, diagrams keep their text at 8 px or more and wide ones scroll in their focusable box', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/docs/guide');
  await hydrated(page);
  const boxes = await page.locator('.diagram-box').evaluateAll((all) =>
    all.map((box) => {
      const svg = box.querySelector<SVGSVGElement>('.diagram svg');
      return {
        scale: (svg?.getBoundingClientRect().width ?? 0) / (svg?.viewBox.baseVal.width ?? 1),
        scrolls: box.scrollWidth > box.clientWidth,
        focusable: box.tabIndex === 0 && box.getAttribute('aria-label') !== null,
      };
    }),
  );
  for (const box of boxes) {
    expect(box.scale).toBeGreaterThanOrEqual(0.5 - 0.01);
    expect(box.focusable).toBe(box.scrolls);
  }
  expect(boxes.some((box) => box.scrolls)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

// tests/unit/diagrams.test.ts holds every diagram within twice these columns; here the pages say
// how wide the columns are.
test('at a 1280 px window, the text columns are as wide as the diagram rule takes them, and no diagram scrolls', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 900});
  for (const [path, column] of [
    ['/deployment', COLUMN_WIDTH],
    ['/posts/aws-and-image-builder', POST_COLUMN_WIDTH],
  ] as const) {
    await page.goto(path);
    await hydrated(page);
    const boxes = await page
      .locator('.diagram-box')
      .evaluateAll((all) => all.map((box) => ({width: box.clientWidth, scrolls: box.scrollWidth > box.clientWidth})));
    expect(boxes.length, path).toBeGreaterThan(0);
    for (const box of boxes) expect(box, path).toEqual({width: column, scrolls: false});
  }
});
