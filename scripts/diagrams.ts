/**
 * npm run diagrams
 * Draws every ```mermaid block of the content folders to static/diagrams/<hash>.light.svg and
 * .dark.svg (src/remark/mermaid.ts says how), keeps the files that are up to date and removes those
 * no block uses. Needs Chromium (/usr/bin/chromium, or CHROMIUM_PATH, or Playwright's own).
 * `--all` draws every diagram again.
 */
import {mkdirSync, readdirSync, rmSync, writeFileSync, existsSync} from 'node:fs';
import {join} from 'node:path';

import {contentBlocks, diagramHash, DIAGRAMS_DIR, render, svgPath, THEMES} from '../src/remark/mermaid';

async function main(): Promise<void> {
  const all = process.argv.includes('--all');
  const blocks = contentBlocks();
  const byHash = new Map(blocks.map((block) => [diagramHash(block.source), block]));
  const todo = [...byHash].filter(([hash]) => all || THEMES.some((theme) => !existsSync(svgPath(hash, theme))));

  mkdirSync(DIAGRAMS_DIR, {recursive: true});
  const failed = new Set<string>();
  for (const theme of THEMES) {
    const results = await render(
      todo.map(([, block]) => block.source),
      theme,
    );
    results.forEach((result, index) => {
      const [hash, block] = todo[index] ?? [];
      if (hash === undefined || block === undefined) return;
      if (result instanceof Error) {
        if (!failed.has(hash))
          console.error(`${block.file}:${block.line}: Mermaid cannot draw this diagram: ${result.message}`);
        failed.add(hash);
        return;
      }
      writeFileSync(svgPath(hash, theme), result.svg);
    });
  }

  let removed = 0;
  for (const name of readdirSync(DIAGRAMS_DIR)) {
    if (!byHash.has(name.split('.')[0] ?? '')) {
      rmSync(join(DIAGRAMS_DIR, name));
      removed++;
    }
  }
  console.log(
    `diagrams: ${blocks.length} blocks, ${byHash.size} diagrams; drew ${todo.length - failed.size} in both themes, removed ${removed} files`,
  );
  if (failed.size > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
