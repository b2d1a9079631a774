/**
 * The committed lists of addresses that are out in the world: the heading anchors of the old
 * packit.dev (`tests/fixtures/old-anchors.tsv`) and the packit.dev links printed by packit and
 * the service (`tests/fixtures/printed-links.tsv`), and the check of the anchors against a build.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import type {Resolution} from '../../scripts/lib/static-server';
import {fileForPath, HtmlCache} from './builtSite';

const fixtures = join(__dirname, '..', 'fixtures');

export interface OldAnchor {
  readonly route: string;
  readonly id: string;
  readonly heading: string;
}

export interface PrintedLink {
  /** As printed, normalised to https. */
  readonly url: string;
  /** Every place that prints it: `packit 1.12.0 packit/constants.py:82`. */
  readonly sources: readonly string[];
}

function rows(file: string): string[][] {
  return readFileSync(join(fixtures, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.split('\t'));
}

export function oldAnchors(): OldAnchor[] {
  return rows('old-anchors.tsv').map(([target = '', heading = '']) => {
    const hash = target.indexOf('#');
    return {route: target.slice(0, hash), id: target.slice(hash + 1), heading};
  });
}

/** The printed links, each address once. */
export function printedLinks(): PrintedLink[] {
  const byUrl = new Map<string, string[]>();
  for (const [url = '', source = ''] of rows('printed-links.tsv')) {
    const https = url.replace(/^http:/, 'https:');
    byUrl.set(https, [...(byUrl.get(https) ?? []), source]);
  }
  return [...byUrl].map(([url, sources]) => ({url, sources}));
}

/**
 * Why an old anchor does not land on a build served by a host that resolves paths that way, with
 * what to do about it; undefined when it lands.
 */
export function missingAnchor(
  buildDir: string,
  anchor: OldAnchor,
  cache: HtmlCache,
  resolution: Resolution = 'github-pages',
): string | undefined {
  const file = fileForPath(buildDir, anchor.route, resolution);
  const where = `${anchor.route}#${anchor.id} (old heading "${anchor.heading}")`;
  if (file === undefined) return `${where}: the page ${anchor.route} is not in the build.`;
  const $ = cache.get(file);
  if ($(`[id="${anchor.id.replace(/["\\]/g, '\\$&')}"]`).length > 0) return undefined;
  return (
    `${where} no longer lands: ${anchor.route} has no element with id "${anchor.id}". ` +
    `If you renamed that heading, keep its old id: \`## New heading {#${anchor.id}}\`. If the section ` +
    `was merged, renamed or moved within the page, add "${anchor.id}": "#<id of the heading that holds ` +
    `it now>" under the page's source file in src/plugins/old-anchors/aliases.json.`
  );
}
