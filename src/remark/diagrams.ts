/**
 * Replaces every ```mermaid block by a `diagram` element (src/components/Diagram), which shows the
 * block's committed drawing (static/diagrams/<hash>.svg, both colour modes in one; see
 * src/remark/mermaid.ts). The browser gets no Mermaid: src/plugins/diagrams.ts puts the SVG markup
 * into the built HTML, so it is in no JavaScript chunk either.
 *
 * A block without its drawings (a diagram edited since `npm run diagrams`) is drawn now if a
 * browser can be launched, with a warning to run `npm run diagrams` and commit; without a browser
 * the build fails naming the file and line. A diagram Mermaid cannot draw fails the build, naming
 * the file and line.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {relative} from 'node:path';

import {DiagramError, DIAGRAMS_DIR, diagramHash, draw, ROOT, svgPath} from './mermaid';

interface CodeNode {
  type: string;
  lang?: string | null;
  value?: string;
  position?: {start: {line: number}};
  data?: {hName?: string; hProperties?: Record<string, unknown>};
}

interface Parent {
  readonly type: string;
  readonly children?: readonly Parent[];
}

function mermaidNodes(node: Parent, found: CodeNode[] = []): CodeNode[] {
  const code = node as unknown as CodeNode;
  if (code.type === 'code' && code.lang === 'mermaid') found.push(code);
  for (const child of node.children ?? []) mermaidNodes(child, found);
  return found;
}

/** What a page needs to know of a drawing: its size and what to call it. */
export interface DiagramInfo {
  readonly width: number;
  readonly height: number;
  readonly label: string;
}

/** The size (viewBox) and name of a drawn diagram: its `accTitle` or title, else its kind. */
export function diagramInfo(svg: string): DiagramInfo {
  const box = /viewBox="[-\d.]+ [-\d.]+ ([\d.]+) ([\d.]+)"/.exec(svg);
  const title = /<title[^>]*>([^<]+)<\/title>/.exec(svg)?.[1]?.trim();
  const kind = /aria-roledescription="([^"]+)"/.exec(svg)?.[1]?.replace(/-v\d+$/, '') ?? 'diagram';
  return {
    width: Math.ceil(Number(box?.[1] ?? 0)),
    height: Math.ceil(Number(box?.[2] ?? 0)),
    label: title ?? `Diagram (${kind})`,
  };
}

/** Draws the diagrams that have no committed drawing, or fails naming where they are. */
async function drawMissing(nodes: readonly CodeNode[], file: string): Promise<void> {
  const where = (node: CodeNode) => `${file}:${node.position?.start.line ?? '?'}`;
  const missing = nodes.filter((node) => !existsSync(svgPath(diagramHash(node.value ?? ''))));
  if (missing.length === 0) return;
  mkdirSync(DIAGRAMS_DIR, {recursive: true});
  let results;
  try {
    results = await draw(missing.map((node) => node.value ?? ''));
  } catch (error) {
    if (!(error instanceof DiagramError)) throw error;
    throw new Error(
      `${where(missing[0] as CodeNode)}: this Mermaid diagram has no drawing in static/diagrams/ and ${error.message}. ` +
        'Run `npm run diagrams` (it needs Chromium) and commit static/diagrams/.',
    );
  }
  results.forEach((result, index) => {
    const node = missing[index] as CodeNode;
    if (result instanceof Error) throw new Error(`${where(node)}: ${result.message}`);
    writeFileSync(svgPath(diagramHash(node.value ?? '')), result);
  });
  for (const node of missing) {
    console.warn(
      `[diagrams] ${where(node)}: drew this diagram now; run \`npm run diagrams\` and commit static/diagrams/.`,
    );
  }
}

export default function remarkDiagrams() {
  return async (tree: Parent, vfile: {path?: string}): Promise<void> => {
    const nodes = mermaidNodes(tree);
    if (nodes.length === 0) return;
    const file = vfile.path === undefined ? '<unknown file>' : relative(ROOT, vfile.path);
    await drawMissing(nodes, file);
    for (const node of nodes) {
      const hash = diagramHash(node.value ?? '');
      const info = diagramInfo(readFileSync(svgPath(hash), 'utf8'));
      node.type = 'diagram';
      delete node.lang;
      delete node.value;
      node.data = {hName: 'diagram', hProperties: {hash, ...info}};
    }
  };
}
