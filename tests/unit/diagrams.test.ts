import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {describe, it} from 'node:test';

import {MIN_SCALE} from '../../src/components/Diagram/scale';
import {inlineDiagrams} from '../../src/plugins/diagrams';
import {
  adviceText,
  columnWidth,
  drawnBlocks,
  otherShapes,
  readsBetter,
  shapeAdvice,
} from '../../src/remark/diagramShape';
import remarkDiagrams, {diagramInfo} from '../../src/remark/diagrams';
import {contentBlocks, diagramHash, DIAGRAMS_DIR, mermaidBlocks, svgPath} from '../../src/remark/mermaid';

describe('static/diagrams/', () => {
  const blocks = contentBlocks();

  it('holds the drawing of every ```mermaid block of the content (run `npm run diagrams`)', () => {
    assert.ok(blocks.length > 100, `${blocks.length} blocks found`);
    const missing = blocks.filter((block) => !existsSync(svgPath(diagramHash(block.source))));
    assert.deepEqual(
      missing.map((block) => `${block.file}:${block.line}`),
      [],
    );
  });

  // Mermaid's drawing decides: a diagram wider than its column at half size scrolls sideways on a
  // laptop, where a reader expects to see it whole. Redraw it (fewer nodes side by side, shorter
  // labels, `direction LR` for a class diagram of many subclasses).
  it('holds no diagram that scrolls sideways at a 1280 px window', () => {
    const tooWide = drawnBlocks().filter((block) => block.size.width * MIN_SCALE > columnWidth(block));
    assert.deepEqual(
      tooWide.map(
        (block) =>
          `${block.file}:${block.line}: ${block.size.width} px wide, at most ${columnWidth(block) / MIN_SCALE}`,
      ),
      [],
    );
  });

  it('holds no drawing that no block uses (run `npm run diagrams`)', () => {
    const used = new Set(blocks.map((block) => `${diagramHash(block.source)}.svg`));
    assert.deepEqual(
      readdirSync(DIAGRAMS_DIR).filter((name) => !used.has(name)),
      [],
    );
  });
});

describe('finding diagrams', () => {
  it('reads fenced blocks as Markdown does, indented ones included', () => {
    const text = [
      '# T',
      '```mermaid',
      'flowchart LR',
      '  a --> b',
      '```',
      '',
      '- item',
      '',
      '  ```mermaid',
      '  pie',
      '  ```',
    ].join('\n');
    assert.deepEqual(
      mermaidBlocks(text, 'x.md').map(({line, source}) => ({line, source})),
      [
        {line: 2, source: 'flowchart LR\n  a --> b'},
        {line: 9, source: 'pie'},
      ],
    );
  });

  it('gives the size and the name of a drawing', () => {
    const svg =
      '<svg viewBox="0 0 100.5 40" aria-roledescription="flowchart-v2"><title id="t">Release flow</title></svg>';
    assert.deepEqual(diagramInfo(svg), {width: 101, height: 40, label: 'Release flow'});
    assert.equal(diagramInfo('<svg viewBox="0 0 1 1" aria-roledescription="sequence">').label, 'Diagram (sequence)');
  });

  it('puts the drawings into empty diagram elements, quoted or as the minifier leaves them', () => {
    const html = '<div data-diagram="abc"></div><p>x</p><div data-diagram=def></div>';
    assert.equal(
      inlineDiagrams(html, (name) => `<svg>${name}</svg>`),
      '<div data-diagram="abc"><svg>abc</svg></div><p>x</p><div data-diagram=def><svg>def</svg></div>',
    );
  });
});

/** A Markdown tree with one ```mermaid block at line 7. */
function tree(source: string) {
  return {type: 'root', children: [{type: 'code', lang: 'mermaid', value: source, position: {start: {line: 7}}}]};
}

