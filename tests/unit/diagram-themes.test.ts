import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {describe, it} from 'node:test';

import {chromium} from '@playwright/test';

import {dropUnmatchedRules, mergeDrawings, MergeError, splitStylesheet} from '../../src/remark/diagramThemes';
import {contentBlocks, diagramHash, render, svgPath, type Rendered} from '../../src/remark/mermaid';

/** A drawing as Mermaid writes one, in the shape the merge reads. */
function drawing(theme: 'light' | 'dark', {fill = '#fff', path = 'M0 0 L1 1', style = '', extra = ''} = {}): string {
  const id = `m1234-${theme}`;
  return (
    `<svg id="${id}" viewBox="0 0 10 10"><style>#${id}{fill:#${theme === 'light' ? '333' : 'ccc'};}` +
    `@keyframes dash{to{stroke-dashoffset:0;}}#${id} .node rect{stroke:red;}</style>` +
    `<g class="node"${style}><rect fill="${fill}" width="4" height="4"/><path d="${path}"/></g>${extra}</svg>`
  );
}

describe('mergeDrawings', () => {
  it('nests each theme under its colour mode and keeps @keyframes outside', () => {
    const merged = mergeDrawings(drawing('light'), drawing('dark'), '1234');
    assert.match(merged, /<svg id="m1234"/);
    assert.match(
      merged,
      /<style>@keyframes dash\{to\{stroke-dashoffset:0;\}\}:root:not\(\[data-theme=dark\]\)\{#m1234\{fill:#333;\}#m1234 \.node rect\{stroke:red;\}\}\[data-theme=dark\]\{#m1234\{fill:#ccc;\}/,
    );
  });

  it('sets a colour attribute the dark drawing changes by a rule of no specificity before the dark rules', () => {
    const merged = mergeDrawings(drawing('light', {fill: '#ECECFF'}), drawing('dark', {fill: '#1f2020'}), '1234');
    assert.match(merged, /<rect fill="#ECECFF" width="4" height="4" class="md0"\/>/);
    assert.match(merged, /:where\(\[data-theme=dark\] #m1234 \.md0\)\{fill:#1f2020\}\[data-theme=dark\]\{/);
  });

  it('overrides a changed inline style with !important, and keeps the light outline of a hand-drawn shape', () => {
    const merged = mergeDrawings(
      drawing('light', {style: ' style="stroke: rgb(1, 2, 3); filter: url(#a:b);"', path: 'M0 0 C0.2 0.2 1 1'}),
      drawing('dark', {style: ' style="stroke: rgb(4, 5, 6); filter: url(#c:d);"', path: 'M0 0 C0.7 0.7 1 1'}),
      '1234',
    );
    assert.match(merged, /<g class="node md0" style="stroke: rgb\(1, 2, 3\); filter: url\(#a:b\);">/);
    assert.match(merged, /\{stroke:rgb\(4, 5, 6\)!important;filter:url\(#c:d\)!important\}/);
    assert.match(merged, /d="M0 0 C0\.2 0\.2 1 1"/);
  });

  it("moves the dark theme's gradient into the drawing, with the merged id", () => {
    const gradient = '<linearGradient id="m1234-dark-gradient"><stop offset="0"/></linearGradient>';
    const merged = mergeDrawings(drawing('light'), drawing('dark', {extra: `<defs>${gradient}</defs>`}), '1234');
    assert.match(merged, /<\/style><linearGradient id="m1234-gradient">/);
    assert.doesNotMatch(merged, /<defs>/);
  });

  it('refuses drawings that differ in anything but colours, saying what', () => {
    assert.throws(
      () => mergeDrawings(drawing('light'), drawing('dark', {extra: '<text>x</text>'}), '1234'),
      (error: Error) => error instanceof MergeError && /elements or their text/.test(error.message),
    );
    assert.throws(
      () => mergeDrawings(drawing('light'), drawing('dark').replace('width="4"', 'width="5"'), '1234'),
      /<rect>'s width differs: "4" and "5"/,
    );
  });

  it('leaves out the rules that match nothing in the drawing, and keeps what it cannot tell', () => {
    const svg = '<svg id="m1"><g class="node"><rect/><foreignObject><div><p>x</p></div></foreignObject></g></svg>';
    const css = [
      '#m1{fill:red;}',
      '#m1 .cluster rect{fill:blue;}',
      '#m1 .node rect,#m1 .cluster rect{stroke:red;}',
      '#m1 .node:hover rect{stroke:green;}',
      '#m1 .cluster:hover rect{stroke:green;}',
      '#m1 .node &gt; rect{x:1;}',
      '#m1 .cluster &gt; rect{x:1;}',
      '#m1 foreignObject p{margin:0;}',
      '#m1 foreignobject p{margin:0;}',
      '#m1 .node:popover-open{y:1;}',
      '@media (x){#m1 .cluster{z:1;}}',
    ];
    assert.deepEqual(
      dropUnmatchedRules(css.join(''), svg),
      [css[0], css[2], css[3], css[5], css[7], css[9], css[10]].join(''),
    );
  });

  it('splits a stylesheet into nestable rules and global at-rules', () => {
    assert.deepEqual(splitStylesheet('a{b:c}@keyframes k{from{x:0}}@media (x){d{e:f}}g{h:i}'), {
      nestable: 'a{b:c}@media (x){d{e:f}}g{h:i}',
      global: ['@keyframes k{from{x:0}}'],
    });
  });
});

/** Properties a reader sees, compared element by element. */
const SEEN = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'color',
  'background-color',
  'flood-color',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'display',
  'visibility',
  'filter',
  'marker-end',
  'marker-start',
];

describe('a merged drawing in Chromium', {skip: !existsSync('/usr/bin/chromium') && 'no Chromium'}, () => {
  it("looks in each colour mode as Mermaid's drawing in that theme, element by element (one diagram of each kind)", async () => {
    const kindOf = (hash: string) => /aria-roledescription="([^"]+)"/.exec(readFileSync(svgPath(hash), 'utf8'))?.[1];
    const byKind = new Map<string, string>();
    for (const block of contentBlocks()) {
      const kind = kindOf(diagramHash(block.source));
      if (kind !== undefined && !byKind.has(kind)) byKind.set(kind, block.source);
    }
    assert.ok(byKind.size >= 5, [...byKind.keys()].join());
    const sources = [...byKind.values()];
    const [light, dark] = [await render(sources, 'light'), await render(sources, 'dark')];
    const html = sources
      .map((source, index) => {
        const [a, b] = [light[index], dark[index]] as Rendered[];
        const merged = mergeDrawings(a?.svg ?? '', b?.svg ?? '', diagramHash(source));
        return `<div class="light">${a?.svg}</div><div class="dark">${b?.svg}</div><div class="merged">${merged}</div>`;
      })
      .join('');

    const browser = await chromium.launch({executablePath: '/usr/bin/chromium'});
    try {
      const page = await browser.newPage();
      await page.setContent(`<!doctype html><html><body>${html}</body></html>`);
      for (const mode of ['light', 'dark']) {
        // Mermaid's own drawings are scoped by their ids, not by the mode: only the merged one changes.
        // No function is named inside: tsx would wrap it in a helper the page does not have.
        const differences = await page.evaluate(
          ([mode, properties]) => {
            document.documentElement.dataset.theme = mode;
            const skip = ['style', 'defs', 'linearGradient', 'stop'];
            const found: string[] = [];
            for (const merged of Array.from(document.querySelectorAll('.merged'))) {
              const theirs =
                mode === 'light'
                  ? merged.previousElementSibling?.previousElementSibling
                  : merged.previousElementSibling;
              const [original, ours] = [theirs, merged].map((root) =>
                Array.from(root?.querySelectorAll('*') ?? []).filter((element) => !skip.includes(element.localName)),
              ) as [Element[], Element[]];
              if (original.length !== ours.length) found.push(`${original.length} elements, merged ${ours.length}`);
              original.forEach((element, index) => {
                const [a, b] = [element, ours[index] as Element].map((e) => getComputedStyle(e));
                for (const property of properties) {
                  // Ids differ by the theme's suffix only.
                  const [want, got] = [a, b].map((style) =>
                    style?.getPropertyValue(property).replace(/(m[0-9a-f]{16})-(light|dark)/g, '$1'),
                  );
                  if (want !== got)
                    found.push(
                      `<${element.localName} class="${element.getAttribute('class')}"> ${property}: ${want}, merged ${got}`,
                    );
                }
              });
            }
            return found;
          },
          [mode, SEEN] as const,
        );
        assert.deepEqual(differences.slice(0, 10), [], `${mode} mode`);
      }
    } finally {
      await browser.close();
    }
  });
});
