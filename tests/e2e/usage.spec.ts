/**
 * The usage page as the production build serves it without a snapshot (CI has no network): it asks
 * the usage API from the browser, which these tests answer, delay or break with page.route().
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {APIRequestContext, Page, Route} from '@playwright/test';

import {links} from '../../src/data/site';
import {expect, open, test} from './fixtures';

// Playwright loads the specs as CommonJS, where __dirname stands for import.meta.dirname.
const fixture = readFileSync(join(__dirname, '..', 'fixtures', 'usage-api.json'), 'utf8');

const manyProjects = (
  JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'usage-snapshot.json'), 'utf8')) as {
    periods: Record<string, {answer: unknown}>;
  }
).periods['all-time']?.answer;

/** The API allows any origin (flask-cors), so a browser on another site may read its answers. */
const CORS = {'access-control-allow-origin': '*'};

const isUsageApi = (url: URL) => url.href.startsWith(links.usageApi);

const answer = (route: Route, body = fixture, status = 200) =>
  route.fulfill({status, contentType: 'application/json', headers: CORS, body});

/** Answers every request to the usage API with the fixture, and records the requests. */
async function answerWithFixture(page: Page): Promise<URL[]> {
  const requests: URL[] = [];
  await page.route(isUsageApi, (route) => {
    requests.push(new URL(route.request().url()));
    return answer(route);
  });
  return requests;
}

/**
 * A build made after `npm run usage:fetch` carries a snapshot and never asks the API: the tests of
 * the browser's requests then make no sense, and the snapshot test runs instead.
 */
async function builtWithSnapshot(request: APIRequestContext): Promise<boolean> {
  const html = await (await request.get('/usage')).text();
  // Minified HTML may leave the attribute's value unquoted.
  return /data-usage-source="?snapshot/.test(html);
}

test.beforeEach(async ({request}, testInfo) => {
  const snapshot = await builtWithSnapshot(request);
  const wantsSnapshot = testInfo.title.startsWith('with a snapshot');
  test.skip(
    snapshot !== wantsSnapshot,
    snapshot ? 'this build has a usage snapshot (src/data/usage.json)' : 'this build has no usage snapshot',
  );
});

const unavailable = (page: Page) => page.getByRole('alert').filter({hasText: 'Usage data is unavailable right now.'});

