/**
 * Every route with and without a trailing slash on `docusaurus serve` (playwright project
 * `docusaurus-serve`), and with it as GitHub Pages serves packit.dev (`local`). Over HTTP, every
 * address answers 200 with its page's title (routes.spec.ts does the same for the addresses without
 * a slash). In Chromium, a sample of one route in SAMPLE (every section and page kind is in it)
 * (and the first of each section and blog year) settles on its route with its own title and navigates at most twice while it loads (once to load,
 * once more when it drops the slash): a page that sent the reader to its own address would navigate
 * again and again. Only the HTML is loaded there, so only its inline scripts run, and those are the
 * same on every page of a kind: the sample stands for all.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {pageTitle, parseRouteList} from '../lib/builtRoutes';
import {expect, test} from './fixtures';

const routes = parseRouteList(readFileSync(join(__dirname, '..', 'routes.txt'), 'utf8'));
const SAMPLE = 8;
const CHUNKS = 2;
/** Long enough for a page that moves itself on to do so again. */
const SETTLE_MS = 50;

/**
 * The addresses of a route a host must answer: GitHub Pages answers a route without its slash from
 * the page Docusaurus wrote, which has nothing that moves the reader (routes.spec.ts checks it); the
 * copies are what a folder-first host serves for both forms.
 */
const forms = (route: string, project: string) =>
  route === '/' ? ['/'] : project === 'docusaurus-serve' ? [route, `${route}/`] : [`${route}/`];

test('every route with a trailing slash answers 200 with its title', async ({request}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const {route, title} of routes) {
    if (route === '/') continue;
    const response = await request.get(`${route}/`);
    const served = pageTitle(await response.text());
    if (response.status() !== 200) problems.push(`${route}/: HTTP ${response.status()}`);
    else if (served !== title) problems.push(`${route}/: title "${served}", expected "${title}"`);
  }
  expect(problems).toEqual([]);
});

/** A route's kind: its section, or its blog and year (`/posts/weekly/2024`). */
const kind = (route: string) =>
  route
    .split('/')
    .slice(0, route.startsWith('/posts/weekly') ? 4 : 2)
    .join('/');
/** Every SAMPLE-th route, and the first of each kind. */
const sample = routes.filter(
  ({route}, i) => i % SAMPLE === 0 || routes.findIndex((other) => kind(other.route) === kind(route)) === i,
);
for (let chunk = 0; chunk < CHUNKS; chunk++) {
  test(`sampled routes ${chunk + 1}/${CHUNKS}, with and without a slash, settle on their page`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    // Only the HTML and its inline scripts: Chromium blocks the files it links (scripts, styles,
    // data, images, fonts) itself, with no request paused for the test.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setBlockedURLs', {urls: ['*.js', '*.css', '*.json', '*.png', '*.svg', '*.ico', '*.woff2']});
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });
    const problems: string[] = [];
    for (const {route, title} of sample.filter((_, i) => i % CHUNKS === chunk)) {
      for (const address of forms(route, testInfo.project.name)) {
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
    await cdp.detach();
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
