/**
 * npm run bench:search — figures for the local search on the built site (run `npm run build` first):
 * relevance over the reader queries of tests/fixtures/search-queries.json (top-1, top-3, mean
 * reciprocal rank) for the tune set and the held-out test set, each asked from /docs, from / and
 * from the page that answers it; index size, query times, and first-keystroke-to-results time in
 * Chromium. `npm run bench:search -- --relevance` prints the relevance figures only (no Chromium);
 * add `--tune` to leave the test set out while trying a rule.
 */
import {spawn} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';

import {chromium, type Browser, type Page} from '@playwright/test';

import {LocalSearchEngine} from '../src/search/engine';
import {HEAD_INDEX_FILE, INDEX_FILE, type SearchIndex} from '../src/search/indexFormat';
import {COUNT_REACT_COMMITS, reactCommits} from './lib/react-commits';
import {CONTEXTS, measureRelevance, relevanceQueries, type SearchContext} from './lib/search-relevance';

const root = join(import.meta.dirname, '..');
const QUERIES = relevanceQueries().map((q) => q.q);
const RELEVANCE_ONLY = process.argv.includes('--relevance');
/** `--tune`: the tune set only, for trying a rule without seeing the held-out test set. */
const SETS = process.argv.includes('--tune') ? (['tune'] as const) : (['tune', 'test'] as const);
const CONTEXT_NAMES: Record<SearchContext, string> = {
  own: 'own section',
  docs: 'from /docs',
  home: 'from / (no section)',
  answer: "from the answer's page",
};
const PORT = Number(process.env.BENCH_PORT ?? 3210);

const ms = (n: number) => `${n.toFixed(2)} ms`;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** Slowdown of the page's CPU, as Chrome's DevTools "4x slowdown" (a mid-range phone). */
const CPU_SLOWDOWN = 4;
/** A brisk reader's typing: one key every 100 ms. */
const KEY_DELAY = 100;
const ROUNDS = 5;
/** Queries typed on a fresh page (first hit), then in the same modal (later queries). */
const FIRST_QUERIES = ['retrigger', 'koji', 'propose downstream', 'testing farm', 'upstream tag'];
const LATER_QUERIES = ['copr build', 'bodhi update', 'srpm', 'fedora ci', 'sync release'];

/**
 * Types a query into the open modal one key at a time and measures the time from its last
 * keydown to the end of the frame that shows the hits of the whole query: React's first commit
 * after the local client answered it (its `local-search` User Timing mark), then the next frame,
 * then a message posted from that frame's animation callback, which runs once it is painted.
 * Needs `COUNT_REACT_COMMITS` in the page. Returns that time and which index answered.
 */
async function typeAndTime(page: Page, query: string): Promise<{ms: number; index: string}> {
  // tsx names the functions it compiles with a helper `__name` that the page does not have.
  await page.evaluate('globalThis.__name ??= (f) => f');
  const answered = page.evaluate(
    (whole) =>
      new Promise<{ms: number; index: string}>((resolve, reject) => {
        let lastKey = 0;
        const onKey = () => {
          lastKey = performance.now();
        };
        document.addEventListener('keydown', onKey, {capture: true});
        const hooks = globalThis as {onReactCommit?: () => void};
        hooks.onReactCommit = () => {
          const mark = performance.getEntriesByName('local-search', 'mark').pop() as PerformanceMark | undefined;
          const detail = mark?.detail as {query: string; index: string} | undefined;
          if (mark === undefined || mark.startTime < lastKey || detail?.query !== whole) return;
          hooks.onReactCommit = undefined;
          document.removeEventListener('keydown', onKey, {capture: true});
          requestAnimationFrame(() => {
            const painted = new MessageChannel();
            painted.port1.onmessage = () => {
              resolve({ms: performance.now() - lastKey, index: detail.index});
            };
            painted.port2.postMessage(undefined);
          });
        };
        setTimeout(() => {
          reject(new Error(`"${whole}" was not answered within 60 s`));
        }, 60_000);
      }),
    query,
  );
  await page.getByPlaceholder('Search docs').pressSequentially(query, {delay: KEY_DELAY});
  const result = await answered;
  await page.locator('.DocSearch-Hit').first().waitFor();
  return result;
}

