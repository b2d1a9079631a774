/**
 * npm run check:external-links — checks every external link of the built site (run
 * `npm run build` first) with HEAD, or GET where a server refuses HEAD, and prints the links that
 * fail with the pages that carry them. Exits 1 when a link is broken. Not run in CI: it needs the
 * network and other sites' answers change.
 *
 *   npm run check:external-links                 # every external link
 *   npm run check:external-links -- github.com   # only links whose address contains "github.com"
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import {load} from 'cheerio';

import {site} from '../src/config/site';
import {builtFiles, referencesOf} from '../tests/lib/builtSite';

const root = join(import.meta.dirname, '..');
const buildDir = join(root, 'build');
const origin = new URL(site.url).origin;

const TIMEOUT_MS = 20_000;
const CONCURRENCY = 8;
/** At most this many requests at a time to one host, so that no site sees a burst. */
const PER_HOST = 2;
const USER_AGENT = 'packit.dev link checker (+https://github.com/packit/packit.dev)';

interface Outcome {
  readonly url: string;
  readonly ok: boolean;
  /** HTTP status, or the network error. */
  readonly detail: string;
  /** A refusal that says more about bots than about the link (401, 403, 429). */
  readonly unverified: boolean;
}

/** External http(s) links of the built pages, without fragments, each with the pages that carry it. */
function externalLinks(): Map<string, Set<string>> {
  const links = new Map<string, Set<string>>();
  for (const file of builtFiles(buildDir).filter((f) => f.endsWith('.html') && !f.startsWith('assets/'))) {
    const $ = load(readFileSync(join(buildDir, file), 'utf8'));
    const page = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
    for (const {kind, url} of referencesOf($)) {
      if (kind !== 'link') continue;
      let parsed: URL;
      try {
        parsed = new URL(url, origin);
      } catch {
        continue;
      }
      if (parsed.origin === origin || !/^https?:$/.test(parsed.protocol)) continue;
      parsed.hash = '';
      const pages = links.get(parsed.href) ?? new Set<string>();
      pages.add(page);
      links.set(parsed.href, pages);
    }
  }
  return links;
}

async function request(url: string, method: 'HEAD' | 'GET'): Promise<Response> {
  const response = await fetch(url, {
    method,
    redirect: 'follow',
    headers: {'user-agent': USER_AGENT, accept: 'text/html,application/xhtml+xml,*/*;q=0.8'},
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  // Only the status matters: do not download bodies.
  await response.body?.cancel();
  return response;
}

async function check(url: string): Promise<Outcome> {
  try {
    let response = await request(url, 'HEAD');
    // Many servers answer HEAD with 403, 404, 405 or 501 although GET works.
    if (!response.ok) response = await request(url, 'GET');
    const unverified = [401, 403, 429].includes(response.status);
    return {url, ok: response.ok, detail: `HTTP ${response.status}`, unverified};
  } catch (error) {
    const cause = (error as {cause?: {code?: string; message?: string}}).cause;
    const detail = cause?.code ?? cause?.message ?? (error as Error).message;
    return {url, ok: false, detail, unverified: false};
  }
}

/** Runs the checks with a global and a per-host limit on requests in flight. */
async function checkAll(urls: readonly string[], onDone: (outcome: Outcome) => void): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const pending = [...urls];
  const perHost = new Map<string, number>();
  let running = 0;
  return new Promise((resolve) => {
    const next = () => {
      if (pending.length === 0 && running === 0) {
        resolve(outcomes);
        return;
      }
      while (running < CONCURRENCY) {
        const index = pending.findIndex((u) => (perHost.get(new URL(u).host) ?? 0) < PER_HOST);
        if (index === -1) break;
        const [url = ''] = pending.splice(index, 1);
        const host = new URL(url).host;
        perHost.set(host, (perHost.get(host) ?? 0) + 1);
        running++;
        void check(url).then((outcome) => {
          outcomes.push(outcome);
          onDone(outcome);
          perHost.set(host, (perHost.get(host) ?? 1) - 1);
          running--;
          next();
        });
      }
    };
    next();
  });
}

async function main(): Promise<void> {
  if (!existsSync(join(buildDir, 'index.html'))) throw new Error('build/ is missing: run `npm run build` first.');
  const filter = process.argv[2];
  const links = externalLinks();
  const urls = [...links.keys()].filter((u) => filter === undefined || u.includes(filter)).sort();
  console.log(
    `Checking ${urls.length} external links of ${new Set([...links.values()].flatMap((p) => [...p])).size} pages…`,
  );
  let done = 0;
  const outcomes = await checkAll(urls, () => {
    done++;
    if (process.stdout.isTTY) process.stdout.write(`\r${done}/${urls.length}`);
  });
  if (process.stdout.isTTY) process.stdout.write('\n');

  const broken = outcomes.filter((o) => !o.ok && !o.unverified).sort((a, b) => a.url.localeCompare(b.url));
  const unverified = outcomes.filter((o) => o.unverified).sort((a, b) => a.url.localeCompare(b.url));
  const print = (o: Outcome) => {
    const pages = [...(links.get(o.url) ?? [])].sort();
    console.log(`  ${o.detail.padEnd(14)} ${o.url}`);
    console.log(
      `  ${''.padEnd(14)} on ${pages.slice(0, 5).join(', ')}${pages.length > 5 ? ` and ${pages.length - 5} more` : ''}`,
    );
  };
  if (unverified.length > 0) {
    console.log(`\n${unverified.length} links refused the checker (often bot protection; check them in a browser):`);
    unverified.forEach(print);
  }
  if (broken.length > 0) {
    console.log(`\n${broken.length} broken links:`);
    broken.forEach(print);
    process.exitCode = 1;
  }
  console.log(
    `\n${outcomes.length - broken.length - unverified.length} ok, ${unverified.length} unverified, ${broken.length} broken.`,
  );
  if (outcomes.length > 0 && outcomes.every((o) => /^(ENOTFOUND|EAI_AGAIN|ENETUNREACH)$/.test(o.detail))) {
    console.log('No host could be resolved or reached: is this machine offline?');
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
