/**
 * npm run bench:search — figures for the local search on the built site (run `npm run build` first):
 * relevance over the reader queries of tests/fixtures/search-queries.json (top-1, top-3, mean
 * reciprocal rank) for the tune set and the held-out test set, each asked from /docs, from / and
 * from the page that answers it; index size, query times, and first-keystroke-to-results time in
 * Chromium. `npm run bench:search -- --relevance` prints the relevance figures only (no Chromium).
 */
import {spawn} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';

import {chromium} from '@playwright/test';

import {LocalSearchEngine} from '../src/search/engine';
import type {SearchIndex} from '../src/search/indexFormat';
import {CONTEXTS, measureRelevance, relevanceQueries, type SearchContext} from './lib/search-relevance';

const root = join(import.meta.dirname, '..');
const QUERIES = relevanceQueries().map((q) => q.q);
const RELEVANCE_ONLY = process.argv.includes('--relevance');
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
  for (const set of ['tune', 'test'] as const) {
    const queries = relevanceQueries(set);
    for (const context of CONTEXTS) {
      const relevance = measureRelevance(engine, queries, context);
      if (verbose)
        for (const {query, rank, top} of relevance.outcomes.filter((o) => o.rank !== 1))
          console.log(
            `  [${set}, ${context}] "${query.q}" (${query.kind}): rank ${rank ?? 'none'}; first: ${top.join(', ')}`,
          );
      rows.push(
        `| ${set} (${queries.length}) | ${CONTEXT_NAMES[context]} | ${pct(relevance.top1)} | ${pct(relevance.top3)} | ${relevance.mrr.toFixed(3)} |`,
      );
    }
  }
  console.log('| Set | Searched | Top-1 | Top-3 | MRR |\n| --- | --- | --- | --- | --- |');
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
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`http://127.0.0.1:${PORT}/docs/guide`, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const firstLoad = requests.filter(
      (u) => u.includes('search-index') || u.includes('local-search-engine') || u.includes('DocSearch'),
    );
    console.log(
      `search code or index on first load of /docs/guide: ${firstLoad.length === 0 ? 'none' : firstLoad.join(', ')}`,
    );
    await page.keyboard.press('Control+k');
    const input = page.getByPlaceholder('Search docs');
    await input.waitFor();
    const start = Date.now();
    await input.press('k');
    await page.locator('.DocSearch-Hit').first().waitFor();
    console.log(`first keystroke to first results (cold: engine and index load): ${Date.now() - start} ms`);
    await input.fill('');
    const warm = Date.now();
    await input.pressSequentially('copr');
    await page.locator('.DocSearch-Hit', {hasText: /copr/i}).first().waitFor();
    console.log(`typing "copr" to its results (warm): ${Date.now() - warm} ms`);
    await browser.close();
  } finally {
    server.kill();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:search: ${(error as Error).message}`);
  process.exitCode = 1;
});
