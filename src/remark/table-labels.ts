/**
 * Tables that a phone shows as cards. At 390 px every table of four columns or more, and 132 of
 * the 237 of three, was wider than the text and scrolled sideways, its longest column at its
 * narrowest: descriptions of two or three words a line, behind a scroll. Up to 767 px (src/css/
 * custom.css) a table of three columns or more shows each row as a card instead, each cell below
 * its column's name. This plugin marks such tables (`data-stack`) and gives each body cell its
 * column's name (`data-label`), at build time.
 */
import type {Node, Parent} from 'unist';
import {visit} from 'unist-util-visit';

/** Tables with this many columns or more become cards on a phone. */
export const STACK_FROM_COLUMNS = 3;

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

function setProperties(node: MdastNode, properties: Record<string, string>): void {
  node.data = {...node.data, hProperties: {...node.data?.hProperties, ...properties}};
}

export default function remarkTableLabels() {
  return (tree: Node): void => {
    visit(tree, 'table', (node: Parent) => {
      const table = node as MdastNode & {children: MdastNode[]};
      const [header, ...rows] = table.children;
      const labels = (header?.children ?? []).map((cell) => text(cell).trim());
      if (labels.length < STACK_FROM_COLUMNS) return;
      setProperties(table, {dataStack: ''});
      for (const row of rows)
        (row.children ?? []).forEach((cell, index) => {
          setProperties(cell, {dataLabel: labels[index] ?? ''});
        });
    });
  };
}
