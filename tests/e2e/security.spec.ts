/**
 * What the site ships: no secret anywhere in the build (pages, bundles, data), and no Algolia key
 * but the one the build was given through its environment.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import {searchSettings} from '../../src/config/search';
import {builtFiles} from '../lib/builtSite';
import {findSecrets} from '../lib/secrets';
import {expect, test} from './fixtures';

const root = join(__dirname, '..', '..');
const TEXT = /\.(html|js|mjs|css|json|xml|txt|svg|map|webmanifest)$/;

const builds = ['build', 'build-algolia'].filter((dir) => existsSync(join(root, dir, 'index.html')));

for (const dir of builds) {
  test(`${dir}/ holds no secret`, () => {
    const files = builtFiles(join(root, dir)).filter((f) => TEXT.test(f));
    expect(files.length).toBeGreaterThan(100);
    const findings = files.flatMap((file) =>
      findSecrets(`${dir}/${file}`, readFileSync(join(root, dir, file), 'utf8')),
    );
    expect(findings).toEqual([]);
  });
}

test('the only Algolia key in build/ is the one its environment gave, or none', () => {
  const keys = new Set<string>();
  for (const file of builtFiles(join(root, 'build')).filter((f) => f.endsWith('.js') || f.endsWith('.html'))) {
    const text = readFileSync(join(root, 'build', file), 'utf8');
    for (const [, key = ''] of text.matchAll(/apiKey["']?\s*:\s*["']([^"']*)["']/g)) keys.add(key);
  }
  // `build/` is made without ALGOLIA_* (local search) unless the environment of this run sets them.
  expect([...keys]).toEqual([searchSettings(process.env).apiKey]);
});
