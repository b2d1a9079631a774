/**
 * The heading anchors of the old packit.dev (tests/fixtures/old-anchors.tsv) on the production
 * build: every one is an element of its page, and a browser opening one lands on its section.
 */
import {join} from 'node:path';

import {HtmlCache} from '../lib/builtSite';
import {missingAnchor, oldAnchors} from '../lib/oldAnchors';
import {expect, open, test} from './fixtures';

const buildDir = join(__dirname, '..', '..', 'build');

test('every heading anchor of the old site lands on the build', () => {
  const cache = new HtmlCache();
  const resolution = test.info().project.name === 'docusaurus-serve' ? 'folder-first' : 'github-pages';
  const problems = oldAnchors().flatMap((anchor) => missingAnchor(buildDir, anchor, cache, resolution) ?? []);
  expect(problems, `${problems.length} old anchors do not land:\n${problems.join('\n')}`).toEqual([]);
});

// One of each kind: a kept id, an alias before a renamed heading, a week of a yearly summary,
// a section that went to the start of its page, a post.
for (const target of [
  '/docs/configuration#specfile_path',
  '/docs/retriggering#running-tests-with-a-specific-identifier',
  '/posts/weekly/2022#week-38-september-20th--september-26th',
  '/docs/cli/build#possible-ways-to-build-an-rpm',
  '/posts/changelogs#packit-blog-post-generator',
]) {
  test(`${target} scrolls to its section`, async ({page, consoleProblems}) => {
    await open(page, target);
    const id = target.slice(target.indexOf('#') + 1);
    const anchor = page.locator(`[id="${id}"]`);
    await expect(anchor).toBeInViewport();
    // And stays at the top of the window once the blocks around it have been laid out (blocks
    // further down a page wait until they near the window, then take their real height).
    await page.evaluate(async () => {
      for (let i = 0; i < 10; i++) await new Promise((done) => requestAnimationFrame(done));
    });
    const top = await anchor.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(150);
    expect(consoleProblems).toEqual([]);
  });
}
