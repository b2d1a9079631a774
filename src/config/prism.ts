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

/** Prism grammars the site adds to those prism-react-renderer bundles (`dockerfile` is `docker`). */
export const prismLanguages = ['bash', 'ini', 'diff', 'docker', 'lua'] as const;

/** A style value as Prettier writes it in CSS (hex colours in lower case). */
const cssValue = (value: unknown): string =>
  typeof value === 'string' && value.startsWith('#') ? value.toLowerCase() : String(value);

/** Style keys of a Prism theme: their CSS property, and the letter of their classes. */
const CSS_PROPERTIES: Readonly<Record<string, readonly [string, string]>> = {
  color: ['color', 'c'],
  backgroundColor: ['background-color', 'b'],
  fontStyle: ['font-style', 'f'],
  fontWeight: ['font-weight', 'w'],
  textDecorationLine: ['text-decoration-line', 't'],
  opacity: ['opacity', 'o'],
};

/**
 * src/css/code-themes.css: the two code themes as classes. Code is highlighted at build time
 * (src/remark/highlight-code.ts), and each token carries, per theme and style property, a class
 * naming the token type whose value wins (`lc-string`: light theme, colour of `string`); the rules
 * below apply the light ones when the page is not in dark mode (also before any script ran) and
 * the dark ones in dark mode.
 */
export function codeThemesCss(): string {
  const scopes = {light: "html:not([data-theme='dark'])", dark: "html[data-theme='dark']"} as const;
  const out = ['/* Generated by `npm run code-themes` from src/config/prism.ts: do not edit. */'];
  for (const mode of ['light', 'dark'] as const) {
    const theme = codeThemes[mode];
    const scope = scopes[mode];
    out.push(
      `${scope} {`,
      `  --prism-color: ${cssValue(theme.plain.color ?? 'inherit')};`,
      `  --prism-background-color: ${cssValue(theme.plain.backgroundColor ?? 'transparent')};`,
      '}',
    );
    const dict = new Map<string, Record<string, unknown>>();
    for (const entry of theme.styles) {
      if (entry.languages) throw new Error('Code themes: language-specific styles are not supported');
      for (const type of entry.types) dict.set(type, {...dict.get(type), ...entry.style});
    }
    const prefix = mode === 'light' ? 'l' : 'd';
    for (const [type, style] of [...dict].sort(([a], [b]) => a.localeCompare(b))) {
      for (const [key, value] of Object.entries(style)) {
        const css = CSS_PROPERTIES[key];
        if (css === undefined) throw new Error(`Code themes: no CSS property for the style key "${key}"`);
        out.push(`${scope} .${prefix}${css[1]}-${type} {`, `  ${css[0]}: ${cssValue(value)};`, '}');
      }
    }
  }
  return `${out.join('\n')}\n`;
}
