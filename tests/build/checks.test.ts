/**
 * Checks of the built site (`npm run build` first; `npm test` runs them right after it). What the
 * build itself refuses (broken links, anchors, Markdown links and images, duplicate routes,
 * undeclared tags and authors, posts without a truncate marker) is Docusaurus's own behaviour,
 * tested by Docusaurus; tests/unit/config.test.ts checks that our config asks for it.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {before, describe, it} from 'node:test';

import {load} from 'cheerio';

import {site} from '../../src/data/site';
import {CARD_HEIGHT, CARD_WIDTH, CARDS_PATH} from '../../src/plugins/social-cards/paths';
import {builtFiles} from '../lib/builtSite';

const buildDir = join(import.meta.dirname, '..', '..', 'build');

/** The width and height a PNG file declares in its header. */
function pngSize(file: string): [number, number] {
  const png = readFileSync(file);
  assert.equal(png.toString('latin1', 12, 16), 'IHDR', `${file} is not a PNG`);
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe('the built site', () => {
  before(() => {
    assert.ok(existsSync(join(buildDir, 'index.html')), 'no build/: run `npm run build` first');
  });

  it(`gives every page a social card: a ${CARD_WIDTH}x${CARD_HEIGHT} PNG of the build, named once by og:image and twitter:image`, () => {
    const problems: string[] = [];
    let pages = 0;
    for (const page of builtFiles(buildDir).filter((f) => f.endsWith('.html'))) {
      const html = readFileSync(join(buildDir, page), 'utf8');
      // The client-redirects plugin's pages only send the reader on.
      if (/<meta http-equiv="?refresh/i.test(html)) continue;
      pages++;
      const $ = load(html.slice(0, html.indexOf('</head>')));
      const meta = (key: string) =>
        $(`meta[property="${key}"], meta[name="${key}"]`)
          .map((_, el) => $(el).attr('content') ?? '')
          .get();
      const images = meta('og:image');
      if (images.length !== 1) {
        problems.push(`${page}: ${images.length} og:image tags`);
        continue;
      }
      const url = images[0] ?? '';
      if (!url.startsWith(`${site.url}${CARDS_PATH}/`)) problems.push(`${page}: og:image ${url} is not a card of ${site.url}`);
      if (meta('twitter:image').join() !== url) problems.push(`${page}: twitter:image is not og:image`);
      if (meta('twitter:card').join() !== 'summary_large_image') problems.push(`${page}: twitter:card is not summary_large_image once`);
      if (meta('og:image:alt').length !== 1) problems.push(`${page}: no og:image:alt`);
      if (meta('og:image:width').join() !== String(CARD_WIDTH) || meta('og:image:height').join() !== String(CARD_HEIGHT)) {
        problems.push(`${page}: og:image:width/height are not ${CARD_WIDTH}x${CARD_HEIGHT}`);
      }
      const file = join(buildDir, url.slice(site.url.length));
      if (!existsSync(file)) problems.push(`${page}: its card ${url} is not in the build`);
      else if (pngSize(file).join('x') !== `${CARD_WIDTH}x${CARD_HEIGHT}`) problems.push(`${page}: ${url} is ${pngSize(file).join('x')}`);
    }
    assert.ok(pages > 400, `only ${pages} pages`);
    assert.deepEqual(problems, []);
  });
});
