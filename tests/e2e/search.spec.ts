/**
 * The search experience of SPEC §7/§8, in both backends: the `local` project runs against the
 * default build (local index, no network), the `algolia` project against a build made with test
 * credentials, with Algolia's hosts answered here in Algolia's own format.
 */
import type {Page, Route} from '@playwright/test';

import {readFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';

import {COUNT_REACT_COMMITS, reactCommits} from '../../scripts/lib/react-commits';
import {pagesFor, relevanceQueries} from '../../scripts/lib/search-relevance';
import {links} from '../../src/data/site';
import {LocalSearchEngine} from '../../src/search/engine';
import {expect, hydrated, open, test} from './fixtures';

const ALGOLIA = /^https:\/\/[a-z0-9]+(-dsn\.algolia\.net|-\d\.algolianet\.com)\//i;

const backend = () => test.info().project.name as 'local' | 'algolia';

interface AlgoliaRequest {
  indexName: string;
  query?: string;
  params?: {query?: string; facetFilters?: unknown};
  facetFilters?: unknown;
}

/** A search result as Algolia's DocSearch index returns it. */
function algoliaHit(path: string, lvl1: string, lvl2: string | null, content: string | null) {
  const hierarchy = {lvl0: 'Documentation', lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  const mark = (s: string) => ({
    value: s.replace(/copr/gi, '<mark>$&</mark>'),
    matchLevel: 'full',
    matchedWords: ['copr'],
  });
  return {
    objectID: path,
    type: lvl2 ? 'lvl2' : 'lvl1',
    url: path.startsWith('http') ? path : `https://packit.dev${path}`,
    anchor: path.split('#')[1] ?? null,
    content,
    hierarchy,
    _highlightResult: {
      hierarchy: Object.fromEntries(
        Object.entries(hierarchy)
          .filter(([, v]) => v)
          .map(([k, v]) => [k, mark(v ?? '')]),
      ),
      ...(content && {content: mark(content)}),
    },
    // DocSearch asks for snippets of lvl1 to lvl6 and of the text (attributesToSnippet).
    _snippetResult: {
      hierarchy: Object.fromEntries(
        Object.entries(hierarchy)
          .filter(([k, v]) => v && k !== 'lvl0')
          .map(([k, v]) => [k, {value: mark(v ?? '').value, matchLevel: 'full'}]),
      ),
      ...(content && {content: {value: mark(content).value, matchLevel: 'full'}}),
    },
  };
}

const ALGOLIA_HITS = [
  algoliaHit('/docs/configuration/upstream/copr_build', 'Copr builds', null, null),
  algoliaHit(
    '/docs/configuration/upstream/copr_build#using-your-own-copr-project',
    'Copr builds',
    'Using your own Copr project',
    null,
  ),
  algoliaHit('/docs/guide', 'Packit Upstream Onboarding Guide', 'Step 3', 'Packit builds your pull request in Copr.'),
  algoliaHit('https://dashboard.packit.dev/jobs/copr', 'Copr builds on the dashboard', null, null),
];

/** Answers Algolia's hosts like Algolia: the hits above for "copr", nothing for anything else. */
async function answerAlgolia(page: Page, sent: AlgoliaRequest[] = []) {
  await page.route(ALGOLIA, async (route: Route) => {
    const body = route.request().postDataJSON() as {requests: AlgoliaRequest[]} | AlgoliaRequest[];
    const requests = Array.isArray(body) ? body : body.requests;
    sent.push(...requests);
    await route.fulfill({
      json: {
        results: requests.map((r) => {
          const query = r.query ?? r.params?.query ?? '';
          const hits = /dashboard/i.test(query) ? ALGOLIA_HITS.slice(-1) : /copr/i.test(query) ? ALGOLIA_HITS : [];
          return {
            hits,
            nbHits: hits.length,
            page: 0,
            nbPages: hits.length ? 1 : 0,
            hitsPerPage: 20,
            processingTimeMS: 1,
            exhaustiveNbHits: true,
            query,
            params: '',
            index: r.indexName,
            facets: {},
          };
        }),
      },
    });
  });
}

/** Makes every search fail: Algolia's hosts answer 500, or the local index cannot be fetched. */
async function breakSearch(page: Page, how: 'server-error' | 'network') {
  // The local index's head and whole (search-index-head.json, search-index.json).
  const target = backend() === 'local' ? '**/search-index*.json' : ALGOLIA;
  await page.route(target, (route) =>
    how === 'network'
      ? route.abort('internetdisconnected')
      : route.fulfill({status: 500, json: {message: 'Internal error'}}),
  );
}

async function openModal(page: Page) {
  await page
    .getByRole('button', {name: /Search/})
    .first()
    .click();
  const input = page.getByPlaceholder('Search docs');
  await expect(input).toBeVisible();
  return input;
}

/** Opens the modal once the engine and the whole index are ready (seconds on a busy machine). */
async function openModalOnWholeIndex(page: Page, path: string) {
  await open(page, path);
  await page
    .getByRole('button', {name: /Search/})
    .first()
    .hover();
  await expect(page.locator('html[data-search-index="whole"]')).toBeAttached({timeout: 60_000});
  await page.keyboard.press('Control+k');
  const input = page.getByPlaceholder('Search docs');
  await expect(input).toBeVisible({timeout: 30_000});
  return input;
}

test.beforeEach(async ({page}) => {
  if (backend() === 'algolia') await answerAlgolia(page);
});

test('the modal loads only when the search button is hovered, and opens with Ctrl+K and "/"', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' || r.url().endsWith('search-index.json')) scripts.push(r.url());
  });
  await open(page, '/docs');
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  expect(scripts.some((u) => u.endsWith('search-index.json'))).toBe(false);
  await page
    .getByRole('button', {name: /Search/})
    .first()
    .hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(before);

  await page.keyboard.press('Control+k');
  await expect(page.getByPlaceholder('Search docs')).toBeFocused();
  // The page behind is dimmed, not blurred: a blur is drawn again for every frame the modal changes.
  await expect(page.locator('.DocSearch-Container')).toHaveCSS('backdrop-filter', 'none');
  await page.keyboard.press('Escape');
  await expect(page.getByPlaceholder('Search docs')).toBeHidden();
  await page.locator('main').click({position: {x: 5, y: 5}});
  await page.keyboard.press('/');
  await expect(page.getByPlaceholder('Search docs')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByPlaceholder('Search docs')).toBeHidden();
});

