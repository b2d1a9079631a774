import {expect, hydrated, open, test} from './fixtures';

type CrashWindow = Window & {crashLinks?: boolean};

test('a page that crashes shows the crash page, and "Try again" renders it again', async ({page}) => {
  // Make the page content throw while it renders: Docusaurus links observe themselves for
  // prefetching, so an observer that throws for links inside the article crashes the article
  // inside the layout's error boundary.
  await page.addInitScript(() => {
    const w = window as CrashWindow;
    w.crashLinks = true;
    const {prototype} = window.IntersectionObserver;
    const observe = Object.getOwnPropertyDescriptor(prototype, 'observe')?.value as (target: Element) => void;
    prototype.observe = function (this: IntersectionObserver, target: Element) {
      if (w.crashLinks && target.closest('article')) {
        throw new Error('Simulated crash while rendering a link');
      }
      observe.call(this, target);
    };
  });
  await page.goto('/docs');
  await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible();
  await expect(page.getByText('Simulated crash while rendering a link')).toBeVisible();
  // The navbar lives outside the crashed part and still works.
  await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
  await page.evaluate(() => ((window as CrashWindow).crashLinks = false));
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {level: 1, name: 'Documentation'})).toBeVisible();
});

test('a route chunk that fails to load makes the page reload at its new address', async ({page, consoleProblems}) => {
  await open(page, '/');
  await page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
  // Refuse the first script chunk the next navigation asks for; after that, serve everything.
  // Prefetches of linked pages (resource type "other") pass: refusing one would fail nothing.
  let refused = false;
  await page.route('**/assets/js/*.js', async (route) => {
    if (refused || route.request().resourceType() !== 'script') return route.continue();
    refused = true;
    return route.abort('failed');
  });
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Source-git'}).click();
  await page.waitForURL(/\/source-git$/);
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Source-git documentation');
  // A full reload happened: the marker set before the click is gone.
  expect(await page.evaluate(() => (window as unknown as {marker?: number}).marker)).toBeUndefined();
  expect(consoleProblems.some((p) => /ChunkLoadError|Loading chunk|failed/i.test(p))).toBe(true);
});
