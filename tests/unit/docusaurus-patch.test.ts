/**
 * Patches of Docusaurus's own code, applied at install by patch-package; their effects are tested
 * in the browser (tests/e2e/budgets.spec.ts):
 * - patches/@docusaurus+core+3.10.2.patch: links prefetch the pages they lead to when the main
 *   thread is idle, each chunk once; a route's Loadable is made when the route is first used;
 * - patches/react-loadable-ssr-addon-v5-slorber+1.0.3.patch: the client manifest maps the modules
 *   a page renders to their chunks, so each page's HTML lists the scripts it needs.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {describe, it} from 'node:test';

const require = createRequire(import.meta.url);
const patches = join(import.meta.dirname, '..', '..', 'patches');

/** The installed version of a package and the path of one of its files. */
function installed(name: string, file: string): {version: string; path: string} {
  const packageJson = require.resolve(`${name}/package.json`);
  const {version} = JSON.parse(readFileSync(packageJson, 'utf8')) as {version: string};
  return {version, path: join(dirname(packageJson), file)};
}

describe('the Docusaurus prefetch fixes', () => {
  const {version, path} = installed('@docusaurus/core', 'lib/client/docusaurus.js');
  const client = readFileSync(path, 'utf8');

  it('are made for the installed version', () => {
    assert.ok(existsSync(join(patches, `@docusaurus+core+${version}.patch`)));
  });

  it('index the chunk names of each route once instead of scanning every route for every link', () => {
    assert.match(client, /chunkNamesByPath\.get\(path\)/);
    assert.doesNotMatch(client, /Object\.entries\(routesChunkNames\)\s*\.filter/);
  });

  it('prefetch each chunk file once', () => {
    assert.match(client, /!prefetchedAssets\.has\(chunkAsset\)/);
  });

  it('prefetch when the main thread is idle', () => {
    assert.match(client, /new Promise\(\(resolve\) => whenIdle\(resolve\)\)/);
  });
});

describe('the lazy route components', () => {
  const {path} = installed('@docusaurus/core', 'lib/client/exports/ComponentCreator.js');
  const creator = readFileSync(path, 'utf8');

  it("make a route's Loadable on first preload or render, not for every route while main runs", () => {
    assert.match(creator, /loadable \?\?= createRouteLoadable\(path, hash\)/);
    assert.match(creator, /RouteComponent\.preload = \(\) => getLoadable\(\)\.preload\(\)/);
  });
});

describe('the client manifest fix', () => {
  const {version, path} = installed('react-loadable-ssr-addon-v5-slorber', 'lib/ReactLoadableSSRAddon.js');
  const addon = readFileSync(path, 'utf8');

  it('is made for the installed version', () => {
    assert.ok(existsSync(join(patches, `react-loadable-ssr-addon-v5-slorber+${version}.patch`)));
  });

  it('maps the request of each import() to the chunks it loads', () => {
    assert.match(addon, /chunkGroups\[i\]\.origins/);
    assert.match(addon, /origins\[request\] = Array\.from\(ids\)/);
  });
});
