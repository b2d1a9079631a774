/**
 * Every route with and without a trailing slash on `docusaurus serve` (playwright project
 * `docusaurus-serve`), and with it as GitHub Pages serves packit.dev (`local`): the page settles on
 * its route with its own title and navigates at most twice while it loads (once to load, once
 * more when it drops the slash). A page that sent the reader to its own address would navigate
 * again and again. Only the HTML is loaded: what could move the reader on is in it.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {parseRouteList} from '../lib/builtRoutes';
import {expect, test} from './fixtures';

const routes = parseRouteList(readFileSync(join(__dirname, '..', 'routes.txt'), 'utf8'));
const CHUNKS = 16;
/** Long enough for a page that moves itself on to do so again. */
const SETTLE_MS = 50;

for (let chunk = 0; chunk < CHUNKS; chunk++) {
  test(`routes ${chunk + 1}/${CHUNKS}, with and without a slash, settle on their page`, async ({page}, testInfo) => {
    // GitHub Pages answers a route without its slash from the page Docusaurus wrote, which has nothing
    // that moves the reader (routes.spec.ts checks its status and title); the copies are what a
    // folder-first host serves for both forms.
    const forms = (route: string) =>
      route === '/' ? ['/'] : testInfo.project.name === 'docusaurus-serve' ? [route, `${route}/`] : [`${route}/`];
    test.setTimeout(180_000);
    await page.route('**/*', (route) =>
      route.request().resourceType() === 'document' ? route.fallback() : route.abort('blockedbyclient'),
    );
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });
    const problems: string[] = [];
    for (const {route, title} of routes.filter((_, i) => i % CHUNKS === chunk)) {
      for (const address of forms(route)) {
        navigations = 0;
        const response = await page.goto(`${address}#top`, {waitUntil: 'load'});
        await page.waitForTimeout(SETTLE_MS);
        const landed = new URL(page.url());
        if (response?.status() !== 200) problems.push(`${address}: HTTP ${response?.status()}`);
        if (landed.pathname !== route) problems.push(`${address}: ended on ${landed.pathname}`);
        if (landed.hash !== '#top') problems.push(`${address}: lost its fragment (${landed.hash})`);
        if (navigations > 2) problems.push(`${address}: navigated ${navigations} times`);
        if ((await page.title()) !== title) problems.push(`${address}: title "${await page.title()}"`);
      }
    }
    expect(problems).toEqual([]);
  });
}

test('the host answers a route from its folder copy when that is how it resolves, and the copy does not loop', async ({
  page,
  request,
}, testInfo) => {
  const served = await (await request.get('/docs/guide')).text();
  const fromFolder = served.includes('history.replaceState');
  // docusaurus serve (serve-handler) looks in the folder first; GitHub Pages takes docs/guide.html.
  expect(fromFolder).toBe(testInfo.project.name === 'docusaurus-serve');
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations++;
  });
  await page.goto('/docs/guide#retriggering');
  await expect(page.getByRole('heading', {level: 1, name: 'Packit Upstream Onboarding Guide'})).toBeVisible();
  await page.waitForTimeout(1000);
  expect(navigations).toBe(1);
  expect(new URL(page.url()).hash).toBe('#retriggering');
});
