/**
 * Patches of Docusaurus's own code, applied at install by patch-package:
 * - patches/@docusaurus+core+3.10.2.patch: links prefetch the pages they lead to when the main
 *   thread is idle, each chunk once; a route's Loadable is made when the route is first used.
 *   Both are run here from the installed client code, and from the same code with the patch
 *   reversed in memory, against stubs: each test has a twin that shows it fails without the patch.
 * - patches/@docusaurus+plugin-content-docs+3.10.2.patch and +theme-common+3.10.2.patch: two
 *   sorts compare by code unit instead of localeCompare; tested in the browser (budgets.spec.ts).
 * - patches/react-loadable-ssr-addon-v5-slorber+1.0.3.patch: the client manifest maps the modules
 *   a page renders to their chunks, so each page's HTML lists the scripts it needs; its behaviour
 *   needs a build and is tested in the browser (tests/e2e/budgets.spec.ts).
 * Each patch must also be made for the installed release.
 */
import assert from 'node:assert/strict';
import {copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire, register} from 'node:module';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {after, describe, it} from 'node:test';
import {pathToFileURL} from 'node:url';

const require = createRequire(import.meta.url);
const patches = join(import.meta.dirname, '..', '..', 'patches');

/** The installed version of a package and the path of one of its files. */
function installed(name: string, file: string): {version: string; path: string} {
  const packageJson = require.resolve(`${name}/package.json`);
  const {version} = JSON.parse(readFileSync(packageJson, 'utf8')) as {version: string};
  return {version, path: join(dirname(packageJson), file)};
}

for (const name of ['core', 'plugin-content-docs', 'theme-common']) {
  describe(`the Docusaurus ${name} patch`, () => {
    it('is made for the installed version', () => {
      // Not every package exports its package.json: read it where npm installs it.
      const packageJson = join(import.meta.dirname, '..', '..', 'node_modules', '@docusaurus', name, 'package.json');
      const {version} = JSON.parse(readFileSync(packageJson, 'utf8')) as {version: string};
      assert.ok(existsSync(join(patches, `@docusaurus+${name}+${version}.patch`)));
    });
  });
}

/**
 * Runs Docusaurus's client prefetching (lib/client/docusaurus.js, as installed or with the patch
 * reversed) outside a browser: the modules it imports from @generated/ and its prefetch helper are
 * replaced by stubs (a loader hook, for files in the temporary folders made here only), and
 * webpack's chunk-URL function by one that names each chunk.
 */
const stubs = mkdtempSync(join(tmpdir(), 'docusaurus-prefetch-'));
after(() => {
  rmSync(stubs, {recursive: true, force: true});
});
const clientDir = dirname(installed('@docusaurus/core', 'lib/client/docusaurus.js').path);
register(
  `data:text/javascript,${encodeURIComponent(`
    const stubs = ${JSON.stringify(pathToFileURL(stubs).href)};
    const real = ${JSON.stringify(pathToFileURL(join(clientDir, 'docusaurus.js')).href)};
    const stub = (code) => ({url: 'data:text/javascript,' + encodeURIComponent(code), shortCircuit: true});
    export async function resolve(specifier, context, next) {
      if (!context.parentURL?.startsWith(stubs + '/')) return next(specifier, context);
      const test = 'globalThis.prefetchTests[' + JSON.stringify(context.parentURL.slice(stubs.length + 1).split('/')[0]) + ']';
      if (specifier === '@generated/routes') return stub('export default ' + test + '.routes;');
      if (specifier === '@generated/routesChunkNames') return stub('export default ' + test + '.chunkNames;');
      if (specifier === './prefetch') return stub('export default (url) => (' + test + '.prefetched.push(url), Promise.resolve());');
      if (specifier === './preload') return stub('export default () => Promise.resolve();');
      if (specifier === '@generated/registry') return stub('export default {};');
      if (specifier === '@theme/Loading') return stub('export default () => null;');
      if (specifier === '../routeContext') return stub('export const RouteContextProvider = () => null;');
      if (specifier === 'react-loadable') return stub('const made = ' + test + '.mapsMade; const component = () => null; component.preload = () => Promise.resolve(); export default {Map: (options) => (made.push(options), component)};');
      if (specifier.startsWith('.')) return next(specifier, context);
      return next(specifier, {...context, parentURL: real});
    }`)}`,
);

interface PrefetchTest {
  routes: {path: string; exact: boolean}[];
  chunkNames: Record<string, Record<string, string>>;
  prefetched: string[];
  /** The options of each Loadable.Map made (ComponentCreator). */
  mapsMade: unknown[];
}

/** A client file of Docusaurus core as installed, or with the patch's hunks for it reversed. */
function clientCode(file: string, reverse: boolean): string {
  let code = readFileSync(join(clientDir, file), 'utf8');
  if (!reverse) return code;
  const patch = readFileSync(
    join(patches, `@docusaurus+core+${installed('@docusaurus/core', '').version}.patch`),
    'utf8',
  );
  const diff = patch.split(/^(?=diff --git )/m).find((part) => part.includes(`lib/client/${file}`)) ?? '';
  // Each hunk: context and "+" lines are the patched text, context and "-" lines the original.
  for (const hunk of diff.split(/^@@[^\n]*\n/m).slice(1)) {
    const lines = hunk.replace(/\n$/, '').split('\n');
    const patched = lines.filter((line) => !line.startsWith('-')).map((line) => line.slice(1));
    const original = lines.filter((line) => !line.startsWith('+')).map((line) => line.slice(1));
    assert.ok(code.includes(patched.join('\n')), `the installed ${file} does not hold the patched text`);
    code = code.replace(patched.join('\n'), () => original.join('\n'));
  }
  return code;
}

