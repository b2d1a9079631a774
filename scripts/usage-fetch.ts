/**
 * npm run usage:fetch
 * Asks the Packit usage API for all time and for the last 12 months, checks both answers and
 * writes them to src/data/usage.json, with the time they were fetched. The build then shows them
 * on /usage; without the file the page asks the API from the browser.
 *
 * The file is generated and not committed. On any failure nothing is written: a previous file
 * stays as it was, and the script exits with status 1.
 *
 * USAGE_API_URL overrides the API address (the config's links.usageApi), e.g. for a staging service.
 */
import {mkdirSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';

import {links} from '../src/data/site';
import {USAGE_DATA_FILE} from '../src/plugins/usage-data';
import {
  fetchUsageAnswer,
  parseUsageSnapshot,
  PERIOD_LABELS,
  PERIODS,
  periodStart,
  USAGE_TOP,
  usageApiUrl,
  type PeriodId,
  type PeriodUsage,
  type UsageSnapshot,
} from '../src/usage';

/** The all-time answer takes the service a while when its cache is cold. */
const TIMEOUT_MS = 180_000;

const root = join(import.meta.dirname, '..');
const target = join(root, USAGE_DATA_FILE);
const api = process.env.USAGE_API_URL ?? links.usageApi;

async function main(): Promise<void> {
  const now = new Date();
  const periods = {} as Record<PeriodId, PeriodUsage>;
  for (const period of PERIODS) {
    const from = periodStart(period, now);
    const url = usageApiUrl(api, {top: USAGE_TOP, from});
    console.log(`usage:fetch: ${PERIOD_LABELS[period]}: GET ${url}`);
    const answer = await fetchUsageAnswer(url, {timeoutMs: TIMEOUT_MS});
    periods[period] = {from, answer};
  }
  const snapshot: UsageSnapshot = {fetchedAt: new Date().toISOString(), source: api, top: USAGE_TOP, periods};
  // What the build reads back must pass the build's own check.
  parseUsageSnapshot(JSON.parse(JSON.stringify(snapshot)));

  // Write beside the target, then rename: a reader never sees half a file.
  mkdirSync(dirname(target), {recursive: true});
  const partial = `${target}.${process.pid}.tmp`;
  try {
    writeFileSync(partial, `${JSON.stringify(snapshot, null, 2)}\n`);
    renameSync(partial, target);
  } finally {
    rmSync(partial, {force: true});
  }
  console.log(`usage:fetch: wrote ${relative(root, target)} (fetched at ${snapshot.fetchedAt}).`);
}

main().catch((error: unknown) => {
  // The message, then what its causes add: Node's "fetch failed" hides the reason in its cause.
  const messages: string[] = [];
  for (let e: unknown = error; e !== undefined && messages.length < 5; e = e instanceof Error ? e.cause : undefined) {
    const message = e instanceof Error ? e.message : JSON.stringify(e);
    if (!messages.some((m) => m.includes(message))) messages.push(message);
  }
  console.error(`usage:fetch: could not get the usage data from ${api}: ${messages.join(' ← ')}`);
  console.error(`usage:fetch: ${relative(root, target)} was left as it was.`);
  process.exit(1);
});