test('the search button reads "Search Ctrl K", words apart, and its name holds that text (WCAG 2.5.3)', async ({
  page,
}) => {
  await page.goto('/docs');
  await hydrated(page);
  const button = page.locator('.navbar .DocSearch-Button');
  // The text as read aloud or copied: the placeholder and each key are separate words.
  const text = await button.evaluate((el) => el.textContent);
  expect(text.replace(/\s+/g, ' ').trim()).toBe('Search Ctrl K');
  expect(await button.getAttribute('aria-label')).toContain('Search Ctrl K');
});

test('on a phone the search box shows a two-word query whole beside its clear button', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/docs');
  await hydrated(page);
  const input = await openModal(page);
  await input.fill('propose downstream');
  const clear = page.getByRole('button', {name: 'Clear the query'});
  await expect(clear).toBeVisible();
  // The clear button's text sits in the search box's row and takes its width from the input.
  expect(await input.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
});

test('typing in the modal neither writes to localStorage nor reads the selection on every render', async ({page}) => {
  // DocSearch 4.7.1 made its stores of recent and favourite searches and AI conversations (each
  // testing localStorage with a write and a removal) and read the page's selection (a layout) in
  // every render of the modal; patched, each happens once, when the modal opens.
  await page.addInitScript(() => {
    // Calls of localStorage.setItem('__TEST_KEY__') and of Selection's toString.
    const counts: Record<string, number> = {setItem: 0, toString: 0};
    (window as unknown as {counts: typeof counts}).counts = counts;
    const count = (proto: object, name: string, counted: (args: unknown[]) => boolean) => {
      const original = Reflect.get(proto, name) as (...args: unknown[]) => unknown;
      Reflect.set(proto, name, function (this: unknown, ...args: unknown[]) {
        if (counted(args)) counts[name] = (counts[name] ?? 0) + 1;
        return Reflect.apply(original, this, args);
      });
    };
    count(Storage.prototype, 'setItem', ([key]) => key === '__TEST_KEY__');
    count(Selection.prototype, 'toString', () => true);
  });
  await open(page, '/docs');
  const input = await openModal(page);
  const opened = await page.evaluate(() => ({...(window as unknown as {counts: object}).counts}));
  await input.pressSequentially('copr build', {delay: 50});
  await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as {counts: object}).counts)).toEqual(opened);
});