test.describe('loaded', () => {
  test('shows the summary and, per job kind, its total, a treemap and a table', async ({page, consoleProblems}) => {
    const requests = await answerWithFixture(page);
    await open(page, '/usage');
    await expect(page).toHaveTitle('Usage | Packit');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Usage of the Packit service: /);
    await expect(page.getByRole('heading', {level: 1, name: 'Usage'})).toBeVisible();

    const summary = page.getByRole('region', {name: 'Summary'});
    await expect(summary).toBeVisible();
    await expect(summary.getByText('412', {exact: true})).toBeVisible();
    await expect(summary.getByText('31,250', {exact: true})).toBeVisible();
    await expect(summary.getByText('21,230', {exact: true})).toBeVisible();
    await expect(
      summary.getByRole('table', {name: 'Projects by forge', exact: true}).getByRole('row').first(),
    ).toHaveText('src.fedoraproject.org23,073');

    const totals: [string, string][] = [
      ['SRPM builds', '48,210'],
      ['Copr build groups', '25,000'],
      ['Koji build groups', '1,466'],
      ['VM image build targets', '2'],
      ['Testing Farm test run groups', '61,200'],
      ['Release syncs', '419'],
    ];
    for (const [name, total] of totals) {
      const section = page.getByRole('region', {name});
      await expect(section.getByRole('heading', {level: 2})).toHaveText(name);
      await expect(section.getByText(new RegExp(`^${total} [A-Za-z ]+ since the service started$`))).toBeVisible();
      await expect(section.getByRole('img', {name: /^Treemap of /})).toBeVisible();
    }
    await expect(page.locator('.recharts-surface')).toHaveCount(totals.length);

    // The treemap's text alternative.
    const copr = page.getByRole('region', {name: 'Copr build groups'});
    const table = copr.getByRole('table');
    await expect(table).toBeHidden();
    await copr.getByText('Copr build groups: the figures as a table').click();
    await expect(table.getByRole('row')).toHaveCount(6);
    await expect(table.getByRole('row').nth(1)).toHaveText('osbuild13,200osbuild-composer (9,400), osbuild (3,800)');
    await expect(table.getByRole('row').nth(5)).toHaveText(
      'gitlab.com/redhat/centos-stream/rpms12python-specfile (12)',
    );

    // A tooltip names the project under the pointer.
    await copr.locator('.recharts-treemap-depth-2').first().hover();
    await expect(copr.locator('.recharts-tooltip-wrapper')).toContainText(
      'osbuild/osbuild-composer9,400 Copr build groupsNamespace: 13,200 Copr build groups',
    );

    // All time first; the last 12 months on request, from one year back.
    expect(requests).toHaveLength(1);
    expect(requests[0]?.searchParams.get('top')).toBe('100');
    expect(requests[0]?.searchParams.has('from')).toBe(false);
    await page.getByRole('button', {name: 'Last 12 months'}).click();
    await expect(page.getByRole('button', {name: 'Last 12 months'})).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(/^Last 12 months, since \d+ \w+ \d{4}:/)).toBeVisible();
    expect(requests).toHaveLength(2);
    expect(requests[1]?.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Back to all time: no new request.
    await page.getByRole('button', {name: 'All time'}).click();
    await expect(page.getByText(/^All time, since the service started:/)).toBeVisible();
    expect(requests).toHaveLength(2);

    expect(consoleProblems).toEqual([]);
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px, each treemap label fits its rectangle, cut with "…" where it must be`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      // A hundred projects a job kind, as many as the API answers (`npm run usage:fixture` made these).
      await page.route(isUsageApi, (route) => answer(route, JSON.stringify(manyProjects)));
      await open(page, '/usage');
      await expect(page.locator('.recharts-surface')).toHaveCount(6);
      const labels = await page
        .locator('.recharts-treemap-depth-1 text, .recharts-treemap-depth-2 text')
        .evaluateAll((texts) =>
          texts.map((text) => {
            const label = text as SVGTextElement;
            const box = label.parentElement?.querySelector('rect')?.getBBox();
            const end = label.getBBox().x + label.getComputedTextLength();
            return {text: label.textContent, overflow: box ? end - (box.x + box.width) : Infinity};
          }),
        );
      expect(labels.length).toBeGreaterThan(0);
      expect(labels.filter((l) => l.overflow > 0)).toEqual([]);
      if (width === 390) expect(labels.some((l) => l.text.endsWith('…'))).toBe(true);
    });
  }

  test('the treemaps follow the colour mode', async ({page, consoleProblems}) => {
    await answerWithFixture(page);
    await open(page, '/usage');
    const treemaps = page.getByRole('img', {name: /^Treemap of /});
    await expect(treemaps).toHaveCount(6);
    await expect(page.locator('[data-color-mode="light"]')).toHaveCount(6);
    const firstFill = () => page.locator('.recharts-treemap-depth-1 rect').first().getAttribute('fill');
    const light = await firstFill();
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('[data-color-mode="dark"]')).toHaveCount(6);
    expect(await firstFill()).not.toBe(light);
    expect(consoleProblems).toEqual([]);
  });

  test('recharts is loaded on the usage page only', async ({page}) => {
    await answerWithFixture(page);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await open(page, '/');
    const beforeUsage = scripts.length;
    const home = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
    expect(home.some((js) => js.includes('recharts-surface'))).toBe(false);
    await open(page, '/usage');
    await expect(page.locator('.recharts-surface')).toHaveCount(6);
    const usage = await Promise.all(
      scripts.slice(beforeUsage).map(async (url) => (await page.request.get(url)).text()),
    );
    expect(usage.some((js) => js.includes('recharts-surface'))).toBe(true);
  });
});

test('while the API has not answered, the page says it is loading', async ({page, consoleProblems}) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(isUsageApi, async (route) => {
    await released;
    await answer(route);
  });
  await open(page, '/usage');
  const status = page.getByRole('status');
  await expect(status).toHaveText('Loading usage data from the Packit API…');
  await expect(page.getByRole('region', {name: 'Summary'})).toHaveCount(0);
  release();
  await expect(page.getByRole('region', {name: 'Summary'})).toBeVisible();
  await expect(status).toHaveCount(0);
  expect(consoleProblems).toEqual([]);
});

test.describe('unavailable', () => {
  const cases: [string, (route: Route) => Promise<void>, RegExp][] = [
    ['an HTTP 500', (route) => answer(route, '{"error": "Internal Server Error"}', 500), /HTTP 500/],
    ['an HTTP 404', (route) => answer(route, 'Not found', 404), /HTTP 404/],
    ['a failed request', (route) => route.abort('failed'), /could not be reached/],
    ['an answer that is not JSON', (route) => answer(route, '<html>Bad gateway</html>'), /does not understand/],
    ['an answer that is cut short', (route) => answer(route, fixture.slice(0, 200)), /does not understand/],
    ['an answer of another shape', (route) => answer(route, '{"jobs": {}}'), /does not understand/],
  ];
  for (const [what, handler, reason] of cases) {
    test(`after ${what}, the page says so and links to the dashboard`, async ({page, consoleProblems}) => {
      await page.route(isUsageApi, handler);
      await open(page, '/usage');
      const message = unavailable(page);
      await expect(message).toBeVisible();
      await expect(message).toContainText(reason);
      await expect(message.getByRole('link', {name: 'Packit dashboard'})).toHaveAttribute(
        'href',
        `${links.dashboard}/usage`,
      );
      await expect(page.getByRole('heading', {level: 1, name: 'Usage'})).toBeVisible();
      await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
      expect(consoleProblems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
    });
  }

  test('when the API is out of reach, as in every other test', async ({page, consoleProblems}) => {
    await open(page, '/usage');
    await expect(unavailable(page)).toContainText('could not be reached');
    expect(consoleProblems).toEqual([]);
  });

  test('after 30 seconds without an answer', async ({page}) => {
    await page.clock.install();
    await page.route(isUsageApi, () => new Promise<void>(() => undefined));
    await open(page, '/usage');
    await expect(page.getByRole('status')).toBeVisible();
    // The installed clock also runs on its own, so leave room for the seconds the page took to load.
    await page.clock.runFor(20_000);
    await expect(page.getByRole('status')).toBeVisible();
    await page.clock.runFor(15_000);
    await expect(unavailable(page)).toContainText('did not answer within 30 seconds');
  });

  test('"Try again" asks once more and shows the answer', async ({page}) => {
    let calls = 0;
    await page.route(isUsageApi, (route) => {
      calls += 1;
      return calls === 1 ? answer(route, 'oops', 503) : answer(route);
    });
    await open(page, '/usage');
    await expect(unavailable(page)).toContainText('HTTP 503');
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('region', {name: 'Summary'})).toBeVisible();
    expect(calls).toBe(2);
  });
});

test('with a snapshot, the page shows it without asking the API', async ({page, consoleProblems}) => {
  const requests: string[] = [];
  await page.route(isUsageApi, (route) => {
    requests.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  await open(page, '/usage');
  await expect(
    page.getByText(/^All time, since the service started: figures the usage API gave on \d+ \w+ \d{4}\.$/),
  ).toBeVisible();
  await expect(page.getByRole('region', {name: 'Summary'})).toBeVisible();
  await expect(page.getByRole('img', {name: /^Treemap of /}).first()).toBeVisible();
  await page.getByRole('button', {name: 'Last 12 months'}).click();
  await expect(page.getByText(/^Last 12 months, since \d+ \w+ \d{4}: figures the usage API gave on/)).toBeVisible();
  expect(requests).toEqual([]);
  expect(consoleProblems).toEqual([]);
});