/** Bytes (gzip, as a server sends them) of the files of this site the page fetched. */
function gzipBytesOf(urls: readonly string[]): number {
  return urls.reduce((sum, url) => {
    const file = join(root, 'build', decodeURIComponent(new URL(url).pathname));
    return sum + (existsSync(file) ? gzipSync(readFileSync(file), {level: 9}).length : 0);
  }, 0);
}

/** First hit on a fresh page and later queries, at 4x CPU slowdown, in Chromium. */
async function browserFigures(browser: Browser): Promise<void> {
  const opens: number[] = [];
  const first: {ms: number; index: string}[] = [];
  const later: {ms: number; index: string}[] = [];
  const paints: number[] = [];
  let commits = 0;
  let firstLoad: string[] = [];
  let firstQuery: string[] = [];
  for (const [round, query] of FIRST_QUERIES.slice(0, ROUNDS).entries()) {
    // A fresh page in a fresh context: nothing cached.
    const context = await browser.newContext();
    await context.addInitScript(COUNT_KEYSTROKES);
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`http://127.0.0.1:${PORT}/docs/guide`, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    if (round === 0) firstLoad = requests.filter((u) => /search-index|local-search-engine|DocSearch/.test(u));
    const loaded = requests.length;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    // Nothing of the search is loaded yet: the key loads DocSearch's modal and the engine.
    const opening = performance.now();
    await page.keyboard.press('Control+k');
    await page.getByPlaceholder('Search docs').waitFor();
    opens.push(performance.now() - opening);
    first.push(await typeAndTime(page, query));
    if (round === 0) firstQuery = requests.slice(loaded);
    // Then the later queries, in every round: five queries of one page are too few to time.
    await page.locator('html[data-search-index="whole"]').waitFor({state: 'attached', timeout: 120_000});
    for (const next of LATER_QUERIES) {
      await page.getByPlaceholder('Search docs').fill('');
      await page.waitForTimeout(300);
      const before = await keystrokeFigures(page);
      later.push(await typeAndTime(page, next));
      await page.waitForTimeout(300);
      const after = await keystrokeFigures(page);
      paints.push(...after.paints.slice(before.paints.length));
      commits += after.commits - before.commits;
    }
    await context.close();
  }
  const kib = (urls: readonly string[]) => `${(gzipBytesOf(urls) / 1024).toFixed(0)} KiB`;
  const code = firstQuery.filter((u) => u.endsWith('.js'));
  const head = firstQuery.filter((u) => u.includes(HEAD_INDEX_FILE));
  const whole = firstQuery.filter((u) => u.includes(`/${INDEX_FILE}`));
  console.log(
    `search code or index on first load of /docs/guide: ${firstLoad.length === 0 ? 'none' : firstLoad.join(', ')}`,
  );
  console.log(
    `fetched once the modal opens (gzip): code ${kib(code)} (${code.map((u) => `${new URL(u).pathname} ${kib([u])}`).join(', ')}); index head ${kib(head)}, answering the first query; then the whole index ${kib(whole)}`,
  );
  const times = (list: typeof first) => list.map(({ms, index}) => `${ms.toFixed(0)} (${index})`).join(', ');
  const median = (list: typeof first) =>
    ms(
      percentile(
        list.map((t) => t.ms),
        50,
      ),
    );
  console.log(
    `opening the modal on a fresh page (Ctrl+K to the search box), ${CPU_SLOWDOWN}x CPU slowdown: median ${ms(percentile(opens, 50))}; ${opens.map((t) => t.toFixed(0)).join(', ')}`,
  );
  console.log(
    `first hit on a fresh page, last keystroke to the hit, ${CPU_SLOWDOWN}x CPU slowdown, keys ${KEY_DELAY} ms apart: median ${median(first)}; ms (index that answered): ${times(first)}`,
  );
  console.log(
    `later queries, same (${LATER_QUERIES.length} in each of the ${ROUNDS} pages): median ${median(later)}, p90 ${ms(
      percentile(
        later.map((t) => t.ms),
        90,
      ),
    )}, max ${ms(Math.max(...later.map((t) => t.ms)))}; ${times(later)}`,
  );
  const keys = LATER_QUERIES.join('').length * ROUNDS;
  console.log(
    `while typing them, keystroke to the next paint (Event Timing, ${paints.length} of ${keys} keystrokes took 16 ms or more): median ${ms(percentile(paints, 50))}, p98 ${ms(percentile(paints, 98))}; React renders a keystroke: ${(commits / keys).toFixed(2)}`,
  );
}

