import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {redirects} from '../../src/data/redirects';
import {builtRoutes, pageTitle, parseRouteList} from '../lib/builtRoutes';
import {expect, failuresOf, open, test} from './fixtures';

const root = join(__dirname, '..', '..');
const committed = parseRouteList(readFileSync(join(root, 'tests', 'routes.txt'), 'utf8'));

test('the build serves exactly the committed route list, with the committed titles', () => {
  const built = builtRoutes(join(root, 'build'));
  const builtSet = new Set(built.map((r) => r.route));
  const committedSet = new Set(committed.map((r) => r.route));
  expect(
    [...builtSet].filter((r) => !committedSet.has(r)),
    'built but not in tests/routes.txt',
  ).toEqual([]);
  expect(
    [...committedSet].filter((r) => !builtSet.has(r)),
    'in tests/routes.txt but not built',
  ).toEqual([]);
  expect(built).toEqual(committed);
});

test('every listed route answers 200 with its title', async ({request}) => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  for (const {route, title} of committed) {
    const response = await request.get(route);
    const served = pageTitle(await response.text());
    if (response.status() !== 200) failures.push(`${route}: HTTP ${response.status()}`);
    else if (title === '' || served !== title) failures.push(`${route}: title "${served}", expected "${title}"`);
  }
  expect(failures).toEqual([]);
});

/** The legacy paths, in chunks that each go through theirs in one tab (fixtures.ts, `failuresOf`). */
const CHUNKS = 2;
for (let chunk = 0; chunk < CHUNKS; chunk++) {
  const mine = redirects.filter((_, i) => i % CHUNKS === chunk);
  test(`legacy paths ${chunk + 1}/${CHUNKS} (${mine.length}) redirect to their page`, async ({page}) => {
    test.setTimeout(30_000 + mine.length * 10_000);
    const failures = await failuresOf(
      mine,
      ({from, to}) => `${from} → ${to}`,
      async ({from, to}) => {
        await page.goto('about:blank');
        await page.goto(from);
        await page.waitForURL((url) => url.pathname === to, {timeout: 10_000});
        await expect(page.locator('article, main').first()).toBeVisible();
      },
    );
    expect(failures).toEqual([]);
  });
}

test('an unknown path answers 404 with the not-found page', async ({page}) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  await expect(page).toHaveTitle(/Page Not Found/);
});

test('a client-side navigation to an unknown path shows the not-found page', async ({page}) => {
  await open(page, '/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/no/such/page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
});

test('a trailing .html is stripped from the path', async ({page}) => {
  await page.goto('/docs.html');
  await expect(page).toHaveURL(/\/docs$/);
});
