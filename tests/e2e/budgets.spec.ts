/**
 * Performance budgets that a test can hold (that no page loads Mermaid, diagrams being drawn at
 * build time, is held by diagrams.spec.ts): links prefetch each chunk of the pages they lead to once
 * (patches/@docusaurus+core+3.10.2.patch), a page's HTML names every script it hydrates with, and
 * the page paints before the first of them runs (src/config/ssr-template.ts), and no page builds
 * the browser's collator while it hydrates (that Chromium compiles the scripts off the main thread
 * is held by compile-hints.spec.ts). The figures (build time, bytes, Lighthouse) are
 * printed by `npm run bench` and `npm run lighthouse`.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';

import type {Request} from '@playwright/test';

import {hydrationTime, noteHydrationTime} from '../../scripts/lib/hydration';
import {resolveFile} from '../../scripts/lib/static-server';
import {expect, hydrated, test} from './fixtures';

test('links prefetch each chunk of the pages they lead to once', async ({page}) => {
  await page.goto('/docs/guide');
  await hydrated(page);
  // The sidebar and navbar links of a docs page lead to about 70 pages that share chunks.
  await expect
    .poll(() => page.locator('link[rel="prefetch"]').count(), {message: 'prefetches start when the page is idle'})
    .toBeGreaterThan(20);
  await page.waitForLoadState('networkidle');
  const hrefs = await page
    .locator('link[rel="prefetch"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  expect(hrefs.length - new Set(hrefs).size, 'prefetch links for a chunk already prefetched').toBe(0);
});

for (const path of ['/', '/docs/configuration']) {
  test(`${path} hydrates without building the browser's collator`, async ({page}) => {
    // The first localeCompare or Intl.Collator of a page builds ICU's collator: 40-75 ms of one
    // hydration task on a phone (patches/@docusaurus+plugin-content-docs and +theme-common).
    await page.addInitScript(() => {
      const w = window as unknown as {collatorCalls: string[]};
      w.collatorCalls = [];
      const note = (name: string) =>
        w.collatorCalls.push(`${name}: ${new Error().stack?.split('\n')[3]?.trim() ?? ''}`);
      // eslint-disable-next-line @typescript-eslint/unbound-method -- wrapped, and called with its `this`
      String.prototype.localeCompare = new Proxy(String.prototype.localeCompare, {
        apply(target, self: string, args: Parameters<string['localeCompare']>) {
          note('localeCompare');
          return Reflect.apply(target, self, args);
        },
      });
      const {Collator} = Intl;
      Intl.Collator = new Proxy(Collator, {
        construct(target, args: ConstructorParameters<typeof Collator>) {
          note('Intl.Collator');
          return new target(...args);
        },
        apply(target, _self, args: ConstructorParameters<typeof Collator>) {
          note('Intl.Collator');
          return target(...args);
        },
      });
    });
    await page.goto(path);
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as {collatorCalls: string[]}).collatorCalls)).toEqual([]);
  });
}

/** The global array that every chunk of the build pushes itself into when it runs (Rspack's default name). */
const chunkGlobal = `webpackChunk${(JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as {name: string}).name.replace(/[^\w]/g, '_')}`;

for (const path of ['/', '/docs/guide', '/posts', '/posts/weekly/2025/week-43']) {
  test(`${path} names every script it needs in its HTML, so they all download at once`, async ({page, request}) => {
    const html = await (await request.get(path)).text();
    const listed = new Set(
      [...html.matchAll(/<link rel=preload as=script fetchpriority=low href=([^ >]+)/g)].map((m) => m[1]),
    );
    const loaded: Request[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') loaded.push(r);
    });
    // Scripts requested before React has hydrated the page are those it hydrates with. Work kept
    // for idle time (a diagram's library, prefetches of other pages) is held back here.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.addInitScript(noteHydrationTime);
    await page.goto(path);
    const hydratedAt = await hydrationTime(page);
    const beforeHydrated = loaded
      .filter((r) => r.timing().startTime < hydratedAt)
      .map((r) => new URL(r.url()).pathname);
    // Scripts the page needed that its HTML did not name were found one step later, when main had
    // run (patches/react-loadable-ssr-addon-v5-slorber+1.0.3.patch).
    expect(listed.size).toBeGreaterThan(2);
    expect(beforeHydrated.length).toBeGreaterThanOrEqual(listed.size);
    expect(beforeHydrated.filter((s) => !listed.has(s))).toEqual([]);
  });

  test(`${path} paints its content before any script runs`, async ({page, request}) => {
    // A `<script src>` in the HTML may run before the first paint (src/config/ssr-template.ts).
    expect((await (await request.get(path)).text()).match(/<script[^>]*\ssrc=[^>]*>/g) ?? []).toEqual([]);
    // Notes the time when the first chunk (runtime~main) creates the global array of chunks.
    await page.addInitScript((name) => {
      const w = window as unknown as Record<string, unknown>;
      Object.defineProperty(w, name, {
        configurable: true,
        set(value: unknown) {
          Object.defineProperty(w, name, {value, writable: true, configurable: true});
          w.firstScriptAt = performance.now();
        },
      });
    }, chunkGlobal);
    await page.goto(path);
    await hydrated(page);
    const {firstPaint, firstScript} = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      firstScript: (window as unknown as {firstScriptAt?: number}).firstScriptAt,
    }));
    expect(firstPaint, 'first contentful paint').toBeDefined();
    expect(firstScript, `time the first chunk set window.${chunkGlobal}`).toBeDefined();
    expect(firstScript).toBeGreaterThan(firstPaint ?? Infinity);
  });
}

