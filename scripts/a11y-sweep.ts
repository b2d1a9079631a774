/**
 * npm run a11y:sweep — axe-core on every page of the production build (run `npm run build` first),
 * in one colour mode at one width, two pages at a time. Prints each rule of serious or critical
 * impact with the pages that break it, and fails when there is one.
 *
 *   npm run a11y:sweep                            # light mode, 1280 px wide
 *   npm run a11y:sweep -- --mode dark --width 390
 *
 * CI checks a sample (tests/e2e/a11y.spec.ts: one page of each template and pages with what they
 * lack); this finds what the sample misses, in about 12 minutes per run on two cores. Fix the
 * rule, then add a page that has the pattern to the sample. CHROMIUM_PATH picks the browser.
 */
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {parseArgs} from 'node:util';

import {chromium, type Browser} from '@playwright/test';

import {axeViolations} from './lib/axe';
import {builtRoutes} from './lib/builtRoutes';
import {serveStatic} from './lib/static-server';

const {values} = parseArgs({
  options: {mode: {type: 'string', default: 'light'}, width: {type: 'string', default: '1280'}},
});
const buildDir = join(import.meta.dirname, '..', 'build');

/** Rule → help text and the pages that break it, each with how many elements and the first one. */
type Broken = Map<string, {help: string; pages: string[]}>;

interface Sweep {
  readonly browser: Browser;
  readonly serverUrl: string;
  readonly mode: 'light' | 'dark';
  readonly width: number;
  readonly queue: string[];
  readonly total: number;
  readonly broken: Broken;
  readonly failed: string[];
}

/** Checks pages, one after another, until none is left; two of these share the queue. */
async function worker({browser, serverUrl, mode, width, queue, total, broken, failed}: Sweep): Promise<void> {
  const context = await browser.newContext({viewport: {width, height: 800}});
  // No request leaves the machine (the usage page's request to the live API fails here).
  await context.route(
    (url) => !url.href.startsWith(serverUrl),
    (route) => route.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
    try {
      await page.goto(`${serverUrl}${route}${route.includes('?') ? '&' : '?'}docusaurus-theme=${mode}`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      const violations = await axeViolations(page);
      for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
        const entry = broken.get(v.id) ?? {help: v.help, pages: []};
        entry.pages.push(`${route} (${v.nodes.length}: ${v.nodes[0]?.target.join(' ') ?? ''})`);
        broken.set(v.id, entry);
      }
    } catch (error) {
      failed.push(`${route}: ${(error as Error).message.split('\n')[0] ?? ''}`);
    }
    if (queue.length % 50 === 0) console.log(`  ${total - queue.length} of ${total} pages`);
  }
  await context.close();
}

async function main(): Promise<void> {
  const {mode} = values;
  const width = Number(values.width);
  if (mode !== 'light' && mode !== 'dark') throw new Error('--mode is light or dark.');
  if (!Number.isInteger(width) || width < 200) throw new Error('--width takes a width in pixels.');
  if (!existsSync(join(buildDir, 'index.html'))) throw new Error('No build/: run `npm run build` first.');
  const routes = builtRoutes(buildDir).map((r) => r.route);

  console.log(`axe on ${routes.length} pages, ${mode} mode, ${width} px wide…`);
  const server = await serveStatic(buildDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  });
  const sweep: Sweep = {
    browser,
    serverUrl: server.url,
    mode,
    width,
    queue: [...routes],
    total: routes.length,
    broken: new Map(),
    failed: [],
  };
  try {
    await Promise.all([worker(sweep), worker(sweep)]);
  } finally {
    await browser.close();
    await server.close();
  }
  for (const [rule, {help, pages}] of sweep.broken) {
    console.log(`\n${rule}: ${help} — ${pages.length} page(s)`);
    for (const page of pages) console.log(`  ${page}`);
  }
  for (const line of sweep.failed) console.log(`could not check ${line}`);
  const clean = sweep.broken.size === 0 && sweep.failed.length === 0;
  console.log(clean ? '\nNothing serious or critical.' : '');
  process.exitCode = clean ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
