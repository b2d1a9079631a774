/** Reading the parts of Markdown pages that tests check: fenced code blocks and tables, with lines. */
import {readdirSync} from 'node:fs';
import {join, relative} from 'node:path';

export const root = join(import.meta.dirname, '..', '..');

/** Markdown files of a content folder, relative to the project root; `_`-prefixed ones are not pages. */
export function markdownFiles(dir: string): string[] {
  return readdirSync(join(root, dir), {withFileTypes: true, recursive: true})
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .filter((file) => !file.split('/').some((part) => part.startsWith('_')))
    .sort();
}

export interface FencedBlock {
  readonly lang: string;
  /** The words after the language: `title=".packit.yaml" invalid` gives title and invalid. */
  readonly meta: ReadonlyMap<string, string | true>;
  /** Line (1-based) of the first line of the body. */
  readonly line: number;
  readonly body: string;
}

/** `title=".packit.yaml" invalid` → {title: '.packit.yaml', invalid: true} */
export function parseFenceMeta(meta: string): Map<string, string | true> {
  const words = new Map<string, string | true>();
  for (const m of meta.matchAll(/([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?|\{[^}]*\}/g)) {
    if (m[1] === undefined) continue;
    words.set(m[1], m[2] ?? m[3] ?? m[4] ?? true);
  }
  return words;
}

/** Fenced code blocks (indented ones too) with their language, meta words and first body line. */
export function fencedBlocks(text: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)(.*)$/.exec(lines[i] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '', lang = '', meta = ''] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !(lines[j] ?? '').trimStart().startsWith(fence); j++) {
      body.push((lines[j] ?? '').slice(indent.length));
    }
    blocks.push({lang, meta: parseFenceMeta(meta), line: i + 2, body: body.join('\n')});
    i = j;
  }
  return blocks;
}

export interface TableRow {
  readonly line: number;
  readonly cells: readonly string[];
}

export interface Table {
  /** Line (1-based) of the header row. */
  readonly line: number;
  readonly header: readonly string[];
  readonly rows: readonly TableRow[];
  /** Texts of the enclosing headings, outermost first (`## Key reference`, `### packages`). */
  readonly headings: readonly string[];
  /** The HTML comment right above the table (blank line allowed), if any, without `<!--` and `-->`. */
  readonly comment?: string;
}

/** Cells of a table row; `\|` inside a cell is a literal bar. */
export function tableCells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/** The GFM tables of a page, outside code blocks, with the headings they stand under. */
export function markdownTables(text: string): Table[] {
  const lines = text.split('\n');
  const tables: Table[] = [];
  const headings: string[] = [];
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker !== undefined && (fence === undefined || marker.startsWith(fence))) {
      fence = fence === undefined ? marker : undefined;
      continue;
    }
    if (fence !== undefined) continue;
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      headings.length = (heading[1] ?? '#').length - 1;
      headings.push(heading[2] ?? '');
      continue;
    }
    if (!line.trimStart().startsWith('|') || !/^\s*\|?\s*:?-{3,}/.test(lines[i + 1] ?? '')) continue;
    const rows: TableRow[] = [];
    let j = i + 2;
    for (; j < lines.length && (lines[j] ?? '').trimStart().startsWith('|'); j++) {
      rows.push({line: j + 1, cells: tableCells(lines[j] ?? '')});
    }
    const above = (lines[i - 1] ?? '').trim() === '' ? lines[i - 2] : lines[i - 1];
    const comment = /^\s*<!--\s*(.*?)\s*-->\s*$/.exec(above ?? '')?.[1];
    tables.push({
      line: i + 1,
      header: tableCells(line),
      rows,
      headings: headings.filter((h) => h !== ''),
      ...(comment !== undefined && {comment}),
    });
    i = j - 1;
  }
  return tables;
}

/** The inline-code spans of a cell: "[`a`](#x), `b`" gives a and b. */
export const codeSpans = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
