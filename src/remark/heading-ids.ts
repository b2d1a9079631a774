/**
 * Fails the build on a heading whose `{#id}` Markdown did not read. Docusaurus takes an explicit
 * id from the heading's text only when the id stands whole in its last text node; an id with
 * Markdown in it (`{#specfile-__deepcopy__}`, where `__deepcopy__` is bold) is split across nodes
 * and shown to readers as text, "{#specfile-" with a bold word after it. This plugin runs after
 * Docusaurus's own heading plugin and names the file and line of every such heading.
 */
import {relative} from 'node:path';

interface Node {
  readonly type: string;
  readonly value?: string;
  readonly children?: readonly Node[];
  readonly position?: {readonly start: {readonly line: number}};
}

const ROOT = process.cwd();

const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('');

/** The headings of a tree, in document order. */
function headings(node: Node, found: Node[] = []): Node[] {
  if (node.type === 'heading') found.push(node);
  else for (const child of node.children ?? []) headings(child, found);
  return found;
}

/** `file:line: text` of each heading that still shows a `{#` after Docusaurus read its id. */
export function unreadHeadingIds(tree: Node, path: string | undefined): string[] {
  const file = path === undefined ? '<unknown file>' : relative(ROOT, path);
  return headings(tree)
    .filter((heading) => textOf(heading).includes('{#'))
    .map((heading) => `${file}:${heading.position?.start.line ?? '?'}: ${textOf(heading)}`);
}

export default function remarkHeadingIds() {
  return (tree: Node, vfile: {path?: string}): void => {
    const unread = unreadHeadingIds(tree, vfile.path);
    if (unread.length > 0) {
      throw new Error(
        `Heading ids that Markdown did not read (write the id in plain letters, digits, - and _ that do not pair up as emphasis, e.g. {#class-deepcopy}):\n${unread.join('\n')}`,
      );
    }
  };
}