/** A folder for one test's copy of client code, and that test's data for the stubs. */
function testFolder(name: string, test: PrefetchTest): string {
  const tests = ((globalThis as {prefetchTests?: Record<string, PrefetchTest>}).prefetchTests ??= {});
  tests[name] = test;
  const dir = join(stubs, name);
  mkdirSync(join(dir, 'exports'), {recursive: true});
  writeFileSync(join(dir, 'package.json'), '{"type": "module"}');
  copyFileSync(join(clientDir, 'flat.js'), join(dir, 'flat.js'));
  return dir;
}
type Prefetch = (routePath: string) => false | Promise<unknown>;

/**
 * docusaurus.js's prefetch, from the installed file or, with `reverse`, with the patch taken out,
 * on a site of 30 pages that share one layout chunk and have one content chunk each.
 */
async function loadPrefetch(name: string, reverse: boolean): Promise<{prefetch: Prefetch; test: PrefetchTest}> {
  const test: PrefetchTest = {routes: [], chunkNames: {}, prefetched: [], mapsMade: []};
  for (let i = 0; i < 30; i++) {
    test.routes.push({path: `/page-${i}`, exact: true});
    test.chunkNames[`/page-${i}-a1${i}`] = {__comp: 'layout', content: `content-${i}`};
  }
  const dir = testFolder(name, test);
  writeFileSync(join(dir, 'docusaurus.js'), clientCode('docusaurus.js', reverse));
  const module = (await import(pathToFileURL(join(dir, 'docusaurus.js')).href)) as {default: {prefetch: Prefetch}};
  return {prefetch: module.default.prefetch, test};
}

/** What prefetching a link to each of the 30 pages asks for: chunk URLs, and how many before the task ended. */
async function prefetchThirtyPages({
  prefetch,
  test,
}: {
  prefetch: Prefetch;
  test: PrefetchTest;
}): Promise<{beforeIdle: number; urls: string[]}> {
  Object.assign(globalThis, {
    __webpack_require__: {gca: (chunkName: string) => `/assets/js/${chunkName}.js`},
    window: {setTimeout},
  });
  if (!('navigator' in globalThis)) Object.assign(globalThis, {navigator: {}});
  const pending = test.routes.map((route) => prefetch(route.path));
  const beforeIdle = test.prefetched.length;
  for (const prefetching of pending) if (prefetching) await prefetching;
  return {beforeIdle, urls: test.prefetched};
}

describe('the Docusaurus prefetching, run with 30 links', () => {
  it('prefetches each chunk file once, after the main thread is idle', async () => {
    const {beforeIdle, urls} = await prefetchThirtyPages(await loadPrefetch('patched', false));
    assert.equal(beforeIdle, 0, 'prefetches started in the same task as the links');
    assert.equal(urls.filter((url) => url === '/assets/js/layout.js').length, 1);
    assert.equal(urls.length, 31);
  });

  it('without the patch, prefetches the shared chunk for every link, at once (so the test above can fail)', async () => {
    const {beforeIdle, urls} = await prefetchThirtyPages(await loadPrefetch('unpatched', true));
    assert.equal(urls.filter((url) => url === '/assets/js/layout.js').length, 30);
    assert.equal(beforeIdle, 60);
  });
});

/**
 * exports/ComponentCreator.js (a .js file with JSX, loaded here as .jsx), as installed or with the
 * patch reversed, making the components of 100 routes as the generated routes module does when
 * `main` runs: how many Loadable.Map components exist before any route is rendered or preloaded.
 */
async function createRouteComponents(name: string, reverse: boolean) {
  const test: PrefetchTest = {routes: [], chunkNames: {}, prefetched: [], mapsMade: []};
  const dir = testFolder(name, test);
  writeFileSync(join(dir, 'exports', 'ComponentCreator.jsx'), clientCode('exports/ComponentCreator.js', reverse));
  const module = (await import(pathToFileURL(join(dir, 'exports', 'ComponentCreator.jsx')).href)) as {
    default: (path: string, hash: string) => {preload?: () => Promise<unknown>};
  };
  const components = Array.from({length: 100}, (_, i) => {
    test.chunkNames[`/page-${i}-a1${i}`] = {__comp: 'layout', content: `content-${i}`};
    return module.default(`/page-${i}`, `a1${i}`);
  });
  return {components, mapsMade: test.mapsMade};
}

describe('the lazy route components, 100 routes', () => {
  it("make a route's Loadable on its first preload, none while main runs", async () => {
    const {components, mapsMade} = await createRouteComponents('lazy', false);
    assert.equal(mapsMade.length, 0);
    await components[7]?.preload?.();
    await components[7]?.preload?.();
    assert.equal(mapsMade.length, 1);
  });

  it('without the patch, make all 100 at once (so the test above can fail)', async () => {
    const {mapsMade} = await createRouteComponents('eager', true);
    assert.equal(mapsMade.length, 100);
  });
});

describe('the client manifest patch', () => {
  it('is made for the installed version', () => {
    const {version} = installed('react-loadable-ssr-addon-v5-slorber', '');
    assert.ok(existsSync(join(patches, `react-loadable-ssr-addon-v5-slorber+${version}.patch`)));
  });
});