/**
 * Page script for the keystroke figures: how long each keystroke took to its next paint (Event
 * Timing's duration, the measure of the Interaction to Next Paint metric), and React's renders.
 */
const COUNT_KEYSTROKES = `${COUNT_REACT_COMMITS}
  globalThis.keystrokePaints = new Map();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId)
        keystrokePaints.set(e.interactionId, Math.max(keystrokePaints.get(e.interactionId) ?? 0, e.duration));
  }).observe({type: 'event', durationThreshold: 16});
`;

async function keystrokeFigures(page: Page): Promise<{paints: number[]; commits: number}> {
  return {paints: await page.evaluate<number[]>('[...keystrokePaints.values()]'), commits: await reactCommits(page)};
}

async function main(): Promise<void> {
  const file = join(root, 'build', 'search-index.json');
  if (!existsSync(file))
    throw new Error('build/search-index.json is missing: run `npm run build` (without ALGOLIA_*) first.');
  const raw = readFileSync(file);
  const index = JSON.parse(raw.toString('utf8')) as SearchIndex;
  console.log(`index: ${index.pages.length} pages, ${index.records.length} records`);
  console.log(
    `index size: ${(raw.length / 1024).toFixed(0)} KiB raw, ${(gzipSync(raw, {level: 9}).length / 1024).toFixed(0)} KiB gzip`,
  );

  const t0 = performance.now();
  const engine = new LocalSearchEngine(index, 'https://packit.dev');
  console.log(`engine setup (Node): ${ms(performance.now() - t0)}`);
  const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
  const tuned = measureRelevance(engine);
  console.log(
    `relevance, the ${tuned.outcomes.length} tuned queries from their own section (unit-test figure): top-1 ${pct(tuned.top1)}, top-3 ${pct(tuned.top3)}, MRR ${tuned.mrr.toFixed(3)}`,
  );
  const verbose = process.argv.includes('--misses');
  const rows: string[] = [];
  for (const set of SETS) {
    const queries = relevanceQueries(set);
    for (const context of CONTEXTS) {
      const relevance = measureRelevance(engine, queries, context);
      if (verbose)
        for (const {query, rank, top} of relevance.outcomes.filter((o) => o.rank !== 1))
          console.log(
            `  [${set}, ${context}] "${query.q}" (${query.kind}): rank ${rank ?? 'none'}; first: ${top.join(', ')}`,
          );
      rows.push(
        `| ${set} (${queries.length}) | ${CONTEXT_NAMES[context]} | ${pct(relevance.top1)} | ${pct(relevance.top3)} | ${pct(relevance.top3Answered)} | ${relevance.mrr.toFixed(3)} |`,
      );
    }
  }
  console.log(
    '| Set | Searched | Top-1 | Top-3 | Top-3, or a page judged to answer | MRR |\n| --- | --- | --- | --- | --- | --- |',
  );
  for (const row of rows) console.log(row);
  if (RELEVANCE_ONLY) return;
  const times: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const query of QUERIES) {
      const start = performance.now();
      engine.search({indexName: 'bench', query, hitsPerPage: 20, facetFilters: ['language:en']});
      times.push(performance.now() - start);
    }
  }
  console.log(
    `query time over ${QUERIES.length} queries x 20: median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`,
  );

  const server = spawn(
    process.execPath,
    [
      join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'serve',
      '--host',
      '127.0.0.1',
      '--port',
      String(PORT),
      '--no-open',
    ],
    {cwd: root, stdio: 'ignore'},
  );
  try {
    await waitForServer(`http://127.0.0.1:${PORT}/`);
    const browser = await chromium.launch({
      executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
      args: ['--disable-background-networking'],
    });
    try {
      await browserFigures(browser);
    } finally {
      await browser.close();
    }
  } finally {
    server.kill();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:search: ${(error as Error).message}`);
  process.exitCode = 1;
});
