/**
 * Mermaid diagrams drawn ahead of time: every ```mermaid block of the content is rendered to SVG
 * once with Mermaid's `default` theme (light colour mode) and once with `dark`, by Mermaid itself
 * in a headless Chromium (mermaid-isomorphic drives it through Playwright), and the two drawings
 * become one SVG that shows either by CSS (src/remark/diagramThemes.ts). The SVG files are
 * committed in static/diagrams/, named by a hash of the diagram's source, the Mermaid release and
 * the configuration below, so that `npm run build` needs no browser when they are up to date.
 * `npm run diagrams` (scripts/diagrams.ts) writes them; src/remark/diagrams.ts puts them in pages;
 * tests/unit/diagrams.test.ts fails when one is missing or no block uses it.
 */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join, relative} from 'node:path';

import type {MermaidConfig} from 'mermaid';

import {blogs} from '../data/blogs';
import {sections} from '../data/sections';
import {mergeDrawings, MergeError} from './diagramThemes';

export const ROOT = join(__dirname, '..', '..');
/** Where the SVG files live; the site serves them at /diagrams/ (for pages opened by a link). */
export const DIAGRAMS_DIR = join(ROOT, 'static', 'diagrams');
/** Folders whose Markdown may hold diagrams: the docs sections, the blogs and src/pages. */
export const CONTENT_DIRS: readonly string[] = [
  ...sections.map((section) => section.id),
  ...Object.values(blogs).map((blog) => blog.id),
  'src/pages',
];

export type Theme = 'light' | 'dark';
export const THEMES: readonly Theme[] = ['light', 'dark'];

/**
 * The font Mermaid lays labels out with, which the site ships (src/css/custom.css loads the same
 * @fontsource/inter files): Mermaid sizes each label's box by measuring its text, so a reader's
 * font of other widths would clip or wrap labels.
 */
export const FONT_FAMILY = 'Inter, sans-serif';
const FONT_CSS = ['@fontsource/inter/latin-400.css', '@fontsource/inter/latin-700.css'];

/** Mermaid's configuration per colour mode. */
export function mermaidConfig(theme: Theme): MermaidConfig {
  return {
    theme: theme === 'light' ? 'default' : 'dark',
    fontFamily: FONT_FAMILY,
    themeVariables: {fontFamily: FONT_FAMILY},
    // A message longer than the space between its two lifelines wraps there instead of moving the
    // lifelines apart: 29 of the 30 sequence diagrams were wider than the text column (703 px at
    // 1280 px), 6 so wide that they scrolled sideways; wrapped, 17 and none.
    sequence: {wrap: true},
  };
}

const require = createRequire(__filename);
export const MERMAID_VERSION = (require('mermaid/package.json') as {version: string}).version;

/** The name shared by a diagram's two SVG files: changes with its source, Mermaid's release and the configuration. */
export function diagramHash(source: string): string {
  const key = JSON.stringify({source, mermaid: MERMAID_VERSION, config: THEMES.map(mermaidConfig)});
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

/** The committed drawing of a diagram, both colour modes in one SVG. */
export function svgPath(hash: string): string {
  return join(DIAGRAMS_DIR, `${hash}.svg`);
}

/** A ```mermaid block found in the content. */
export interface Block {
  readonly file: string;
  readonly line: number;
  readonly source: string;
}

function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Every ```mermaid block of `text`, with the line of its opening fence (1-based). */
export function mermaidBlocks(text: string, file: string): Block[] {
  const blocks: Block[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*mermaid\s*$/.exec(lines[i] ?? '');
    if (!open) continue;
    const [, indent = '', fence = ''] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const line = lines[j] ?? '';
      const close = /^\s*(`{3,}|~{3,})\s*$/.exec(line);
      if (close?.[1]?.startsWith(fence)) break;
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line.trimStart());
    }
    blocks.push({file: relative(ROOT, file), line: i + 1, source: body.join('\n')});
    i = j;
  }
  return blocks;
}

/** Every ```mermaid block in the content folders. */
export function contentBlocks(): Block[] {
  return CONTENT_DIRS.flatMap((dir) => markdownFiles(join(ROOT, dir))).flatMap((file) =>
    mermaidBlocks(readFileSync(file, 'utf8'), file),
  );
}

/** What Mermaid gives for one diagram. */
export interface Rendered {
  readonly svg: string;
  readonly width: number;
  readonly height: number;
  readonly title?: string;
}

export class DiagramError extends Error {}

/** The browser to draw with: CHROMIUM_PATH, else the system's Chromium if there is one, else Playwright's own. */
function launchOptions(): {executablePath?: string} {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return process.env.CHROMIUM_PATH !== undefined || existsSync(path) ? {executablePath: path} : {};
}

/**
 * Draws `sources` in one theme. Each SVG gets the id `m<hash>-<theme>`: Mermaid scopes its
 * `<style>` and its markers by that id, so two diagrams (or the two themes of one) on a page must
 * not share it. Returns per source the drawing or the error Mermaid gave.
 */
export async function render(sources: readonly string[], theme: Theme): Promise<(Rendered | Error)[]> {
  if (sources.length === 0) return [];
  const {createMermaidRenderer} = await import('mermaid-isomorphic');
  let renderer;
  try {
    renderer = createMermaidRenderer({launchOptions: launchOptions()});
  } catch (error) {
    throw new DiagramError(`no browser to draw diagrams with: ${String(error)}`);
  }
  const prefix = 'drawing';
  let results;
  try {
    results = await renderer([...sources], {
      prefix,
      mermaidConfig: mermaidConfig(theme),
      css: FONT_CSS.map((css) => new URL(`file://${require.resolve(css)}`)),
    });
  } catch (error) {
    throw new DiagramError(`no browser to draw diagrams with (${String(error).split('\n')[0]})`);
  }
  return results.map((result, index) => {
    if (result.status === 'rejected') {
      const reason = result.reason as {message?: string} | undefined;
      return new Error(reason?.message ?? String(result.reason));
    }
    const id = `m${diagramHash(sources[index] ?? '')}-${theme}`;
    const svg = result.value.svg.replace(new RegExp(`${prefix}-${index}(?!\\d)`, 'g'), id);
    return {svg, width: result.value.width, height: result.value.height, title: result.value.title};
  });
}

/**
 * Draws `sources` in both themes and merges each pair: per source the SVG to commit, or an error
 * that says why there is none.
 */
export async function draw(sources: readonly string[]): Promise<(string | Error)[]> {
  const light = await render(sources, 'light');
  const dark = await render(sources, 'dark');
  return sources.map((source, index) => {
    const [lightDrawing, darkDrawing] = [light[index], dark[index]];
    if (lightDrawing === undefined || darkDrawing === undefined) return new Error('Mermaid drew nothing');
    if (lightDrawing instanceof Error || darkDrawing instanceof Error) {
      const reason = lightDrawing instanceof Error ? lightDrawing : (darkDrawing as Error);
      return new Error(`Mermaid cannot draw this diagram: ${reason.message}`);
    }
    try {
      return mergeDrawings(lightDrawing.svg, darkDrawing.svg, diagramHash(source));
    } catch (error) {
      if (!(error instanceof MergeError)) throw error;
      return new Error(
        `Mermaid's light and dark drawings of this diagram differ in more than colours (${error.message}), ` +
          'which src/remark/diagramThemes.ts does not know how to show as one drawing',
      );
    }
  });
}
