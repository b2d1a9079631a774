import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * The code block themes: GitHub's in light mode and Dracula in dark mode, with every token colour
 * that reads below 4.5:1 on the block's background (WCAG 1.4.3) moved, keeping its hue and
 * saturation, just far enough in lightness to reach it.
 */

export const MIN_CONTRAST = 4.5;

type Rgb = readonly [number, number, number];

function parseColour(colour: string): Rgb {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex?.[1] !== undefined) {
    const n = parseInt(hex[1], 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }
  const rgb = /^rgb\(\s*(\d+),\s*(\d+),\s*(\d+)\s*\)$/.exec(colour);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`Unsupported colour "${colour}"`);
}

const toHex = ([r, g, b]: Rgb) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;

function luminance(colour: string): number {
  const [r, g, b] = parseColour(colour).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [rs, gs, bs] = [r / 255, g / 255, b / 255];
  const max = Math.max(rs, gs, bs);
  const min = Math.min(rs, gs, bs);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rs ? (gs - bs) / d + (gs < bs ? 6 : 0) : max === gs ? (bs - rs) / d + 2 : (rs - gs) / d + 4;
  return [h / 6, s, l];
}

function fromHsl(h: number, s: number, l: number): Rgb {
  const f = (n: number) => {
    const k = (n + h * 12) % 12;
    const a = s * Math.min(l, 1 - l);
    return Math.round((l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255);
  };
  return [f(0), f(8), f(4)];
}

/** `colour` itself when it reads well enough on `background`, else the nearest lightness that does. */
export function withContrast(colour: string, background: string, min = MIN_CONTRAST): string {
  if (contrastRatio(colour, background) >= min) return colour;
  const [h, s, l] = toHsl(parseColour(colour));
  const step = luminance(background) > 0.5 ? -0.005 : 0.005;
  for (let next = l + step; next >= 0 && next <= 1; next += step) {
    const candidate = toHex(fromHsl(h, s, next));
    if (contrastRatio(candidate, background) >= min) return candidate;
  }
  return step < 0 ? '#000000' : '#ffffff';
}

/** The theme with each token colour, and the plain text colour, readable on the plain background. */
export function accessibleTheme(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  const fix = (colour: string | undefined) => (colour === undefined ? undefined : withContrast(colour, background));
  return {
    plain: {...theme.plain, color: fix(theme.plain.color)},
    styles: theme.styles.map((entry) => ({
      ...entry,
      style: {
        ...entry.style,
        ...(entry.style.color !== undefined && {color: fix(entry.style.color)}),
        // A translucent token would blend into the background: keep it opaque.
        ...(entry.style.opacity !== undefined && {opacity: 1}),
      },
    })),
  };
}

export const codeThemes = {
  light: accessibleTheme(themes.github),
  dark: accessibleTheme(themes.dracula),
} as const;
