import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {themes} from 'prism-react-renderer';

import {codeThemes, contrastRatio, MIN_CONTRAST, withContrast} from '../../src/config/prism';

describe('code block themes', () => {
  it('compute WCAG contrast ratios', () => {
    assert.equal(contrastRatio('#000000', '#ffffff').toFixed(1), '21.0');
    assert.equal(contrastRatio('#777777', '#ffffff').toFixed(2), '4.48');
    assert.equal(contrastRatio('rgb(255, 255, 255)', '#ffffff'), 1);
  });

  it('leave a readable colour alone and move an unreadable one just far enough', () => {
    assert.equal(withContrast('#393a34', '#f6f8fa'), '#393a34');
    const fixed = withContrast('#00a4db', '#f6f8fa');
    assert.ok(contrastRatio(fixed, '#f6f8fa') >= MIN_CONTRAST);
    assert.ok(contrastRatio(fixed, '#f6f8fa') < MIN_CONTRAST + 0.2, fixed);
  });

  for (const [mode, theme] of Object.entries(codeThemes)) {
    it(`${mode}: every token reads at ${MIN_CONTRAST}:1 or more on the block's background`, () => {
      const background = theme.plain.backgroundColor ?? '';
      const colours = [theme.plain.color, ...theme.styles.map((s) => s.style.color)].filter(
        (c): c is string => c !== undefined,
      );
      assert.ok(colours.length > 5);
      for (const colour of colours) {
        assert.ok(contrastRatio(colour, background) >= MIN_CONTRAST, `${colour} on ${background}`);
      }
      assert.ok(theme.styles.every((s) => s.style.opacity === undefined || s.style.opacity === 1));
    });
  }

  it('keep the GitHub and Dracula themes otherwise', () => {
    assert.equal(codeThemes.light.plain.backgroundColor, themes.github.plain.backgroundColor);
    assert.equal(codeThemes.dark.plain.backgroundColor, themes.dracula.plain.backgroundColor);
    assert.deepEqual(
      codeThemes.light.styles.map((s) => s.types),
      themes.github.styles.map((s) => s.types),
    );
  });
});
