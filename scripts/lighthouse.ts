/**
 * npm run lighthouse — Lighthouse 12 (mobile preset: Moto G Power-sized screen, simulated slow 4G
 * and 4× CPU slowdown) on pages of the production build (run `npm run build` first), served with
 * gzip on 127.0.0.1. Prints the four category scores and LCP, TBT and CLS, the median of the runs.
 *
 *   npm run lighthouse                          # /, /docs/guide and /posts, 3 runs each
 *   npm run lighthouse -- --runs 5 /usage       # other pages, more runs
 *   npm run lighthouse -- --json lighthouse.json  # also write the full results
 *
 * CHROMIUM_PATH picks the browser (default /usr/bin/chromium, Debian's).
 */
import {execFile} from 'node:child_process';
import {existsSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {promisify} from 'node:util';

import * as chromeLauncher from 'chrome-launcher';
import type {Result} from 'lighthouse';

import {serveStatic} from './lib/static-server';

const root = join(import.meta.dirname, '..');
const DEFAULT_PAGES = ['/', '/docs/guide', '/posts'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  FCP: 'first-contentful-paint',
} as const;

interface Run {
  readonly scores: Record<(typeof CATEGORIES)[number], number>;
  readonly metrics: Record<keyof typeof METRICS, number>;
  /** Audits of a category below 100 that cost points: their titles. */
  readonly failing: string[];
}

function parseArgs(argv: readonly string[]): {pages: string[]; runs: number; json: string | undefined} {
  const pages: string[] = [];
  let runs = 3;
  let json: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--runs') runs = Number(argv[++i]);
    else if (arg === '--json') json = argv[++i];
    else pages.push(arg);
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a positive whole number.');
  return {pages: pages.length > 0 ? pages : DEFAULT_PAGES, runs, json};
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
};

/**
 * Lighthouse's own command line, in plain Node and on the Chrome that chrome-launcher started:
 * run in this process, tsx would compile Lighthouse's page functions with helpers that do not
 * exist in the page ("__name is not defined").
 */
async function runLighthouse(url: string, port: number): Promise<Result> {
  const cli = join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const args = [cli, url, `--port=${port}`, '--output=json', '--output-path=stdout', '--quiet'];
  args.push(`--only-categories=${CATEGORIES.join(',')}`);
  const {stdout} = await promisify(execFile)(process.execPath, args, {maxBuffer: 256 * 1024 * 1024});
  return JSON.parse(stdout) as Result;
}

async function audit(url: string, port: number): Promise<{run: Run; lhr: Result}> {
  const lhr = await runLighthouse(url, port);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Run['scores'];
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? NaN]),
  ) as Run['metrics'];
  const failing = CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a !== undefined && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${id}: ${a?.title ?? ''}`),
  );
  return {run: {scores, metrics, failing}, lhr};
}

async function main(): Promise<void> {
  const {pages, runs, json} = parseArgs(process.argv.slice(2));
  const buildDir = join(root, 'build');
  if (!existsSync(join(buildDir, 'index.html'))) throw new Error('build/ is missing: run `npm run build` first.');
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

  const server = await serveStatic(buildDir, {gzip: true});
  const chrome = await chromeLauncher.launch({chromePath, chromeFlags: ['--headless=new', '--no-sandbox']});
  const all: Record<string, Result[]> = {};
  try {
    console.log(`Lighthouse 12, mobile preset, ${runs} run(s) per page, build/ served with gzip at ${server.url}\n`);
    console.log('page            perf  a11y  best   seo     LCP      TBT    CLS');
    for (const page of pages) {
      const results: Run[] = [];
      all[page] = [];
      for (let i = 0; i < runs; i++) {
        const {run, lhr} = await audit(`${server.url}${page}`, chrome.port);
        results.push(run);
        all[page].push(lhr);
      }
      const m = (pick: (r: Run) => number) => median(results.map(pick));
      console.log(
        [
          page.padEnd(14),
          ...CATEGORIES.map((c) => String(m((r) => r.scores[c])).padStart(5)),
          `${(m((r) => r.metrics.LCP) / 1000).toFixed(2)} s`.padStart(8),
          `${Math.round(m((r) => r.metrics.TBT))} ms`.padStart(8),
          m((r) => r.metrics.CLS)
            .toFixed(3)
            .padStart(6),
        ].join(' '),
      );
      if (runs > 1) {
        console.log(
          `${''.padEnd(14)}   performance of each run: ${results.map((r) => r.scores.performance).join(', ')}`,
        );
      }
      const failing = [...new Set(results.flatMap((r) => r.failing))];
      for (const line of failing) console.log(`${''.padEnd(14)}   - ${line}`);
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  if (json !== undefined) {
    writeFileSync(json, JSON.stringify(all));
    console.log(`\nFull results: ${json}`);
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
