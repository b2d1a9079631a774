/**
 * The built pages as search engines and readers without a browser see them: every page describes
 * itself, robots.txt leads to the sitemap, and no Markdown is left unrendered. (An admonition in
 * the Docusaurus 2 form `:::note Title` stays plain text once the v4 future flags drop MDX 1
 * compatibility; Docusaurus 3 writes it `:::note[Title]`.)
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {site} from '../../src/data/site';
import {isRedirectStub} from '../lib/builtRoutes';
import {builtFiles} from '../lib/builtSite';
import {expect, test} from './fixtures';

const buildDir = join(__dirname, '..', '..', 'build');
const pages = builtFiles(buildDir)
  .filter((f) => f.endsWith('.html') && !f.startsWith('assets/'))
  .map((file) => ({file, html: readFileSync(join(buildDir, file), 'utf8')}))
  .filter(({html}) => !isRedirectStub(html));

test('every page but the 404 page has a meta description', () => {
  const missing = pages
    .filter(({file}) => file !== '404.html')
    .filter(({html}) => !/<meta[^>]*name="?description"?[^>]*content="?[^"\s>]/.test(html))
    .map(({file}) => file);
  expect(pages.length).toBeGreaterThan(400);
  expect(missing).toEqual([]);
});

test('robots.txt lets crawlers in and names the sitemap', () => {
  const robots = readFileSync(join(buildDir, 'robots.txt'), 'utf8');
  expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  expect(robots).not.toMatch(/^Disallow:\s*\/\s*$/m);
});

test('no built page shows an admonition fence (":::") as text', () => {
  expect(pages.filter(({html}) => /<p>:::/.test(html)).map(({file}) => file)).toEqual([]);
});

// An admonition's title with code in it (`:::note \`Release\` before 1.16.0`) reaches the theme as
// an element that a `.md` page's HTML parser renames; the theme then showed "note" and left the
// title in the text, on 11 pages (src/theme/MDXComponents.tsx).
test("every admonition's title is in its heading, not in its text", () => {
  const left = pages.filter(({html}) => /<mdxadmonitiontitle/i.test(html)).map(({file}) => file);
  expect(left).toEqual([]);
  const locally = pages.find(({file}) => file === 'docs/cli/build/locally/index.html');
  expect(locally?.html).toMatch(/admonitionHeading[^>]*>(?:(?!<\/div>).)*<code>Release<\/code> before packit 1\.16\.0/);
});
