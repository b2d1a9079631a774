/**
 * Accessibility: axe-core on one page of every template, in light and dark mode and on a desktop
 * and a phone-sized window, must find nothing of serious or critical impact; and every image of the
 * built site has a text alternative that says something. The keyboard tests are in
 * keyboard.spec.ts.
 */
import {join} from 'node:path';

import type {Page} from '@playwright/test';

import {builtFiles, HtmlCache} from '../lib/builtSite';
import {expect, hydrated, seriousAxeViolations, test} from './fixtures';
import {mockUsageApi} from './templates';

const buildDir = join(__dirname, '..', '..', 'build');

/** One page of each template, and pages with what those lack. */
const PAGES: readonly {readonly name: string; readonly path: string}[] = [
  {name: 'home', path: '/'},
  {name: 'docs page', path: '/docs/guide'},
  // Pages with what the templates above lack (found by Lighthouse and `npm run a11y:sweep`):
  // code blocks with titles, line numbers and highlighted lines, and wide tables;
  {name: 'configuration reference', path: '/docs/configuration'},
  // linked code in a warning admonition;
  {name: 'specfile API page', path: '/specfile/api/specfile/macros'},
  // a task list (Markdown checkboxes);
  {name: 'research page', path: '/research/integrations/fedora-ci'},
  // footnotes.
  {name: 'deployment page', path: '/deployment/resource-requirements'},
  {name: 'docs category', path: '/docs/category/upstream-jobs'},
  {name: 'blog list', path: '/posts'},
  {name: 'blog post', path: '/posts/monorepos'},
  {name: 'tag page', path: '/posts/tags/copr'},
  {name: 'blog archive', path: '/posts/archive'},
  {name: 'weekly post', path: '/posts/weekly/2025/week-43'},
  {name: 'search page', path: '/search?q=copr'},
  {name: 'usage page', path: '/usage'},
  {name: 'not-found page', path: '/no/such/page'},
];

const VIEWPORTS = {desktop: {width: 1280, height: 800}, mobile: {width: 390, height: 844}} as const;

const withTheme = (path: string, mode: 'light' | 'dark') =>
  `${path}${path.includes('?') ? '&' : '?'}docusaurus-theme=${mode}`;

/** Waits until what the page draws after hydration is there: search results, charts. */
async function settled(page: Page, path: string): Promise<void> {
  await hydrated(page);
  if (path.startsWith('/search')) await expect(page.getByText(/\d+ documents? found/)).toBeVisible({timeout: 30_000});
  if (path === '/usage') await expect(page.locator('[data-usage-source]')).toBeVisible();
}

/**
 * Each template in both colour modes and at both widths, in two loads instead of four: one page
 * is checked light on the desktop and dark on the phone, the next the other way round, so every
 * combination is checked on half of the templates. Both loads are in one test (a test for each would
 * cost as much again as a load: the tab reset and its caches emptied, playwright.config.ts), and a
 * load with violations does not stop the other (`expect.soft`).
 */
const MODES = ['light', 'dark'] as const;

PAGES.forEach(({name, path}, index) => {
  test(`axe: ${name} (${path}), desktop and phone (one light, one dark): nothing serious or critical`, async ({
    page,
  }) => {
    test.slow();
    if (path === '/usage') await mockUsageApi(page);
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      const mode = MODES[(index + (viewportName === 'desktop' ? 0 : 1)) % 2] ?? 'light';
      await page.goto('about:blank');
      await page.setViewportSize(viewport);
      await page.goto(withTheme(path, mode));
      await settled(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      expect.soft(await seriousAxeViolations(page), `${mode} mode, ${viewportName}`).toEqual([]);
    }
  });
});

/** Alternative texts that name a file or a kind of thing instead of saying what the image shows. */
const MEANINGLESS_ALT =
  /^(image|img|picture|photo|screenshot|logo|icon|diagram|figure|graphic|banner)$|\.(png|jpe?g|gif|svg|webp|avif)$/i;

test('every image of the built site has a meaningful alt text, or is marked decorative', () => {
  const cache = new HtmlCache();
  const failures = new Set<string>();
  let images = 0;
  const html = new Set(builtFiles(buildDir).filter((f) => f.endsWith('.html') && !f.startsWith('assets/')));
  // A route's copy at `<route>/index.html` is its page with one script added (src/plugins/trailing-slash.ts).
  const isCopy = (f: string) => f.endsWith('/index.html') && html.has(f.replace(/\/index\.html$/, '.html'));
  for (const file of [...html].filter((f) => !isCopy(f))) {
    const $ = cache.get(join(buildDir, file));
    $('img, input[type="image"], area[href]').each((_, el) => {
      images++;
      const img = $(el);
      const alt = img.attr('alt');
      const decorative = img.attr('aria-hidden') === 'true' || /^(presentation|none)$/.test(img.attr('role') ?? '');
      const what = `${file}: <${el.tagName} src="${img.attr('src') ?? img.attr('href') ?? ''}" alt=${alt === undefined ? '(none)' : `"${alt}"`}>`;
      if (alt === undefined) failures.add(`${what}: no alt attribute`);
      else if (alt.trim() === '' && !decorative) failures.add(`${what}: empty alt on an image not marked decorative`);
      else if (alt.trim() !== '' && MEANINGLESS_ALT.test(alt.trim())) failures.add(`${what}: alt says nothing`);
    });
    // An SVG drawn as content needs a name as well.
    $('svg[role="img"]').each((_, el) => {
      const svg = $(el);
      if (!svg.attr('aria-label') && !svg.attr('aria-labelledby') && svg.children('title').text().trim() === '') {
        failures.add(`${file}: <svg role="img"> without a name`);
      }
    });
  }
  expect(images).toBeGreaterThan(0);
  expect([...failures]).toEqual([]);
});
