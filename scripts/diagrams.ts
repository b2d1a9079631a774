/**
 * npm run diagrams
 * Draws every ```mermaid block of the content folders to static/diagrams/<hash>.svg, both colour
 * modes in one file (src/remark/mermaid.ts says how), keeps the files that are up to date and
 * removes those no block uses, then names each flowchart that would show its text larger drawn
 * another way (src/remark/diagramShape.ts) and fails while there is one. Needs Chromium
 * (/usr/bin/chromium, or CHROMIUM_PATH, or Playwright's own). `--all` draws every diagram again.
 */
import {existsSync, mkdirSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

import {adviceText, drawnBlocks, shapeAdvice} from '../src/remark/diagramShape';
import {contentBlocks, diagramHash, DIAGRAMS_DIR, draw, svgPath} from '../src/remark/mermaid';

async function main(): Promise<void> {
  const all = process.argv.includes('--all');
  const blocks = contentBlocks();
  const byHash = new Map(blocks.map((block) => [diagramHash(block.source), block]));
  const todo = [...byHash].filter(([hash]) => all || !existsSync(svgPath(hash)));

  mkdirSync(DIAGRAMS_DIR, {recursive: true});
  const results = await draw(todo.map(([, block]) => block.source));
  let failed = 0;
  results.forEach((result, index) => {
    const [hash, block] = todo[index] ?? [];
    if (hash === undefined || block === undefined) return;
    if (result instanceof Error) {
      console.error(`${block.file}:${block.line}: ${result.message}`);
      failed++;
    } else {
      writeFileSync(svgPath(hash), result);
    }
  });

  let removed = 0;
  for (const name of readdirSync(DIAGRAMS_DIR)) {
    if (!byHash.has(name.replace(/\.svg$/, ''))) {
      rmSync(join(DIAGRAMS_DIR, name));
      removed++;
    }
  }
  console.log(
    `diagrams: ${blocks.length} blocks, ${byHash.size} diagrams; drew ${todo.length - failed}, removed ${removed} files`,
  );
  // Flowcharts that show their text larger drawn another way (src/remark/diagramShape.ts).
  const advice = await shapeAdvice(drawnBlocks());
  for (const item of advice) console.error(adviceText(item));
  if (failed > 0 || advice.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
