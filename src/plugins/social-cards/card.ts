/**
 * The picture of a social card: a 1200x630 layout for satori (HTML and CSS to SVG) made of the page's
 * title, its section or blog, for posts the date and the tags, the Packit logo and the site's colours.
 * The colours come from the theme's stylesheet and the logo from static/img, so the card follows them.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {PRODUCT} from '../../data/site';
import {CARD_HEIGHT, CARD_WIDTH, type CardLabel} from './paths';

/** Everything a card shows. `title` wraps to at most three lines and is then cut with an ellipsis. */
export interface CardSpec extends CardLabel {
  /** The post's date (`2025-01-06`), if the page is a post. */
  readonly date?: string;
  /** The post's tag labels. */
  readonly tags?: readonly string[];
  /** The page's address without the scheme, shown at the foot (`packit.dev/docs/guide`). */
  readonly address: string;
}

export interface CardFont {
  readonly name: string;
  readonly data: ArrayBuffer;
  readonly weight: 400 | 700;
  readonly style: 'normal';
}

export interface CardAssets {
  readonly fonts: readonly CardFont[];
  readonly colors: CardColors;
  /** The logo as a data: URL. */
  readonly logo: string;
  /** A hash of all of the above: a card's cache key includes it. */
  readonly hash: string;
}

export interface CardColors {
  /** Background: the light theme's darkest primary. */
  readonly background: string;
  /** The band at the foot: the light theme's primary. */
  readonly band: string;
  /** The kicker and the tags: the dark theme's lightest primary, readable on the background. */
  readonly accent: string;
}

/** Satori's element tree: React's shape without React. */
export interface CardNode {
  readonly type: string;
  readonly props: {
    readonly style?: Record<string, string | number>;
    readonly children?: unknown;
    readonly [key: string]: unknown;
  };
}

/** The stylesheet that defines the site's colours. */
export const THEME_CSS = join('src', 'css', 'custom.css');
export const LOGO = join('static', 'img', 'logo.svg');

/** Reads `--ifm-color-<name>` from the block of `selector` in the theme's stylesheet. */
export function cssColor(css: string, selector: string, name: string, file = THEME_CSS): string {
  const start = css.indexOf(`${selector} {`);
  const block = start < 0 ? undefined : css.slice(start, css.indexOf('}', start));
  const value = block && new RegExp(`--ifm-color-${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(block)?.[1];
  if (!value) throw new Error(`social cards: ${file} defines no --ifm-color-${name} in its ${selector} block`);
  return value;
}

export function themeColors(css: string, file = THEME_CSS): CardColors {
  return {
    background: cssColor(css, ':root', 'primary-darkest', file),
    band: cssColor(css, ':root', 'primary', file),
    accent: cssColor(css, "[data-theme='dark']", 'primary-lightest', file),
  };
}

/** Inter from @fontsource/inter (the font files of the package; no network), Latin and Latin Extended. */
function interFonts(): CardFont[] {
  const fonts: CardFont[] = [];
  for (const weight of [400, 700] as const) {
    for (const subset of ['latin', 'latin-ext']) {
      const file = require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);
      const data = readFileSync(file);
      fonts.push({
        name: 'Inter',
        weight,
        style: 'normal',
        data: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength),
      });
    }
  }
  return fonts;
}

export function loadCardAssets(siteDir: string): CardAssets {
  const css = readFileSync(join(siteDir, THEME_CSS), 'utf8');
  const svg = readFileSync(join(siteDir, LOGO));
  const colors = themeColors(css, join(siteDir, THEME_CSS));
  const fonts = interFonts();
  const hash = createHash('sha256');
  hash.update(JSON.stringify(colors)).update(svg);
  for (const font of fonts) hash.update(new Uint8Array(font.data));
  return {fonts, colors, logo: `data:image/svg+xml;base64,${svg.toString('base64')}`, hash: hash.digest('hex')};
}

/** Bump when the layout below changes: every card is then drawn again. */
const LAYOUT_VERSION = 1;

/** The cache key of a card: its inputs, the assets and the layout. */
export function cardKey(spec: CardSpec, assets: CardAssets): string {
  return createHash('sha256')
    .update(JSON.stringify([LAYOUT_VERSION, assets.hash, spec.title, spec.kicker, spec.date, spec.tags, spec.address]))
    .digest('hex')
    .slice(0, 32);
}

const node = (type: string, style: Record<string, string | number>, children?: unknown, extra = {}): CardNode => ({
  type,
  props: {style, children, ...extra},
});

/** `2025-01-06` → `January 6, 2025` (the post's date in UTC, as the blog shows it). */
export function formatDate(date: string): string {
  return new Date(date).toLocaleDateString('en-US', {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'});
}

/** The title's size: smaller for long titles, so that most fit in three lines. */
export function titleSize(title: string): number {
  if (title.length <= 40) return 76;
  if (title.length <= 80) return 64;
  return 56;
}

export function cardElement(spec: CardSpec, assets: CardAssets): CardNode {
  const {colors} = assets;
  const size = titleSize(spec.title);
  const meta = [spec.date ? formatDate(spec.date) : undefined, ...(spec.tags ?? []).map((t) => `#${t}`)].filter(
    (part): part is string => part !== undefined,
  );
  return node(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      backgroundColor: colors.background,
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    [
      node('div', {display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '64px 72px 40px'}, [
        node('div', {display: 'flex', alignItems: 'center'}, [
          node('img', {width: 88, height: 88, borderRadius: 20}, undefined, {src: assets.logo, width: 88, height: 88}),
          node('div', {display: 'flex', fontSize: 44, fontWeight: 700, marginLeft: 24}, PRODUCT),
          node(
            'div',
            {display: 'flex', marginLeft: 'auto', fontSize: 34, fontWeight: 700, color: colors.accent},
            spec.kicker,
          ),
        ]),
        node(
          'div',
          {
            display: 'block',
            marginTop: 'auto',
            fontSize: size,
            fontWeight: 700,
            lineHeight: 1.15,
            lineClamp: 3,
            letterSpacing: -1,
          },
          spec.title,
        ),
        node(
          'div',
          {
            display: 'flex',
            flexWrap: 'wrap',
            marginTop: 'auto',
            fontSize: 30,
            color: colors.accent,
            height: 40,
            overflow: 'hidden',
          },
          (meta.length > 0 ? meta : [spec.address]).map((part) =>
            node('div', {display: 'flex', marginRight: 32}, part),
          ),
        ),
      ]),
      node('div', {display: 'flex', height: 20, backgroundColor: colors.band}),
    ],
  );
}
