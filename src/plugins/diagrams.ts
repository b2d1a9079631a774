/**
 * Puts the drawings of the diagrams (static/diagrams/; src/remark/mermaid.ts) into the built pages:
 * src/components/Diagram leaves an empty element, which gets the SVG markup here, so that the page
 * shows its diagrams without JavaScript and no JavaScript chunk carries them.
 */
import {copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

import type {Plugin} from '@docusaurus/types';

import {DIAGRAMS_DIR} from '../remark/mermaid';

/** An empty diagram element, as React writes it and as the HTML minifier leaves it (quotes dropped). */
const EMPTY = /(<div data-diagram="?([0-9a-f]+)"?[^>]*>)<\/div>/g;

/** `html` with the drawing of each empty diagram element put in. */
export function inlineDiagrams(html: string, read: (name: string) => string): string {
  return html.replace(EMPTY, (_, open: string, name: string) => `${open}${read(name)}</div>`);
}

export default function diagramsPlugin(): Plugin {
  return {
    name: 'diagrams',
    postBuild({outDir}) {
      const cache = new Map<string, string>();
      const read = (name: string): string => {
        let svg = cache.get(name);
        if (svg === undefined) {
          const file = join(DIAGRAMS_DIR, `${name}.svg`);
          // Drawn during this build (src/remark/diagrams.ts), possibly after static/ was copied.
          const copy = join(outDir, 'diagrams', `${name}.svg`);
          if (!existsSync(copy)) {
            mkdirSync(join(outDir, 'diagrams'), {recursive: true});
            copyFileSync(file, copy);
          }
          svg = readFileSync(file, 'utf8');
          cache.set(name, svg);
        }
        return svg;
      };
      for (const entry of readdirSync(outDir, {recursive: true, withFileTypes: true})) {
        if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
        const path = join(entry.parentPath, entry.name);
        const html = readFileSync(path, 'utf8');
        if (!html.includes('data-diagram=')) continue;
        writeFileSync(path, inlineDiagrams(html, read));
      }
    },
  };
}
