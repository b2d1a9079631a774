/**
 * npm run bench:blocking — the blocking time of a page as a reader's browser has it, against what
 * DevTools' instruments add, after `npm run build`.
 *
 * Lighthouse and Playwright drive Chromium through DevTools domains that slow the page down:
 * Playwright's runtime domain has V8 reparse a script for the source positions it left out,
 * Lighthouse's debugger (with async stack traces) compiles on the main thread and records a stack
 * at every task a script schedules. This benchmark talks to Chromium over the DevTools protocol
 * itself and turns on nothing but the trace, the window size (412 × 823, a phone) and the CPU
 * slowdown (4×, applied by Chromium, where Lighthouse simulates it), then, in turn, the same with
 * the runtime domain on and with the domains Lighthouse turns on. It prints, with each load's, the
 * median blocking time after the first contentful paint (the time of every task over 50 ms beyond
 * 50 ms, as Lighthouse counts it) and of the task that evaluates `main`.
 *
 *   npm run bench:blocking                          # /docs/guide and /docs/configuration, 7 loads each
 *   npm run bench:blocking -- --runs 5 / /posts     # other pages, other number of loads
 *
 * CHROMIUM_PATH picks the browser (default /usr/bin/chromium); BENCH_BUILD_DIR another build.
 */
import {spawn} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';

import WebSocket from 'ws';

import {serveStatic} from './lib/static-server';

const root = join(import.meta.dirname, '..');
const buildDir = process.env.BENCH_BUILD_DIR ?? join(root, 'build');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEBUG_PORT = 9339;

/** The DevTools domains turned on before each load, by setup. */
const SETUPS: readonly {name: string; domains: readonly [string, object][]}[] = [
  {name: "no DevTools domain (a reader's browser)", domains: []},
  {name: 'the runtime domain (Playwright turns it on)', domains: [['Runtime.enable', {}]]},
  {
    // lighthouse/core/gather/driver/prepare.js and its gatherers.
    name: "Lighthouse's domains",
    domains: [
      ['Runtime.enable', {}],
      ['Network.enable', {}],
      ['Debugger.enable', {}],
      ['Debugger.setSkipAllPauses', {skip: true}],
      ['Debugger.setAsyncCallStackDepth', {maxDepth: 8}],
    ],
  },
];

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly args?: {name?: string; data?: {url?: string}};
}

interface Load {
  readonly blocking: number;
  readonly main: number;
}

/** What the page target sends: an answer to a command, or an event. */
interface Message {
  readonly id?: number;
  readonly result?: unknown;
  readonly error?: {message: string};
  readonly method?: string;
  readonly params?: {value?: TraceEvent[]};
}

/** One connection to a page target: commands and the events it sends. */
async function connect(url: string): Promise<{
  send: (method: string, params?: object) => Promise<unknown>;
  on: (listener: (message: Message) => void) => void;
  close: () => void;
}> {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let id = 0;
  const pending = new Map<number, (result: unknown) => void>();
  const listeners: ((message: Message) => void)[] = [];
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as Message;
    if (message.id !== undefined) pending.get(message.id)?.(message.error ?? message.result);
    else for (const listener of listeners) listener(message);
  });
  return {
    send: (method, params = {}) =>
      new Promise((resolve) => {
        pending.set(++id, resolve);
        socket.send(JSON.stringify({id, method, params}));
      }),
    on: (listener) => listeners.push(listener),
    close: () => {
      socket.close();
    },
  };
}

/** Loads `url` in a fresh Chromium, traced, with `domains` turned on first. */
async function load(url: string, domains: readonly [string, object][]): Promise<Load> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-blocking-'));
  const browser = spawn(
    chromiumPath,
    [
      '--headless=new',
      '--no-sandbox',
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group, so that its helper processes go with it.
    {stdio: 'ignore', detached: true},
  );
  try {
    let targets: {type: string; webSocketDebuggerUrl: string}[] = [];
    for (let i = 0; i < 50 && !targets.some((target) => target.type === 'page'); i++) {
      await sleep(100);
      targets = await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/list`)
        .then((response) => response.json() as Promise<typeof targets>)
        .catch(() => []);
    }
    const page = targets.find((target) => target.type === 'page');
    if (page === undefined) throw new Error(`${chromiumPath} opened no page to drive`);
    const cdp = await connect(page.webSocketDebuggerUrl);
    const events: TraceEvent[] = [];
    const complete = new Promise<void>((resolve) => {
      cdp.on((message) => {
        if (message.method === 'Tracing.dataCollected') events.push(...(message.params?.value ?? []));
        if (message.method === 'Tracing.tracingComplete') resolve();
      });
    });
    await cdp.send('Emulation.setDeviceMetricsOverride', {
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      mobile: true,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    for (const [method, params] of domains) await cdp.send(method, params);
    await cdp.send('Tracing.start', {categories: 'devtools.timeline,loading,toplevel', transferMode: 'ReportEvents'});
    await cdp.send('Page.navigate', {url});
    await sleep(6000);
    await cdp.send('Tracing.end');
    await complete;
    cdp.close();

    const renderer = events.find(
      (event) =>
        event.name === 'thread_name' &&
        event.args?.name === 'CrRendererMain' &&
        events.some((other) => other.pid === event.pid && other.name === 'ParseHTML'),
    );
    if (renderer === undefined) throw new Error(`no renderer's main thread in the trace of ${url}`);
    const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === renderer.pid)?.ts ?? 0;
    const onMain = events.filter(
      (event) => event.pid === renderer.pid && event.tid === renderer.tid && event.ph === 'X',
    );
    const blocking = onMain
      .filter((event) => /^(ThreadControllerImpl::)?RunTask$/.test(event.name) && event.ts >= fcp)
      .reduce((sum, task) => sum + Math.max(0, (task.dur ?? 0) / 1000 - 50), 0);
    const main = onMain
      .filter((event) => event.name === 'EvaluateScript' && /\/main\.[0-9a-f]+\.js$/.test(event.args?.data?.url ?? ''))
      .reduce((longest, event) => Math.max(longest, (event.dur ?? 0) / 1000), 0);
    return {blocking, main};
  } finally {
    const exited = new Promise((resolve) => browser.once('exit', resolve));
    if (browser.pid !== undefined) process.kill(-browser.pid);
    await exited;
    rmSync(profile, {recursive: true, force: true, maxRetries: 10, retryDelay: 100});
  }
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 7;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a positive whole number.');
  const pages = args.filter((arg, index) => arg.startsWith('/') && index !== runsAt + 1);
  const server = await serveStatic(buildDir);
  try {
    for (const path of pages.length > 0 ? pages : ['/docs/guide', '/docs/configuration']) {
      const loads = SETUPS.map((): Load[] => []);
      // The setups in turn, so that a slower spell of the machine falls on each.
      for (let run = 0; run < runs; run++) {
        for (const [index, setup] of SETUPS.entries())
          loads[index]?.push(await load(`${server.url}${path}`, setup.domains));
      }
      SETUPS.forEach((setup, index) => {
        const all = loads[index] ?? [];
        const figure = (pick: (load: Load) => number) =>
          `${Math.round(median(all.map(pick)))} ms (${all.map((one) => Math.round(pick(one))).join(' ')})`;
        console.log(
          `${path}, ${setup.name}: blocking ${figure((one) => one.blocking)}, main ${figure((one) => one.main)}`,
        );
      });
    }
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
