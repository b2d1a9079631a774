/**
 * patches/react-router+5.3.4.patch matches a route path without parameters by comparing strings
 * instead of making a regular expression with path-to-regexp. The browser bundle uses the patched
 * ES module; the CommonJS build, left as published, still makes the expressions. Every answer of
 * the patched `matchPath` must equal the published one, for every option and for pathnames that
 * match a path, follow it, differ from it in case, or leave ASCII.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

const root = join(__dirname, '..', '..');

type MatchPath = typeof import('react-router').matchPath;
/** One build of react-router, by its file (the package has no types for its files). */
async function matchPathOf(file: string): Promise<MatchPath> {
  return ((await import(file)) as {matchPath: MatchPath}).matchPath;
}

/** Route paths of the kinds the site has (and some it has not), static and not. */
const PATHS = [
  '',
  '/',
  '/docs',
  '/docs/',
  '/docs/configuration',
  '/docs/cli/build/in-mock',
  '/posts/tags/copr',
  '/posts/packit_1_0_0_action_required',
  '/weird.path=with$signs[1]!|^{x}',
  '/docs/:id',
  '/posts/page/:page(\\d+)',
  '*',
  '/a/(b|c)',
  '/optional?',
];

function pathnames(path: string): string[] {
  const bare = path.replace(/\/$/, '');
  return [
    '',
    '/',
    path,
    `${path}/`,
    `${bare}/`,
    `${path}//`,
    `${path}/more`,
    `${path}more`,
    path.toUpperCase(),
    `${path.toUpperCase()}/MORE`,
    path.slice(0, -1),
    `${path}/d\u00f3cs`,
    `/d\u00f3cs${path}`,
    '/DOCS/Configuration/',
  ];
}

void describe('patches/react-router+5.3.4.patch', () => {
  it('the patched matchPath answers as the published one, for every option', async () => {
    const published = await matchPathOf('react-router/cjs/react-router.js');
    const patched = await matchPathOf('react-router/esm/react-router.js');
    let compared = 0;
    for (const path of PATHS)
      for (const exact of [false, true])
        for (const strict of [false, true])
          for (const sensitive of [false, true])
            for (const pathname of pathnames(path)) {
              const options = {path, exact, strict, sensitive};
              assert.deepEqual(
                patched(pathname, options),
                published(pathname, options),
                `matchPath(${JSON.stringify(pathname)}, ${JSON.stringify(options)})`,
              );
              compared++;
            }
    assert.ok(compared > 1000);
  });

  it('the patch is made for the installed react-router', () => {
    const {version} = JSON.parse(readFileSync(join(root, 'node_modules/react-router/package.json'), 'utf8')) as {
      version: string;
    };
    assert.equal(version, '5.3.4', 'patches/react-router+5.3.4.patch is for 5.3.4: remake it (patches/README.md)');
  });
});
