/**
 * Tables that a phone shows as cards. At 390 px every table of four columns or more, and 132 of
 * the 237 of three, was wider than the text and scrolled sideways, its longest column at its
 * narrowest: descriptions of two or three words a line, behind a scroll. Up to 767 px (src/css/
 * custom.css) a table of three columns or more shows each row as a card instead, each cell below
 * its column's name. This plugin marks such tables (`data-stack`) and gives each body cell its
 * column's name (`data-label`), at build time.
 *
 * A table of two columns scrolled too when the longest words of its two columns did not fit a
 * phone's text side by side (9 tables at 390 px on November 29, 2026: a key such as
 * `image_customizations` beside a description naming `payload_repositories`). Such a table
 * becomes cards as well: its narrowest layout is estimated from the longest piece of each column
 * that cannot wrap (`minContentWidth`), as the site's cells let words wrap (src/theme/
 * MDXComponents.tsx, src/utils/longWords.ts).
 */
import type {Node, Parent} from 'unist';
import {visit} from 'unist-util-visit';

import {longWordPieces, SHORT_NAME} from '../utils/longWords';

/** Tables with this many columns or more become cards on a phone. */
export const STACK_FROM_COLUMNS = 3;

/**
 * Room for the longest words of two columns side by side: a 360 px phone's text column (328 px)
 * less the cells' padding (12 px each side) and borders.
 */
const PHONE_ROOM = 277;
/** Width of a character of inline code in a cell (15.2 px monospace), and its code box's padding and border. */
const CODE_CHAR = 9.7;
const CODE_BOX = 6;
/** Width of a character of text in a cell (16 px sans-serif; wide letters and capitals included). */
const TEXT_CHAR = 9;

interface HastData {
  hProperties?: Record<string, string>;
}

interface MdastNode extends Node {
  value?: string;
  children?: MdastNode[];
  data?: HastData;
}

/** The text of a cell, as a reader sees it. */
function text(node: MdastNode): string {
  return node.value ?? (node.children ?? []).map(text).join('');
}

/** The pieces of a text that a line never breaks inside: after whitespace, after hyphens, and where a long word may wrap. */
function unbroken(value: string): string[] {
  return longWordPieces(value)
    .flatMap((piece) => piece.split(/\s+|(?<=-)/))
    .filter((piece) => piece !== '');
}

/** The narrowest a cell can be, in px: its widest piece that cannot wrap. */
function minContentWidth(node: MdastNode): number {
  if (node.type === 'inlineCode') {
    const value = node.value ?? '';
    const pieces = value.length <= SHORT_NAME && !/\s/.test(value) ? [value] : unbroken(value);
    return Math.max(0, ...pieces.map((piece) => piece.length * CODE_CHAR + CODE_BOX));
  }
  if (node.type === 'text') return Math.max(0, ...unbroken(node.value ?? '').map((piece) => piece.length * TEXT_CHAR));
  return Math.max(0, ...(node.children ?? []).map(minContentWidth));
}

function setProperties(node: MdastNode, properties: Record<string, string>): void {
  node.data = {...node.data, hProperties: {...node.data?.hProperties, ...properties}};
}

/** Whether the longest unbreakable pieces of a two-column table's columns overflow a phone side by side. */
function tooWideSideBySide(rows: readonly MdastNode[]): boolean {
  const widest = (column: number) =>
    Math.max(0, ...rows.map((row) => minContentWidth(row.children?.[column] ?? {type: 'text'})));
  return widest(0) + widest(1) > PHONE_ROOM;
}

export default function remarkTableLabels() {
  return (tree: Node): void => {
    visit(tree, 'table', (node: Parent) => {
      const table = node as MdastNode & {children: MdastNode[]};
      const [header, ...rows] = table.children;
      const labels = (header?.children ?? []).map((cell) => text(cell).trim());
      if (labels.length < STACK_FROM_COLUMNS && !tooWideSideBySide(table.children)) return;
      setProperties(table, {dataStack: ''});
      for (const row of rows)
        (row.children ?? []).forEach((cell, index) => {
          setProperties(cell, {dataLabel: labels[index] ?? ''});
        });
    });
  };
}
