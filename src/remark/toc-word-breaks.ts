/**
 * Where the words of the table of contents may break. Beside the text (docs pages from 1200 px,
 * posts from 997 px) the table of contents is a column of some 130 to 250 px, where a long name
 * does not fit, and the browser broke it at whatever letter reached the edge:
 * `EnclosedMacroSubstitutio` / `n`, `status_name_templat` / `e`, an option's `--` alone on a line.
 * So each item's text gets, at build time, a `<wbr>` after the separators and between the
 * CamelCase words of its long names (as a table's cells do: src/utils/longWords.ts), soft hyphens
 * in its long words where TeX's patterns for US English put them (the `hyphen` package; browsers
 * hyphenate by themselves only where they have a dictionary, which Chromium on Linux does not
 * ship), and an option's dashes (or a macro's `%`) kept with its name.
 *
 * Docusaurus writes the table of contents into each page's module (`export const toc = [...]`,
 * the heading's HTML as `value`) before this plugin runs, so the browser gets the words already
 * broken and neither the patterns nor the code that places the breaks.
 */
import {relative} from 'node:path';

import {hyphenateSync} from 'hyphen/en-us';

import {longWordPieces, UNBROKEN_START} from '../utils/longWords';

/** A title's words up to this many characters stay whole: the column holds about 13 at 1,000 px. */
export const TOC_LONGEST_WHOLE = 10;

/** No break leaves fewer letters than this on either side (the patterns allow `au-tochangel-og`). */
const SHORTEST_PART = 3;

/** `word` with a soft hyphen (U+00AD) wherever it may break. */
export function hyphenate(word: string): string {
  let hyphenated = '';
  let before = 0;
  for (const part of hyphenateSync(word).split('\u00AD')) {
    const breaks = before >= SHORTEST_PART && word.length - before >= SHORTEST_PART;
    hyphenated += (breaks ? '\u00AD' : '') + part;
    before += part.length;
  }
  return hyphenated;
}

/**
 * HTML with a `<wbr>` where its text's words longer than `longestWhole` may wrap, each option's
 * start kept on one line, and its remaining runs of more than `longestWhole` letters breakable
 * where `hyphenate` puts soft hyphens (in code by a `<wbr>`: a hyphen there would read
 * as part of the name). Tags, and the entities in the text, are left whole: they hold no separator.
 */
export function withWordBreaksHtml(html: string, longestWhole: number, hyphenate: (word: string) => string): string {
  const longRun = new RegExp(`\\p{L}{${longestWhole + 1},}`, 'gu');
  let inCode = false;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        if (/^<code[\s>]/.test(part)) inCode = true;
        else if (part === '</code>') inCode = false;
        return part;
      }
      return longWordPieces(part, longestWhole)
        .map((piece) =>
          piece
            .replace(longRun, (word) => (inCode ? hyphenate(word).replaceAll('\u00AD', '<wbr>') : hyphenate(word)))
            .replace(UNBROKEN_START, (start) => `<span class="nowrap">${start}</span>`),
        )
        .join('<wbr>');
    })
    .join('');
}

/** A table of contents item's HTML with the places marked where its words may break. */
export const tocItemHtml = (html: string): string => withWordBreaksHtml(html, TOC_LONGEST_WHOLE, hyphenate);

/** The parts of the ESTree that Docusaurus's `export const toc = [{value, id, level}, ...]` is made of. */
interface Estree {
  readonly type: string;
  readonly name?: string;
  value?: unknown;
  readonly key?: Estree;
  readonly body?: readonly Estree[];
  readonly declaration?: Estree;
  readonly declarations?: readonly {readonly id: Estree; readonly init?: Estree}[];
  readonly elements?: readonly Estree[];
  readonly properties?: Estree[];
}

interface MdastNode {
  readonly type: string;
  readonly data?: {readonly estree?: Estree};
}

/** The items of the table of contents that `export const toc` holds in `esm`, if it holds one. */
function tocItems(esm: Estree): Estree[] {
  return (esm.body ?? [])
    .filter((statement) => statement.type === 'ExportNamedDeclaration')
    .flatMap((statement) => statement.declaration?.declarations ?? [])
    .filter((declarator) => declarator.id.name === 'toc' && declarator.init?.type === 'ArrayExpression')
    .flatMap((declarator) => declarator.init?.elements ?? []);
}

export default function remarkTocWordBreaks() {
  return (tree: {readonly children: readonly MdastNode[]}, vfile: {path?: string}): void => {
    for (const node of tree.children) {
      if (node.type !== 'mdxjsEsm' || node.data?.estree === undefined) continue;
      for (const item of tocItems(node.data.estree)) {
        // `...__tocPartial`: a partial's own items, broken when the partial was compiled.
        if (item.type === 'SpreadElement') continue;
        const value = item.properties?.find((p) => p.key?.name === 'value' || p.key?.value === 'value')?.value as
          Estree | undefined;
        if (value?.type !== 'Literal' || typeof value.value !== 'string') {
          const file = vfile.path === undefined ? '<unknown file>' : relative(process.cwd(), vfile.path);
          throw new Error(
            `${file}: an item of the table of contents that Docusaurus wrote has no text as src/remark/toc-word-breaks.ts expects it (a ${item.type}); has Docusaurus changed how it writes \`export const toc\`?`,
          );
        }
        value.value = tocItemHtml(value.value);
      }
    }
  };
}