describe('the remark plugin', () => {
  it('turns a block into a diagram element with its hash, size and name', async () => {
    const block = contentBlocks()[0];
    assert.ok(block);
    const root = tree(block.source);
    await remarkDiagrams()(root, {path: `${process.cwd()}/${block.file}`});
    const [node] = root.children as unknown as {
      type: string;
      data: {hName: string; hProperties: {hash: string; width: number}};
    }[];
    assert.equal(node?.type, 'diagram');
    assert.equal(node.data.hName, 'diagram');
    assert.equal(node.data.hProperties.hash, diagramHash(block.source));
    assert.ok(node.data.hProperties.width > 0);
  });

  it('fails naming the file, the line and the command when a diagram has no drawing and no browser can draw it', async () => {
    const saved = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = '/nonexistent/chromium';
    try {
      await assert.rejects(
        remarkDiagrams()(tree(`flowchart LR\n  new${Date.now()} --> b`), {path: `${process.cwd()}/docs/x.md`}),
        (error: Error) => {
          assert.match(error.message, /^docs\/x\.md:7: /);
          assert.match(error.message, /npm run diagrams/);
          return true;
        },
      );
    } finally {
      if (saved === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = saved;
    }
  });

  it(
    'fails naming the file and line of a diagram Mermaid cannot draw',
    {skip: !existsSync('/usr/bin/chromium') && 'no Chromium'},
    async () => {
      await assert.rejects(
        remarkDiagrams()(tree('flowchart LR\n  a -->'), {path: `${process.cwd()}/docs/bad.md`}),
        /^Error: docs\/bad\.md:7: Mermaid cannot draw this diagram: /,
      );
    },
  );
});

describe('the shape of a flowchart', () => {
  it('turns its direction, and gives subgraphs one of their own', () => {
    assert.deepEqual(
      otherShapes('flowchart LR\n  a --> b').map((shape) => shape.source),
      ['flowchart TD\n  a --> b'],
    );
    assert.equal(otherShapes('graph\n  a --> b')[0]?.source, 'graph LR\n  a --> b');
    assert.deepEqual(
      otherShapes('flowchart TD\n  subgraph s\n    a --> b\n  end').map((shape) => shape.change),
      [
        'write `flowchart LR`',
        'give each subgraph `direction TB`',
        'write `flowchart LR` and give each subgraph `direction TB`',
        'give each subgraph `direction LR`',
        'write `flowchart LR` and give each subgraph `direction LR`',
      ],
    );
    assert.equal(
      otherShapes('flowchart TD\n  subgraph s\n    a --> b\n  end')[1]?.source,
      'flowchart TD\n  subgraph s\n    direction TB\n    a --> b\n  end',
    );
    assert.deepEqual(otherShapes('sequenceDiagram\n  a ->> b: hi'), []);
  });

  it('prefers the shape that shows the text larger and fits a laptop window', () => {
    // A chain of ten steps: 1400 px wide (shown at half its size) or 280 x 850 px (whole).
    assert.ok(readsBetter({width: 280, height: 850}, {width: 1400, height: 94}));
    assert.ok(!readsBetter({width: 280, height: 1200}, {width: 1400, height: 94}), 'taller than the window');
    assert.ok(!readsBetter({width: 700, height: 600}, {width: 720, height: 300}), 'hardly larger');
  });

  // Mermaid's own layout decides: each flowchart wider than the column, drawn the other ways.
  it(
    'draws every flowchart of the content the way that shows it largest (run `npm run diagrams`)',
    {skip: !existsSync('/usr/bin/chromium') && 'no Chromium'},
    async () => {
      assert.deepEqual((await shapeAdvice(drawnBlocks())).map(adviceText), []);
    },
  );
});

// Mermaid wraps a sequence diagram's message (src/remark/mermaid.ts) and splits a word longer than
// the space it has with a hyphen: `vm-image-build-fedora-39-x8-` / `6_64`, a name that does not exist.
describe('sequence diagrams', () => {
  it('show every word of their messages whole (write `nowrap:` before a message, and `<br/>` where it may break)', () => {
    const broken: string[] = [];
    for (const block of contentBlocks().filter((b) => /^\s*sequenceDiagram/m.test(b.source))) {
      const svg = readFileSync(svgPath(diagramHash(block.source)), 'utf8');
      const shown = new Set(
        [...svg.matchAll(/<(?:text|tspan)\b[^>]*>([^<]*)(?=<)/g)]
          .map((match) =>
            (match[1] ?? '')
              .replace(/&lt;/g, '<')
              .replace(/&gt;/g, '>')
              .replace(/&quot;/g, '"')
              .replace(/&#39;/g, "'")
              .replace(/&amp;/g, '&'),
          )
          .join(' ')
          .split(/\s+/),
      );
      for (const line of block.source.split('\n')) {
        const message = /^\s*[\w-]+\s*(?:--?>>|--?>|--?x|--?\))[+-]?\s*[\w-]+\s*:\s*(?:nowrap:|wrap:)?(.*)$/.exec(
          line,
        )?.[1];
        for (const word of message?.split(/<br\s*\/?>|\s+/) ?? [])
          if (word !== '' && !shown.has(word)) broken.push(`${block.file}:${block.line}: ${word}`);
      }
    }
    assert.deepEqual(broken, []);
  });
});
