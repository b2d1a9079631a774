/**
 * npm run bench — figures of the production build, printed, not asserted:
 *
 * - cold build (no .docusaurus/, no node_modules/.cache/) and warm build, each `npm run build`:
 *   wall time and the peak memory (maximum resident set size) of the build, measured by GNU time;
 * - what the social cards cost: a cold build without them (SOCIAL_CARDS=off) against the cold build,
 *   and the plugin's own figures (cards drawn, from the cache, seconds, bytes);
 * - the size of build/;
 * - for a few pages, in Chromium against build/ served on 127.0.0.1: the JS and CSS loaded before
 *   the page is usable (requested before React has hydrated it), in gzip bytes, the number of
 *   requests until then, and for pages with diagrams the bytes fetched after that while the page is
 *   scrolled to its end (fonts, drawings, and on builds before diagrams were drawn at build time,
 *   Mermaid), and whether any script with Mermaid's core loads.
 *
 * - with --main, what `main` (the script every page loads first) is made of: its gzip size shared
 *   out between the packages its code comes from, read from a build made without minification.
 *
 *   npm run bench                  # everything (two production builds: a few minutes)
 *   npm run bench -- --no-build    # only the size and the pages, of the build/ that is there
 *   npm run bench -- --no-build --main   # also main's contents (one unminified build, about a minute)
 *
 * CHROMIUM_PATH picks the browser (default /usr/bin/chromium when present); BENCH_BUILD_DIR measures
 * the pages of another build (another worktree's, for before/after figures) with --no-build.
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative} from 'node:path';
import {gzipSync} from 'node:zlib';

import {chromium, type Request} from '@playwright/test';

import {PLUGIN_NAME as CARDS_PLUGIN} from '../src/plugins/social-cards';
import {compiledFunctions} from './lib/compile-trace';
import {hydrationTime, noteHydrationTime} from './lib/hydration';
import {resolveFile, serveStatic} from './lib/static-server';

const root = join(import.meta.dirname, '..');
const buildDir = process.env.BENCH_BUILD_DIR ?? join(root, 'build');
const PAGES = ['/', '/docs/guide', '/docs/configuration', '/posts', '/posts/weekly', '/research'];
const TIME = '/usr/bin/time';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

interface BuildRun {
  readonly seconds: number;
  readonly maxRssBytes: number;
  /** CPU time of the build, user and system, in seconds. */
  readonly cpuSeconds: number;
  /** What src/plugins/social-cards printed about the cards. */
  readonly cards: string;
}

/**
 * Runs `npm run build` (whatever the build script sets) under GNU time -v; its output goes to a
 * log, the figures come back. The peak memory is that of the largest process, the build's Node.
 */
async function timedBuild(label: string, env: Record<string, string> = {}): Promise<BuildRun> {
  const child = spawn(TIME, ['-v', 'npm', 'run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...process.env, ...env},
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) {
    throw new Error(`The ${label} build failed:\n${output.slice(-3000)}`);
  }
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ([\d:.]+)/.exec(output)?.[1] ?? '';
  const seconds = wall.split(':').reduce((total, part) => total * 60 + Number(part), 0);
  const maxRssKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(output)?.[1] ?? NaN);
  const cpu = (kind: string) => Number(new RegExp(`${kind} time \\(seconds\\): ([\\d.]+)`).exec(output)?.[1] ?? NaN);
  const cards = new RegExp(`\\[${CARDS_PLUGIN}\\] (.*)`).exec(output)?.[1] ?? 'no figures printed';
  return {seconds, maxRssBytes: maxRssKb * 1024, cpuSeconds: cpu('User') + cpu('System'), cards};
}

