/**
 * patches/@docusaurus+core+3.10.2.patch, applied at install by patch-package: the client code the
 * site is built from prefetches linked pages with the fixes it carries (their effect is tested in
 * the browser, tests/e2e/budgets.spec.ts: "links prefetch each chunk ... once").
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {describe, it} from 'node:test';

describe('the Docusaurus prefetch fixes', () => {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve('@docusaurus/core/package.json');
  const client = readFileSync(join(dirname(packageJson), 'lib', 'client', 'docusaurus.js'), 'utf8');

  it('are made for the installed version', () => {
    const {version} = JSON.parse(readFileSync(packageJson, 'utf8')) as {version: string};
    assert.ok(existsSync(join(import.meta.dirname, '..', '..', 'patches', `@docusaurus+core+${version}.patch`)));
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
