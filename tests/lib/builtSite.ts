/**
 * A production build read from disk, as a static host would serve it: the checks of links,
 * images and secrets read its files without a browser.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';

import {load, type CheerioAPI} from 'cheerio';

/** Every file of the build, as paths relative to it with forward slashes. */
export function builtFiles(buildDir: string): string[] {
  return readdirSync(buildDir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile())
    .map((e) => relative(buildDir, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

/** The file that answers a URL path, as GitHub Pages (or, with the option, a folder-first host) resolves it. */
export {resolveFile as fileForPath} from '../../scripts/lib/static-server';

/** The parsed HTML of built files, each read and parsed once per test run. */
export class HtmlCache {
  private readonly pages = new Map<string, CheerioAPI>();

  get(file: string): CheerioAPI {
    let $ = this.pages.get(file);
    if ($ === undefined) {
      $ = load(readFileSync(file, 'utf8'));
      this.pages.set(file, $);
    }
    return $;
  }
}

/** The paths listed by the build's sitemap. */
export function sitemapPaths(buildDir: string): string[] {
  const xml = readFileSync(join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
}

export interface Reference {
  readonly kind: 'link' | 'asset';
  readonly url: string;
}

/** Every URL a page refers to: links, and the files it loads or points crawlers at. */
export function referencesOf($: CheerioAPI): Reference[] {
  const refs: Reference[] = [];
  const add = (kind: Reference['kind'], url: string | undefined) => {
    if (url !== undefined && url.trim() !== '') refs.push({kind, url: url.trim()});
  };
  $('a[href], area[href]').each((_, el) => {
    add('link', $(el).attr('href'));
  });
  $('link[href]').each((_, el) => {
    const rel = $(el).attr('rel') ?? '';
    // A preconnect names an origin, not a file.
    if (!/\b(preconnect|dns-prefetch)\b/.test(rel))
      add(/\b(canonical|alternate)\b/.test(rel) ? 'link' : 'asset', $(el).attr('href'));
  });
  $('img[src], script[src], source[src], iframe[src], video[src], audio[src], track[src], embed[src]').each((_, el) => {
    add('asset', $(el).attr('src'));
  });
  $('video[poster]').each((_, el) => {
    add('asset', $(el).attr('poster'));
  });
  $('img[srcset], source[srcset]').each((_, el) => {
    for (const candidate of ($(el).attr('srcset') ?? '').split(',')) add('asset', candidate.trim().split(/\s+/)[0]);
  });
  $('meta[property="og:image"], meta[name="twitter:image"]').each((_, el) => {
    add('asset', $(el).attr('content'));
  });
  $('meta[http-equiv="refresh" i]').each((_, el) => {
    add('link', /url=(.+)$/i.exec($(el).attr('content') ?? '')?.[1]);
  });
  return refs;
}
