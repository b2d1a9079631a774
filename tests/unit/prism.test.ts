import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {themes} from 'prism-react-renderer';

import {codeThemes, highlightedLineBackground} from '../../src/data/prism';

/** WCAG 1.4.3: normal text reads at 4.5:1 or more on its background. */
const MIN_CONTRAST = 4.5;

function rgb(colour: string): [number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour)?.[1];
  if (hex !== undefined) {
    const n = parseInt(hex, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }
  const parts = /^rgb\(\s*(\d+),\s*(\d+),\s*(\d+)\s*\)$/.exec(colour);
  if (parts) return [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  throw new Error(`Unsupported colour "${colour}"`);
}

/** Relative luminance, as WCAG defines it. */
function luminance(colour: string): number {
  const [r, g, b] = rgb(colour).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours, from 1 to 21. */
function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('code block themes', () => {
  it('compute WCAG contrast ratios', () => {
    assert.equal(contrastRatio('#000000', '#ffffff').toFixed(1), '21.0');
    assert.equal(contrastRatio('#777777', '#ffffff').toFixed(2), '4.48');
    assert.equal(contrastRatio('rgb(255, 255, 255)', '#ffffff'), 1);
  });

  for (const mode of ['light', 'dark'] as const) {
    const theme = codeThemes[mode];
    it(`${mode}: every token reads at ${MIN_CONTRAST}:1 or more on the block's background and on a highlighted line`, () => {
      const colours = [theme.plain.color, ...theme.styles.map((s) => s.style.color)].filter(
        (c): c is string => c !== undefined,
      );
      assert.ok(colours.length > 5);
      for (const background of [theme.plain.backgroundColor ?? '', highlightedLineBackground[mode]]) {
        for (const colour of colours) {
          assert.ok(contrastRatio(colour, background) >= MIN_CONTRAST, `${colour} on ${background}`);
        }
      }
      assert.ok(theme.styles.every((s) => s.style.opacity === undefined || s.style.opacity === 1));
    });
  }

  it('keep the GitHub and Dracula themes but for the colours they had to change', () => {
    // Token types a theme leaves plain that ours colours (src/data/prism.ts says why).
    const ADDED_TYPES = {light: [] as string[], dark: ['atrule']};
    for (const [mode, original] of [
      ['light', themes.github],
      ['dark', themes.dracula],
    ] as const) {
      const ours = codeThemes[mode];
      const backgrounds = [original.plain.backgroundColor ?? '', highlightedLineBackground[mode]];
      /** The lowest contrast of a colour on the backgrounds a token sits on. */
      const worst = (colour: string) => Math.min(...backgrounds.map((b) => contrastRatio(colour, b)));
      assert.equal(ours.plain.backgroundColor, original.plain.backgroundColor);
      assert.deepEqual(
        ours.styles.map((s) => s.types.filter((type) => !ADDED_TYPES[mode].includes(type))),
        original.styles.map((s) => s.types),
      );
      original.styles.forEach((style, i) => {
        const colour = style.style.color;
        // A colour that was readable is kept as it was; one that was not moved only a little.
        if (colour !== undefined && worst(colour) >= MIN_CONTRAST) assert.equal(ours.styles[i]?.style.color, colour);
        else if (colour !== undefined) {
          const fixed = ours.styles[i]?.style.color ?? '';
          assert.ok(worst(fixed) < MIN_CONTRAST + 0.2, fixed);
        }
      });
    }
  });
});
