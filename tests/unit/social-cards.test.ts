/**
 * Social cards (src/plugins/social-cards): which card each page names, what a card shows and how it
 * is stored. tests/build/checks.test.ts checks that every built page names a card that exists.
 */
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {describe, it} from 'node:test';
import {inflateSync} from 'node:zlib';

import satori from 'satori';

import {cardElement, loadCardAssets, themeColors, titleSize, type CardSpec} from '../../src/plugins/social-cards/card';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  cardAlt,
  defaultCard,
  pageCardPath,
  sectionCardPath,
} from '../../src/plugins/social-cards/paths';
import {palettePng} from '../../src/plugins/social-cards/worker.mjs';

const root = join(import.meta.dirname, '..', '..');
const assets = loadCardAssets(root);

/** The title's words as satori lays them out: text elements of the title's size, by line. */
async function titleLines(spec: CardSpec): Promise<string[]> {
  const svg = await satori(cardElement(spec, assets) as never, {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: assets.fonts as never,
    embedFont: false,
  });
  const size = titleSize(spec.title);
  const lines = new Map<number, string>();
  for (const m of svg.matchAll(
    /<text x="([\d.]+)" y="([\d.]+)" width="([\d.]+)"[^>]*font-size="(\d+)"[^>]*>([^<]*)<\/text>/g,
  )) {
    if (Number(m[4]) !== size) continue;
    assert.ok(Number(m[1]) + Number(m[3]) <= CARD_WIDTH - 72 + 0.5, `"${m[5]}" runs into the margin`);
    const y = Number(m[2]);
    lines.set(y, (lines.get(y) ?? '') + (m[5] ?? ''));
  }
  return [...lines.values()].map((line) => line.trim());
}

describe('a social card', () => {
  it('wraps a long title to three lines and ends it with an ellipsis', async () => {
    const title =
      'How to configure upstream release monitoring, Copr builds, Testing Farm tests, Koji builds and Bodhi updates for a package that is maintained in Fedora and in CentOS Stream';
    const lines = await titleLines({title, kicker: 'Documentation', address: 'packit.dev/docs/x'});
    assert.equal(lines.length, 3, lines.join(' | '));
    assert.match(lines[2] ?? '', /…$/);
    assert.ok(lines.join(' ').length < title.length);
    assert.ok(title.startsWith(lines.join(' ').replace(/…$/, '')));
  });

  it('shows a short title whole, on one line', async () => {
    assert.deepEqual(await titleLines({title: 'Week 1 in Packit', kicker: 'Packit Weekly', address: 'x'}), [
      'Week 1 in Packit',
    ]);
  });

  it('takes its colours from the theme stylesheet, and names the file when one is missing', () => {
    const css =
      ":root {\n  --ifm-color-primary: #284074;\n  --ifm-color-primary-darkest: #14213b;\n}\n[data-theme='dark'] {\n  --ifm-color-primary-lightest: #c0d2eb;\n}\n";
    assert.deepEqual(themeColors(css), {background: '#14213b', band: '#284074', accent: '#c0d2eb'});
    assert.throws(
      () => themeColors(':root {}', 'src/css/x.css'),
      /src\/css\/x\.css defines no --ifm-color-primary-darkest/,
    );
  });

  it('is stored as a palette PNG that keeps every pixel', () => {
    const width = 5;
    const height = 3;
    const pixels = new Uint8Array(width * height * 4);
    for (let i = 0; i < width * height; i++) pixels.set([i * 10, 255 - i, (i * 37) % 256, 255], i * 4);
    const png = Buffer.from(palettePng(pixels, width, height, () => assert.fail('fell back to RGBA')));
    assert.equal(png.toString('latin1', 12, 16), 'IHDR');
    assert.equal(png.readUInt32BE(16), width);
    assert.equal(png[25], 3, 'colour type 3: palette');
    const chunks = new Map<string, Buffer>();
    for (let at = 8; at < png.length;) {
      const length = png.readUInt32BE(at);
      chunks.set(png.toString('latin1', at + 4, at + 8), png.subarray(at + 8, at + 8 + length));
      at += length + 12;
    }
    const palette = chunks.get('PLTE') ?? Buffer.alloc(0);
    const rows = inflateSync(chunks.get('IDAT') ?? Buffer.alloc(0));
    for (let y = 0; y < height; y++) {
      assert.equal(rows[y * (width + 1)], 0, 'filter byte');
      for (let x = 0; x < width; x++) {
        const index = rows[y * (width + 1) + 1 + x] ?? 0;
        const i = (y * width + x) * 4;
        assert.deepEqual([...palette.subarray(index * 3, index * 3 + 3)], [...pixels.subarray(i, i + 3)]);
      }
    }
  });

  it('stays RGBA when the picture has more than 256 colours', () => {
    const pixels = new Uint8Array(300 * 4);
    for (let i = 0; i < 300; i++) pixels.set([i % 256, i >> 8, 0, 255], i * 4);
    const rgba = new Uint8Array([1]);
    assert.equal(
      palettePng(pixels, 300, 1, () => rgba),
      rgba,
    );
  });
});

describe('the card a page names', () => {
  it('is its own for a docs page, a post or a top page', () => {
    assert.equal(pageCardPath('/docs/guide'), '/img/cards/docs/guide.png');
    assert.equal(pageCardPath('/posts/weekly/2025/week-1'), '/img/cards/posts/weekly/2025/week-1.png');
    assert.equal(pageCardPath('/'), '/img/cards/index.png');
    assert.equal(defaultCard('/usage').path, '/img/cards/usage.png');
    assert.equal(defaultCard('/search/').path, '/img/cards/search.png');
  });

  it("is its section's or blog's for a list, tag or category page, else the home page's", () => {
    assert.equal(defaultCard('/posts/weekly/tags/2025').path, sectionCardPath('weekly'));
    assert.equal(defaultCard('/posts/page/2').path, sectionCardPath('posts'));
    assert.equal(defaultCard('/docs/category/cli').path, sectionCardPath('docs'));
    assert.equal(defaultCard('/deployment').path, sectionCardPath('deployment'));
    assert.equal(defaultCard('/docs-elsewhere').path, pageCardPath('/'));
    assert.equal(defaultCard('/no-such-page').path, pageCardPath('/'));
  });

  it('is described without saying the product twice', () => {
    assert.equal(cardAlt({title: 'Week 1', kicker: 'Packit Weekly'}), 'Packit Weekly: Week 1');
    assert.equal(cardAlt({title: 'Guide', kicker: 'Documentation'}), 'Packit Documentation: Guide');
    assert.equal(cardAlt({title: 'Usage', kicker: ''}), 'Packit: Usage');
  });
});