test('a keystroke renders the modal twice: once for the key, once for the answer', async ({page}) => {
  // DocSearch 4.7.1 rendered four times a keystroke: for a change of context while the query
  // loaded, and for the request's closing status, which it had already set.
  await page.addInitScript(COUNT_REACT_COMMITS);
  await open(page, '/docs');
  const input = await openModal(page);
  if (backend() === 'local') {
    await expect(page.locator('html[data-search-index="whole"]')).toBeAttached({timeout: 60_000});
  }
  const commits = () => reactCommits(page);
  let typed = '';
  for (const key of 'copr') {
    typed += key;
    const before = await commits();
    await input.press(key);
    // The mock of Algolia finds nothing but "copr".
    await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
    await page.waitForTimeout(300);
    expect(await commits(), `renders for "${typed}"`).toBe(before + 2);
  }
});

test('a query typed past before the engine ran is not computed', async ({page}) => {
  test.skip(backend() === 'algolia', 'local backend only');
  const input = await openModalOnWholeIndex(page, '/docs');
  // Two queries in one task, as keys that arrive while the page is busy: the first is replaced
  // before the engine's turn comes, so only the second is answered.
  await input.evaluate((element: HTMLInputElement) => {
    for (const value of ['bod', 'bodhi']) {
      // The prototype's setter, past React's own on the element, which would record the value.
      Reflect.set(HTMLInputElement.prototype, 'value', value, element);
      element.dispatchEvent(new Event('input', {bubbles: true}));
    }
  });
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /bodhi/);
  await page.waitForTimeout(300);
  const answered = await page.evaluate(() =>
    performance
      .getEntriesByName('local-search', 'mark')
      .map((m) => ((m as PerformanceMark).detail as {query: string}).query),
  );
  expect(answered).toEqual(['bodhi']);
});

