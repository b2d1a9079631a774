/**
 * npm run lighthouse — Lighthouse CI on pages of the production build (run `npm run build` first):
 * `lhci collect` and `lhci assert` with lighthouserc.cjs (pages, mobile preset, 5 runs, budgets),
 * then our table of the medians of the runs, read from the results lhci saved in .lighthouseci/.
 * The table comes first; a budget that fails makes the command fail.
 *
 *   npm run lighthouse                             # /, /docs/guide, /docs/configuration and /posts, 5 runs each
 *   npm run lighthouse -- --runs 3 /usage          # other pages, other number of runs
 *   npm run lighthouse -- --json lighthouse.json   # also write the full results, by page
 *
 * CHROMIUM_PATH picks the browser (default /usr/bin/chromium, Debian's).
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {join} from 'node:path';

const root = join(import.meta.dirname, '..');
const lhci = join(root, 'node_modules', '@lhci', 'cli', 'src', 'cli.js');
const resultsDir = join(root, '.lighthouseci');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  FCP: 'first-contentful-paint',
} as const;

/** The parts of a Lighthouse result (LHR) that the table reads. */
interface Lhr {
  readonly requestedUrl: string;
  readonly lighthouseVersion: string;
  readonly categories: Record<string, {score: number | null; auditRefs: {id: string; weight: number}[]} | undefined>;
  readonly audits: Record<
    string,
    {title: string; score: number | null; scoreDisplayMode: string; numericValue?: number} | undefined
  >;
}

function parseArgs(argv: readonly string[]): {pages: string[]; runs: number | undefined; json: string | undefined} {
  const pages: string[] = [];
  let runs: number | undefined;
  let json: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--runs') runs = Number(argv[++i]);
    else if (arg === '--json') json = argv[++i];
    else pages.push(arg.startsWith('/') ? arg : `/${arg}`);
  }
  if (runs !== undefined && (!Number.isInteger(runs) || runs < 1)) {
    throw new Error('--runs takes a positive whole number.');
  }
  return {pages, runs, json};
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
};

/** A port that is free now, for our server (lighthouserc.cjs reads it from LIGHTHOUSE_PORT). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('No free port.');
  return address.port;
}

/** Runs `lhci <args>` in plain Node (under tsx, Lighthouse's page code would break); its exit code. */
function runLhci(args: readonly string[], env: NodeJS.ProcessEnv): number {
  const result = spawnSync(process.execPath, [lhci, ...args], {cwd: root, env, stdio: 'inherit'});
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function readResults(): Lhr[] {
  return readdirSync(resultsDir)
    .filter((name) => /^lhr-.*\.json$/.test(name))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(resultsDir, name), 'utf8')) as Lhr);
}

/** Audits with weight in a category that cost points: "category: title". */
function failingAudits(lhr: Lhr): string[] {
  return CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a !== undefined && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${id}: ${a?.title ?? ''}`),
  );
}

function printTable(byPage: Map<string, Lhr[]>): void {
  console.log('\npage            perf  a11y  best   seo      LCP      TBT    CLS      FCP');
  for (const [page, lhrs] of byPage) {
    const m = (pick: (lhr: Lhr) => number) => median(lhrs.map(pick));
    const score = (lhr: Lhr, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (lhr: Lhr, name: keyof typeof METRICS) => lhr.audits[METRICS[name]]?.numericValue ?? NaN;
    console.log(
      [
        page.padEnd(14),
        ...CATEGORIES.map((id) => String(m((lhr) => score(lhr, id))).padStart(5)),
        `${(m((lhr) => metric(lhr, 'LCP')) / 1000).toFixed(2)} s`.padStart(8),
        `${Math.round(m((lhr) => metric(lhr, 'TBT')))} ms`.padStart(8),
        m((lhr) => metric(lhr, 'CLS'))
          .toFixed(3)
          .padStart(6),
        `${(m((lhr) => metric(lhr, 'FCP')) / 1000).toFixed(2)} s`.padStart(8),
      ].join(' '),
    );
    if (lhrs.length > 1) {
      const each = lhrs.map((lhr) => score(lhr, 'performance')).join(', ');
      console.log(`${''.padEnd(14)}   performance of each run: ${each}`);
    }
    for (const line of new Set(lhrs.flatMap(failingAudits))) console.log(`${''.padEnd(14)}   - ${line}`);
  }
}

async function main(): Promise<void> {
  const {pages, runs, json} = parseArgs(process.argv.slice(2));
  if (!existsSync(join(root, 'build', 'index.html'))) throw new Error('build/ is missing: run `npm run build` first.');
  const port = await freePort();
  const env = {...process.env, LIGHTHOUSE_PORT: String(port)};

  const collectArgs = ['collect'];
  if (runs !== undefined) collectArgs.push(`--numberOfRuns=${runs}`);
  for (const page of pages) collectArgs.push(`--url=http://127.0.0.1:${port}${page}`);
  if (runLhci(collectArgs, env) !== 0) throw new Error('lhci collect failed.');

  const byPage = new Map<string, Lhr[]>();
  for (const lhr of readResults()) {
    const page = new URL(lhr.requestedUrl).pathname;
    byPage.set(page, [...(byPage.get(page) ?? []), lhr]);
  }
  const version = [...byPage.values()][0]?.[0]?.lighthouseVersion ?? '?';
  const count = [...byPage.values()][0]?.length ?? 0;
  console.log(`\nLighthouse ${version} (Lighthouse CI), mobile preset, ${count} run(s) per page, medians:`);
  printTable(byPage);
  if (json !== undefined) {
    writeFileSync(json, JSON.stringify(Object.fromEntries(byPage)));
    console.log(`\nFull results: ${json}`);
  }

  console.log('\nBudgets (lighthouserc.cjs):');
  const status = runLhci(['assert'], env);
  if (status === 0) console.log('All budgets met.');
  process.exitCode = status;
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