/**
 * The JS and CSS (gzip, as `npm run bench` counts them) that each page of `npm run bench` loaded
 * before it was usable when issue 33 was filed (the builds 9bab8d4 and f373830, README.md's
 * Performance section). Drawing diagrams at build time and keeping the server's markup were not to
 * make any page load more. One budget moved since, by choice, twice: `/docs/configuration` +0.1
 * KiB on November 29, 2026, for the column names its tables' cells carry to show as cards on a
 * phone (src/remark/table-labels.ts), which cost the page 0.8 KiB; the version banner's code,
 * dropped the same day, had saved 0.8 KiB of it. And +0.1 KiB on November 30, for the five
 * readers' questions added to its `keywords`, which Docusaurus keeps in the page's metadata chunk
 * with the rest of its front matter (search finds pages by them).
 */
const BEFORE_USABLE_KIB: Record<string, number> = {
  '/': 207.3,
  '/docs/guide': 243.8,
  '/docs/configuration': 261.1,
  '/posts': 241.8,
  '/posts/weekly': 239.0,
  '/research': 239.2,
};
const buildDir = join(__dirname, '..', '..', 'build');

/**
 * Every page loads the table of all routes (in `main` and `runtime~main`), so each new page of
 * content adds to every budget: 0.12 KiB gzip a route, measured when the weekly posts of 2026
 * weeks 21 to 32 added 16 routes (and nothing else to the bundle) on November 29, 2026: `main`
 * +1.27 KiB, `runtime~main` +0.58 KiB. The budgets above were set with 486 routes in the sitemap.
 */
const ROUTES_THEN = 486;
const KIB_PER_ROUTE = 0.12;
const routesNow = (readFileSync(join(buildDir, 'sitemap.xml'), 'utf8').match(/<loc>/g) ?? []).length;
const forRoutes = (kib: number) => Math.round((kib + KIB_PER_ROUTE * Math.max(0, routesNow - ROUTES_THEN)) * 10) / 10;

for (const [path, budget] of Object.entries(BEFORE_USABLE_KIB).map(([p, kib]) => [p, forRoutes(kib)] as const)) {
  test(`${path} loads at most ${budget} KiB of JS and CSS (gzip) before it is usable`, async ({page}) => {
    const requested: Request[] = [];
    page.on('request', (r) => {
      const purpose = r.headers()['sec-purpose'] ?? r.headers().purpose ?? '';
      if (/\.(js|css)$/.test(new URL(r.url()).pathname) && !/prefetch/.test(purpose)) requested.push(r);
    });
    await page.addInitScript(noteHydrationTime);
    await page.goto(path);
    const hydratedAt = await hydrationTime(page);
    const paths = requested.filter((r) => r.timing().startTime < hydratedAt).map((r) => new URL(r.url()).pathname);
    expect(
      paths.filter((p) => p.endsWith('.css')),
      'the stylesheet',
    ).toHaveLength(1);
    const bytes = paths.reduce((sum, p) => {
      const file = resolveFile(buildDir, p);
      if (file === undefined) throw new Error(`${p} was loaded but is not in build/`);
      return sum + gzipSync(readFileSync(file)).length;
    }, 0);
    expect(bytes / 1024, paths.join(', ')).toBeLessThanOrEqual(budget);
  });
}