test('results navigate inside the site and "See all" leads to /search', async ({page}) => {
  await open(page, '/docs');
  await page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
  const input = await openModal(page);
  await input.fill('copr');
  const first = page.locator('.DocSearch-Hit a').first();
  await expect(first).toBeVisible();
  const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
  await expect(seeAll).toHaveAttribute('href', '/search?q=copr');
  const count = Number(/\d+/.exec((await seeAll.textContent()) ?? '')?.[0]);
  // The count is the query's own hit count, not a running total over the session.
  await input.fill('coprx');
  await input.fill('copr');
  await expect(seeAll).toHaveText(`See all ${count} results`);

  const href = await page.locator('.DocSearch-Hit a[href^="/"]').first().getAttribute('href');
  await page.locator('.DocSearch-Hit a[href^="/"]').first().click();
  await page.waitForURL((url) => `${url.pathname}${url.hash}` === href);
  expect(await page.evaluate(() => (window as unknown as {marker?: number}).marker)).toBe(1);

  await openModal(page);
  await page.getByPlaceholder('Search docs').fill('copr');
  await page.getByRole('link', {name: /^See all \d+ results$/}).click();
  await expect(page).toHaveURL(/\/search\?q=copr$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "copr"');
  await expect(page.locator('article').first()).toBeVisible();
});

test('the /search page reads q from the address', async ({page}) => {
  await open(page, '/search?q=copr');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "copr"');
  // The /search page builds the whole index before it answers: seconds on a busy 2-core machine.
  await expect(page.getByText(/\d+ documents? found/)).toBeVisible({timeout: 30_000});
  await expect(page.locator('article h2 a').first()).toHaveAttribute('href', /^\//);
});

test('a result on another site (externalUrlRegex) is opened with a full page load', async ({page}) => {
  if (backend() === 'local') {
    // The local index of this site has no other site's pages: serve one that has (as head and whole).
    await page.route('**/search-index*.json', (route) =>
      route.fulfill({
        json: {
          v: 1,
          pages: [{u: 'https://dashboard.packit.dev/jobs/copr', l: 'en', g: 'default', z: 'Dashboard'}],
          records: [{p: 0, a: '', t: 'lvl1', h: ['Copr builds on the dashboard']}],
        },
      }),
    );
  }
  const dashboard: string[] = [];
  await page.route(/^https:\/\/dashboard\.packit\.dev\//, (route) => {
    dashboard.push(route.request().url());
    return route.fulfill({body: '<title>Dashboard</title>', contentType: 'text/html'});
  });
  await open(page, '/docs');
  const input = await openModal(page);
  await input.fill('dashboard');
  await expect(page.locator('.DocSearch-Hit', {hasText: 'Copr builds on the dashboard'})).toBeVisible();
  // DocSearch's navigator handles Enter on the active hit: an external one gets a full page load.
  await page.keyboard.press('Enter');
  await page.waitForURL(`${links.dashboard}/jobs/copr`);
  expect(dashboard).toEqual([`${links.dashboard}/jobs/copr`]);
});

test('no results: the suggestions and a way to tell us', async ({page}) => {
  await open(page, '/docs');
  const input = await openModal(page);
  // The suggestions are the groups of the session's earlier results.
  await input.fill('copr');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await input.fill('xyzzyplugh');
  const screen = page.locator('.DocSearch-NoResults');
  await expect(screen).toContainText('No results for "xyzzyplugh"');
  await expect(screen).toContainText('Try searching for');
  await expect(screen.getByRole('button', {name: 'Documentation'})).toBeVisible();
  await expect(screen).toContainText('Believe this query should return results?');
  await expect(screen.getByRole('link', {name: 'Let us know.'})).toHaveAttribute(
    'href',
    `${links.newIssue}?title=${encodeURIComponent('Search: no results for "xyzzyplugh"')}`,
  );
});

for (const how of ['server-error', 'network'] as const) {
  test(`a failed search (${how}) says so`, async ({page}) => {
    await breakSearch(page, how);
    await open(page, '/docs');
    const input = await openModal(page);
    await input.fill('copr');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText(
      'You might want to check your network connection.',
    );
  });
}

test('contextual search: requests are filtered by language and docs version', async ({page}) => {
  test.skip(backend() === 'local', 'the local client receives the same parameters in the browser');
  const sent: AlgoliaRequest[] = [];
  await page.unrouteAll();
  await answerAlgolia(page, sent);
  await open(page, '/docs');
  const input = await openModal(page);
  await input.fill('copr');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const filters = JSON.stringify(sent.map((r) => r.facetFilters ?? r.params?.facetFilters));
  expect(filters).toContain('language:en');
  expect(filters).toContain('docusaurus_tag:default');
  expect(filters).toContain('docusaurus_tag:docs-docs-current');
});

test('the local backend keeps every request on the site and shows no Algolia logo', async ({page, blockedRequests}) => {
  test.skip(backend() === 'algolia', 'local backend only');
  await open(page, '/docs');
  const input = await openModal(page);
  await input.fill('copr');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Logo')).toBeHidden();
  await open(page, '/search?q=copr');
  await expect(page.getByText('Powered by')).toBeHidden();
  expect(blockedRequests).toEqual([]);
  await hydrated(page);
});

/** Paths of the hits a list shows, in order, without their anchors. */
async function hitPaths(links: import('@playwright/test').Locator): Promise<string[]> {
  const hrefs = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
  return hrefs;
}

test('the modal ranks the page a reader means first, and /search lists its hits in its order', async ({page}) => {
  test.skip(backend() === 'algolia', 'local backend only');
  test.slow();
  const input = await openModalOnWholeIndex(page, '/docs/guide');
  // Cases from issue 17: a title word, a typo inside an identifier, an accent, a CLI command.
  for (const [query, path] of [
    ['onboarding', '/docs/guide'],
    ['copr_buld', '/docs/configuration/upstream/copr_build'],
    ['kóji', '/docs/configuration/downstream/koji_build'],
    ['dist-git init', '/docs/cli/dist-git/init'],
    // Words only in the pages' front-matter keywords, which Docusaurus writes as <meta name="keywords">.
    ['cookbook', '/docs/configuration/examples'],
    ['sla', '/docs/service-level-objectives'],
  ] as const) {
    await input.fill(query);
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', new RegExp(`^${path}(#|$)`), {
      timeout: 30_000,
    });
  }
  // Docs answer before posts: the first group is Documentation.
  await input.fill('onboarding');
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Documentation');

  await input.fill('retriggering');
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /^\/docs\/retriggering/);
  const modal = await hitPaths(page.locator('.DocSearch-Hit a'));
  const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
  const count = /\d+/.exec((await seeAll.textContent()) ?? '')?.[0];
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\?q=retriggering$/);
  await expect(page.getByText(`${count} documents found`)).toBeVisible();
  await expect(page.locator('article h2 a').first()).toBeVisible();
  const listed = await hitPaths(page.locator('article h2 a'));
  // The /search page shows the first page of hits: the modal's hits, in the modal's order.
  const shared = Math.min(modal.length, listed.length);
  expect(listed.slice(0, shared)).toEqual(modal.slice(0, shared));
});