function files(dir: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

function buildSize(): void {
  const all = files(buildDir);
  const sum = (list: string[]) => list.reduce((total, f) => total + statSync(f).size, 0);
  const gz = (list: string[]) => list.reduce((total, f) => total + gzipSync(readFileSync(f)).length, 0);
  const js = all.filter((f) => f.endsWith('.js'));
  const css = all.filter((f) => f.endsWith('.css'));
  const html = all.filter((f) => f.endsWith('.html'));
  console.log(`build/: ${all.length} files, ${mib(sum(all))}`);
  console.log(`  HTML ${html.length} files ${mib(sum(html))}`);
  console.log(`  JS   ${js.length} files ${mib(sum(js))} (${mib(gz(js))} gzip)`);
  console.log(`  CSS  ${css.length} files ${kib(sum(css))} (${kib(gz(css))} gzip)`);
  const cards = all.filter((f) => f.startsWith(join(buildDir, 'img', 'cards') + '/'));
  console.log(`  social cards ${cards.length} files ${mib(sum(cards))}`);
  const index = join(buildDir, 'search-index.json');
  if (existsSync(index)) console.log(`  search-index.json ${kib(statSync(index).size)}`);
}

/** The chunks that hold the Mermaid library itself (none since diagrams are drawn at build time). */
function mermaidChunks(): Set<string> {
  const dir = join(buildDir, 'assets', 'js');
  return new Set(
    readdirSync(dir)
      .filter((f) => f.endsWith('.js') && readFileSync(join(dir, f), 'utf8').includes('mermaidAPI'))
      .map((f) => `/assets/js/${f}`),
  );
}

async function pages(): Promise<void> {
  const mermaid = mermaidChunks();
  const gzipped = new Map<string, number>();
  const gzipSize = (path: string) => {
    let size = gzipped.get(path);
    if (size === undefined) {
      const file = resolveFile(buildDir, path);
      size = file === undefined ? 0 : gzipSync(readFileSync(file)).length;
      gzipped.set(path, size);
    }
    return size;
  };

  const server = await serveStatic(buildDir, {gzip: true});
  const executablePath =
    process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const browser = await chromium.launch({executablePath});
  try {
    console.log(`\nPages (Chromium, 1280×800, build/ on ${server.url}, cold cache):`);
    console.log(
      'page             JS gzip   CSS gzip    JS+CSS  requests  diagrams  after scroll  Mermaid  compiled: main thread / background',
    );
    for (const path of PAGES) {
      const context = await browser.newContext({viewport: {width: 1280, height: 800}});
      await context.route(
        (url) => !url.href.startsWith(server.url),
        (route) => route.abort('blockedbyclient'),
      );
      await context.addInitScript(noteHydrationTime);
      const page = await context.newPage();
      const requests: {path: string; prefetch: boolean; request: Request}[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(server.url)) return;
        const purpose = request.headers()['sec-purpose'] ?? request.headers().purpose ?? '';
        requests.push({path: new URL(request.url()).pathname, prefetch: /prefetch/.test(purpose), request});
      });
      let hydratedAt = 0;
      const compiled = await compiledFunctions(browser, page, async () => {
        await page.goto(`${server.url}${path}`);
        hydratedAt = await hydrationTime(page);
      });
      await page.waitForLoadState('networkidle');
      // What the page needs to be usable is requested before it has hydrated: the HTML, the CSS,
      // the runtime, main and the route's chunks. What comes later is lazy (a diagram's library) or
      // a prefetch of another page.
      const beforeUsable = requests
        .filter((r) => !r.prefetch && r.request.timing().startTime < hydratedAt)
        .map((r) => r.path);
      // Diagrams: drawn at build time (.diagram), or by Mermaid in the browser on older builds.
      const diagrams = await page.locator('.diagram, .docusaurus-mermaid-container, .mermaid-placeholder').count();
      let afterScroll = 0;
      if (diagrams > 0) {
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        });
        await page.waitForFunction(() => document.querySelector('.mermaid-placeholder') === null, undefined, {
          timeout: 30_000,
        });
        await page.waitForLoadState('networkidle');
        afterScroll = requests
          .filter((r) => !r.prefetch && r.request.timing().startTime >= hydratedAt)
          .reduce((t, r) => t + gzipSize(r.path), 0);
      }
      const mermaidLoaded = requests.some((r) => mermaid.has(r.path));
      const js = beforeUsable.filter((p) => p.endsWith('.js')).reduce((t, p) => t + gzipSize(p), 0);
      const css = beforeUsable.filter((p) => p.endsWith('.css')).reduce((t, p) => t + gzipSize(p), 0);
      console.log(
        [
          path.padEnd(15),
          kib(js).padStart(10),
          kib(css).padStart(10),
          kib(js + css).padStart(10),
          String(beforeUsable.length).padStart(9),
          String(diagrams).padStart(9),
          (diagrams > 0 ? kib(afterScroll) : '').padStart(13),
          `  ${mermaidLoaded ? 'yes' : 'no'}`.padEnd(9),
          `${compiled.main} / ${compiled.background}`.padStart(12),
        ].join(' '),
      );
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(
    '(JS+CSS and requests: those made before the page hydrated, the page itself included, prefetches of other\n' +
      ' pages excluded; sizes are gzip -6 of the files. After scroll: what a page with diagrams fetched, prefetches\n' +
      " excluded, after it hydrated and while it was scrolled to its end. Mermaid: a chunk with Mermaid's core.\n" +
      ' Compiled: functions V8 compiled until the page hydrated, on its main thread and off it; see\n' +
      ' src/plugins/compile-hints.ts.)',
  );
}

/** Which package a module of the bundle comes from, by the path Rspack names it with. */
function origin(path: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1];
  if (pkg !== undefined) return pkg;
  if (/\.docusaurus\/(registry|routes)/.test(path))
    return 'the route table (.docusaurus/routes.js, registry.js, routesChunkNames)';
  if (path.startsWith('./.docusaurus')) return 'other generated modules (.docusaurus/: config, i18n, site metadata)';
  if (path.startsWith('./src/')) return 'our code (src/)';
  return 'module glue and unnamed modules';
}

/**
 * Shares out the gzip size of build/'s `main` between the packages its code comes from. The
 * minified bundle names no module, so an unminified build of the same site is split at the module
 * markers Rspack writes (`// CONCATENATED MODULE: path`, and module ids named by the
 * `// EXTERNAL MODULE: path` comments where they are required), each part gzipped alone.
 */
