/**
 * Which way a flowchart is drawn. Mermaid lays a flowchart out in the direction its first line
 * names (`LR` left to right, `TD` top down) and, unless told otherwise, each subgraph in the other
 * one. A chain of steps drawn left to right soon gets wider than the text: the page shrinks a
 * diagram to half its size at most (text of 8 px) and then scrolls it sideways (src/components/
 * Diagram). `npm run diagrams` and tests/unit/diagrams.test.ts draw every flowchart that is wider
 * than the column the other ways as well, and name the way that shows its text larger while the
 * whole diagram still fits a laptop's window.
 */
import {existsSync, readFileSync} from 'node:fs';

import {blogs} from '../data/blogs';
import {diagramInfo} from './diagrams';
import {contentBlocks, diagramHash, render, svgPath, type Block} from './mermaid';

/** The docs text column at a 1280 px window (with the sidebar and the table of contents). */
export const COLUMN_WIDTH = 703;
/** A blog post's text column at a 1280 px window (with the blog's sidebar and the table of contents). */
export const POST_COLUMN_WIDTH = 633;
/** The tallest a diagram may be, as shown in that column, to fit a laptop's window. */
export const MAX_HEIGHT = 900;
/** How much larger (a share of its size) another shape must show the text to be worth drawing. */
const LARGER_BY = 0.1;

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** The share of its size a diagram is shown at in the column. */
export function columnScale(size: Size): number {
  return Math.min(1, COLUMN_WIDTH / size.width);
}

/** Whether `other` shows the text larger than `current` by LARGER_BY and fits MAX_HEIGHT. */
export function readsBetter(other: Size, current: Size): boolean {
  return other.height * columnScale(other) <= MAX_HEIGHT && columnScale(other) >= columnScale(current) + LARGER_BY;
}

/** A flowchart drawn another way: what to change in its source, and the source changed. */
export interface Shape {
  readonly change: string;
  readonly source: string;
}

const HEADER = /^(\s*)(flowchart|graph)\b[ \t]*(LR|RL|TD|TB|BT)?/m;

/** `text` with `direction <direction>` first in each subgraph, indented as the subgraph's next line. */
function withSubgraphDirection(text: string, direction: string): string {
  const lines = text.split('\n');
  return lines
    .flatMap((line, index) => {
      if (!/^\s*subgraph\b/.test(line)) return [line];
      const indent = /^\s*/.exec(lines[index + 1] ?? '')?.[0] ?? '';
      return [line, `${indent}direction ${direction}`];
    })
    .join('\n');
}

/** The other ways to draw `source`: none unless it is a flowchart. */
export function otherShapes(source: string): Shape[] {
  const header = HEADER.exec(source);
  if (header === null) return [];
  const [, indent = '', keyword = '', direction = 'TD'] = header;
  const turned = ['LR', 'RL'].includes(direction) ? 'TD' : 'LR';
  const turnedSource = source.replace(HEADER, `${indent}${keyword} ${turned}`);
  const shapes: Shape[] = [{change: `write \`${keyword} ${turned}\``, source: turnedSource}];
  // Subgraphs without a direction of their own: each given one, with the header as it is or turned.
  if (/^\s*subgraph\b/m.test(source) && !/^\s*direction\s/m.test(source)) {
    for (const inner of ['TB', 'LR']) {
      shapes.push(
        {change: `give each subgraph \`direction ${inner}\``, source: withSubgraphDirection(source, inner)},
        {
          change: `write \`${keyword} ${turned}\` and give each subgraph \`direction ${inner}\``,
          source: withSubgraphDirection(turnedSource, inner),
        },
      );
    }
  }
  return shapes;
}

/** The text column a block's diagram is shown in at a 1280 px window. */
export function columnWidth(block: Block): number {
  return Object.values(blogs).some((blog) => block.file.startsWith(`${blog.id}/`)) ? POST_COLUMN_WIDTH : COLUMN_WIDTH;
}

/** Every block of the content that has a drawing, with the drawing's size. */
export function drawnBlocks(): (Block & {readonly size: Size})[] {
  return contentBlocks().flatMap((block) => {
    const file = svgPath(diagramHash(block.source));
    return existsSync(file) ? [{...block, size: diagramInfo(readFileSync(file, 'utf8'))}] : [];
  });
}

/** What to tell the author of a flowchart that reads better drawn another way. */
export function adviceText({block, size, better}: ShapeAdvice): string {
  const percent = (s: Size) => `${Math.round(columnScale(s) * 100)}%`;
  return (
    `${block.file}:${block.line}: this flowchart is ${size.width} px wide, shown at ${percent(size)} of its size ` +
    `in the text column; ${better.change} to draw it ${better.width} × ${better.height} px, shown at ${percent(better)}`
  );
}

/** A flowchart that reads better drawn another way. */
export interface ShapeAdvice {
  readonly block: Block;
  readonly size: Size;
  readonly better: Shape & Size;
}

/**
 * The flowcharts among `blocks` (each with the size of its drawing) that are wider than the column
 * and read better drawn another way, with the best such way. Draws in Chromium.
 */
export async function shapeAdvice(blocks: readonly (Block & {readonly size: Size})[]): Promise<ShapeAdvice[]> {
  const candidates = blocks.filter((block) => block.size.width > COLUMN_WIDTH);
  const tries = candidates.flatMap((block) => otherShapes(block.source).map((shape) => ({block, shape})));
  const drawings = await render(
    tries.map(({shape}) => shape.source),
    'light',
  );
  const best = new Map<Block, Shape & Size>();
  tries.forEach(({block, shape}, index) => {
    const drawing = drawings[index];
    if (drawing === undefined || drawing instanceof Error) return;
    const size = {width: Math.round(drawing.width), height: Math.round(drawing.height)};
    if (!readsBetter(size, block.size)) return;
    const current = best.get(block);
    const scale = columnScale(size);
    if (
      current === undefined ||
      scale > columnScale(current) ||
      (scale === columnScale(current) && size.height < current.height)
    )
      best.set(block, {...shape, ...size});
  });
  return candidates.flatMap((block) => {
    const better = best.get(block);
    return better === undefined ? [] : [{block, size: block.size, better}];
  });
}
