/**
 * Performance budgets that a test can hold: the Mermaid library loads only for pages that show a
 * diagram. The figures (build time, bytes, Lighthouse) are printed by `npm run bench` and
 * `npm run lighthouse`.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import {expect, hydrated, test} from './fixtures';

const jsDir = join(__dirname, '..', '..', 'build', 'assets', 'js');
/** The chunk(s) that hold Mermaid's core. */
const mermaidChunks = readdirSync(jsDir).filter(
  (f) => f.endsWith('.js') && readFileSync(join(jsDir, f), 'utf8').includes('mermaidAPI'),
);

test('the build has a Mermaid chunk', () => {
  expect(mermaidChunks.length).toBeGreaterThan(0);
});

for (const path of ['/', '/posts', '/posts/weekly', '/research']) {
  test(`${path} has no diagram and does not load Mermaid`, async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname.split('/').pop() ?? ''));
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.docusaurus-mermaid-container, .mermaid-placeholder')).toHaveCount(0);
    expect(scripts.filter((s) => mermaidChunks.includes(s))).toEqual([]);
  });
}

test('a page with a diagram loads Mermaid when the diagram comes into view', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname.split('/').pop() ?? ''));
  await page.goto('/docs/guide');
  await hydrated(page);
  const placeholder = page.locator('.mermaid-placeholder').last();
  await placeholder.scrollIntoViewIfNeeded();
  await expect(page.locator('.docusaurus-mermaid-container svg').last()).toBeVisible();
  expect(scripts.filter((s) => mermaidChunks.includes(s)).length).toBeGreaterThan(0);
});
