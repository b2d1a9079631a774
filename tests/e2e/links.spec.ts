/**
 * The built site's links, read from its files (no browser): a crawl from the home page, the
 * sitemap, the 404 page and the redirect pages follows every internal link and checks that each
 * page, anchor, image, script, stylesheet and file it names is there; links that open in a new
 * tab keep no handle on the site. External links are checked by `npm run check:external-links`.
 */
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';

import type {CheerioAPI} from 'cheerio';

import {redirects} from '../../src/data/redirects';
import {site} from '../../src/data/site';
import {builtFiles, fileForPath, HtmlCache, referencesOf, sitemapPaths} from '../lib/builtSite';
import {expect, test} from './fixtures';

const buildDir = join(__dirname, '..', '..', 'build');
const origin = new URL(site.url).origin;

/** Whether a page has an element the fragment points at. */
function hasAnchor($: CheerioAPI, fragment: string): boolean {
  let id: string;
  try {
    id = decodeURIComponent(fragment);
  } catch {
    id = fragment;
  }
  return $('[id], a[name]')
    .toArray()
    .some((el) => $(el).attr('id') === id || $(el).attr('name') === id);
}

interface Crawl {
  readonly pages: Set<string>;
  readonly failures: string[];
  /** `page → a[target=_blank]` whose rel lacks noopener or noreferrer. */
  readonly unsafeBlankLinks: string[];
  readonly externalLinks: Set<string>;
}

function crawl(): Crawl {
  const cache = new HtmlCache();
  const failures: string[] = [];
  const unsafeBlankLinks: string[] = [];
  const externalLinks = new Set<string>();
  const pages = new Set<string>();
  const checkedAssets = new Set<string>();
  const start = ['/', '/404.html', ...sitemapPaths(buildDir), ...redirects.map((r) => r.from)];
  const queue = [...new Set(start)];
  for (const path of queue) pages.add(path);

  while (queue.length > 0) {
    const path = queue.shift() ?? '/';
    const file = fileForPath(buildDir, path);
    if (file === undefined) {
      failures.push(`${path}: no such page in build/`);
      continue;
    }
    if (!file.endsWith('.html')) continue;
    const $ = cache.get(file);
    const base = new URL(path, origin);

    $('a[target="_blank"]').each((_, el) => {
      const rel = new Set(($(el).attr('rel') ?? '').split(/\s+/));
      if (!rel.has('noopener') || !rel.has('noreferrer')) {
        unsafeBlankLinks.push(`${path} → ${$(el).attr('href') ?? '(no href)'} rel="${$(el).attr('rel') ?? ''}"`);
      }
    });

    for (const {kind, url: raw} of referencesOf($)) {
      let url: URL;
      try {
        url = new URL(raw, base);
      } catch {
        failures.push(`${path}: malformed URL "${raw}"`);
        continue;
      }
      if (url.origin !== origin) {
        if (url.protocol === 'http:' || url.protocol === 'https:') externalLinks.add(url.href);
        continue;
      }
      const target = fileForPath(buildDir, url.pathname);
      if (target === undefined) {
        failures.push(`${path}: broken ${kind} ${raw}`);
        continue;
      }
      const fragment = url.hash.slice(1);
      if (fragment !== '' && target.endsWith('.html') && !hasAnchor(cache.get(target), fragment)) {
        failures.push(`${path}: broken anchor ${raw}`);
      }
      if (kind === 'link' && target.endsWith('.html') && !pages.has(url.pathname)) {
        pages.add(url.pathname);
        queue.push(url.pathname);
      }
      if (kind === 'asset') checkedAssets.add(target);
    }
  }
  return {pages, failures, unsafeBlankLinks, externalLinks};
}

test('a crawl from the home page and the sitemap finds every page and no broken link', () => {
  const {pages, failures, unsafeBlankLinks, externalLinks} = crawl();
  const routes = readFileSync(join(__dirname, '..', 'routes.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('/'))
    .map((line) => line.split('\t')[0] ?? '');
  expect(routes.length).toBeGreaterThan(400);
  expect
    .soft(
      routes.filter((route) => !pages.has(route)),
      'routes the crawl did not reach',
    )
    .toEqual([]);
  expect.soft(failures, 'broken internal links, anchors, images and assets').toEqual([]);
  expect.soft(unsafeBlankLinks, 'links opening a new tab without rel="noopener noreferrer"').toEqual([]);
  expect(externalLinks.size).toBeGreaterThan(0);
});

test('every file a stylesheet refers to is in the build', () => {
  const failures: string[] = [];
  for (const css of builtFiles(buildDir).filter((f) => f.endsWith('.css'))) {
    const text = readFileSync(join(buildDir, css), 'utf8');
    for (const [, raw = ''] of text.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) {
      if (/^(data:|https?:|#)/.test(raw)) continue;
      const path = new URL(raw, new URL(`/${dirname(css)}/`, origin)).pathname;
      if (fileForPath(buildDir, path) === undefined) failures.push(`${css}: ${raw}`);
    }
  }
  expect(failures).toEqual([]);
});