function mainContents(): void {
  const mainOf = (dir: string) => {
    const jsDir = join(dir, 'assets', 'js');
    const file = readdirSync(jsDir).find((f) => /^main\.[0-9a-f]+\.js$/.test(f));
    if (file === undefined) throw new Error(`No main.*.js in ${jsDir}.`);
    return join(jsDir, file);
  };
  const outDir = mkdtempSync(join(tmpdir(), 'packit-main-'));
  console.log("\nUnminified build for main's contents…");
  const built = spawnSync('npx', ['docusaurus', 'build', '--no-minify', '--out-dir', outDir], {
    cwd: root,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`The unminified build failed:\n${built.stderr.slice(-3000)}`);
  const lines = readFileSync(mainOf(outDir), 'utf8').split('\n');
  rmSync(outDir, {recursive: true, force: true});

  const pathOfId = new Map<string, string>();
  lines.forEach((line, i) => {
    const path = /^\/\/ EXTERNAL MODULE: (.*)$/.exec(line)?.[1];
    const id = /__webpack_require__\((\d+)\)/.exec(lines[i + 1] ?? '')?.[1];
    if (path !== undefined && id !== undefined) pathOfId.set(id, path);
  });
  const parts: {id?: string; path: string; lines: string[]}[] = [{path: '', lines: []}];
  for (const line of lines) {
    const id = /^(\d+)\((?:__unused_rspack_module|module)\b/.exec(line)?.[1];
    const concatenated = /^;?\/\/ CONCATENATED MODULE: (.*)$/.exec(line)?.[1];
    if (id !== undefined) parts.push({id, path: '', lines: []});
    else if (concatenated !== undefined) parts.push({path: concatenated, lines: []});
    parts.at(-1)?.lines.push(line);
  }
  // A CommonJS module that no comment names (react-dom's production build, say) belongs to the
  // package of the module that requires it (react-dom/client.js).
  for (let changed = true; changed;) {
    changed = false;
    for (const part of parts.filter((p) => p.id !== undefined && pathOfId.has(p.id))) {
      for (const [, required = ''] of part.lines.join('\n').matchAll(/__webpack_require__\((\d+)\)/g)) {
        if (!pathOfId.has(required)) {
          pathOfId.set(required, pathOfId.get(part.id ?? '') ?? '');
          changed = true;
        }
      }
    }
  }
  for (const part of parts) if (part.id !== undefined) part.path = pathOfId.get(part.id) ?? '';
  const shares = new Map<string, number>();
  let total = 0;
  for (const part of parts) {
    const size = gzipSync(part.lines.join('\n')).length;
    shares.set(origin(part.path), (shares.get(origin(part.path)) ?? 0) + size);
    total += size;
  }
  const real = gzipSync(readFileSync(mainOf(buildDir))).length;
  console.log(`main: ${kib(real)} gzip, shared out by origin (parts under 1% together as "the rest"):`);
  let rest = 0;
  for (const [name, size] of [...shares].sort((a, b) => b[1] - a[1])) {
    if (size / total < 0.01) rest += size;
    else console.log(`${kib((size / total) * real).padStart(10)}  ${name}`);
  }
  console.log(`${kib((rest / total) * real).padStart(10)}  the rest`);
}

async function main(): Promise<void> {
  const build = !process.argv.includes('--no-build');
  if (build) {
    if (!existsSync(TIME)) throw new Error(`${TIME} (GNU time) is needed to measure the builds: apt-get install time.`);
    const clear = () => {
      for (const dir of ['.docusaurus', join('node_modules', '.cache')])
        rmSync(join(root, dir), {recursive: true, force: true});
    };
    const report = (run: BuildRun) =>
      `  ${run.seconds.toFixed(1)} s (CPU ${run.cpuSeconds.toFixed(1)} s), peak memory ${mib(run.maxRssBytes)}`;
    clear();
    console.log('Cold build without social cards (SOCIAL_CARDS=off)…');
    const bare = await timedBuild('cold, no cards', {SOCIAL_CARDS: 'off'});
    console.log(report(bare));
    clear();
    console.log('Cold build (no .docusaurus/, no node_modules/.cache/)…');
    const cold = await timedBuild('cold');
    console.log(report(cold));
    console.log(`  social cards: ${cold.cards}`);
    const percent = ((cold.seconds / bare.seconds - 1) * 100).toFixed(0);
    console.log(
      `  the cards cost ${(cold.seconds - bare.seconds).toFixed(1)} s (${percent}%), ` +
        `${(cold.cpuSeconds - bare.cpuSeconds).toFixed(1)} s of CPU and ${mib(cold.maxRssBytes - bare.maxRssBytes)} of peak memory`,
    );
    console.log('Warm build…');
    const warm = await timedBuild('warm');
    console.log(report(warm));
    console.log(`  social cards: ${warm.cards}`);
  } else if (!existsSync(join(buildDir, 'index.html'))) {
    throw new Error('build/ is missing: run `npm run build` first, or `npm run bench` without --no-build.');
  }
  console.log('');
  buildSize();
  await pages();
  if (process.argv.includes('--main')) mainContents();
  console.log(`\n${relative(root, buildDir)}/ is left as the last build made it.`);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