test('the modal marks the words in titles and text where words start, and shows escaped characters whole', async ({
  page,
}) => {
  test.skip(backend() === 'algolia', 'local backend only');
  test.slow();
  const input = await openModalOnWholeIndex(page, '/docs/guide');
  // DocSearch titles a heading hit from its snippet, which the local engine sends as Algolia does.
  await input.fill('monitoring metrics');
  const title = page.locator('.DocSearch-Hit-title', {hasText: 'Monitoring & Metrics'}).first();
  await expect(title.locator('mark')).toHaveText(['Monitoring', 'Metrics'], {timeout: 30_000});
  // A lone "t" marks words starting with t, not every t, and never one inside an escaped character.
  await input.fill('upstream t');
  await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible({timeout: 30_000});
  const marks = await page
    .locator('.DocSearch-Hit mark')
    .evaluateAll((found) => found.map((m) => `${m.previousSibling?.textContent?.slice(-1) ?? ''}|${m.textContent}`));
  expect(marks.length).toBeGreaterThan(5);
  for (const mark of marks) expect(mark).not.toMatch(/^[\p{L}\p{N}]\|/u);
  for (const text of await page.locator('.DocSearch-Hit').allTextContents()) {
    expect(text).not.toMatch(/&(?:amp|lt|gt|quot);/);
  }
});

test('the modal shows the pages the relevance benchmark counts, in its order', async ({page}) => {
  // The benchmark (`pagesFor`) copies how DocSearch shows hits: the first five of each section.
  // Here DocSearch itself shows them, for the first ten held-out queries.
  test.skip(backend() === 'algolia', 'local backend only');
  test.slow();
  const engine = new LocalSearchEngine(
    JSON.parse(readFileSync('build/search-index.json', 'utf8')) as ConstructorParameters<typeof LocalSearchEngine>[0],
    'https://packit.dev',
  );
  const input = await openModalOnWholeIndex(page, '/docs');
  for (const {q} of relevanceQueries('test').slice(0, 10)) {
    await input.fill(q);
    const expected = pagesFor(engine, q, '/docs');
    await expect
      .poll(async () => [...new Set(await hitPaths(page.locator('.DocSearch-Hit a')))], {message: q})
      .toEqual(expected);
  }
});

test('the head of the index answers the first query, and the whole index then answers it again', async ({page}) => {
  test.skip(backend() === 'algolia', 'local backend only');
  // Hold the whole index back until the head has answered.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/search-index.json', async (route) => {
    await held;
    await route.continue();
  });
  await open(page, '/docs');
  const input = await openModal(page);
  const answers = () =>
    page.evaluate(() =>
      performance
        .getEntriesByName('local-search', 'mark')
        .map((m) => (m as PerformanceMark).detail as {query: string; index: string}),
    );
  await input.fill('retriggering');
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /^\/docs\/retriggering/);
  expect((await answers()).filter((a) => a.query === 'retriggering').map((a) => a.index)).toEqual(['head']);
  release();
  await expect(page.locator('html[data-search-index="whole"]')).toBeAttached({timeout: 60_000});
  // The modal asked its query again, with the caret where the reader left it.
  await expect
    .poll(async () => (await answers()).some((a) => a.query === 'retriggering' && a.index === 'whole'))
    .toBe(true);
  await expect(input).toHaveValue('retriggering');
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /^\/docs\/retriggering/);
  expect(await input.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe('retriggering'.length);
});

test('the first query fetches at most 150 KiB (gzip), none of it Ask AI code', async ({page}) => {
  test.skip(backend() === 'algolia', 'local backend only');
  await open(page, '/docs');
  await hydrated(page);
  const fetched: Promise<{url: string; body: Buffer}>[] = [];
  page.on('response', (response) => {
    // The whole index loads beside the first query, which the index's head answers; links
    // prefetch the pages they lead to (resource type "other") while the page is idle.
    if (new URL(response.url()).pathname === '/search-index.json') return;
    if (!['script', 'stylesheet', 'fetch'].includes(response.request().resourceType())) return;
    fetched.push(response.body().then((body) => ({url: response.url(), body})));
  });
  const input = await openModal(page);
  await input.fill('copr');
  await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
  const files = (await Promise.all(fetched)).map(({url, body}) => ({
    url,
    body,
    gzip: gzipSync(body, {level: 9}).length,
  }));
  const total = files.reduce((sum, file) => sum + file.gzip, 0);
  expect(total, files.map((f) => `${f.url} ${f.gzip}`).join('\n')).toBeLessThanOrEqual(150 * 1024);
  // The DocSearch patch takes the chat out of the modal, and src/plugins/docsearch-modal.ts what
  // only the chat used (its screens, the AI SDK, zod, marked).
  const scripts = files.filter((f) => f.url.endsWith('.js')).map((f) => f.body.toString('utf8'));
  expect(scripts.join('\n')).not.toMatch(/DocSearch-AskAiScreen|ZodError|pedantic/);
});
