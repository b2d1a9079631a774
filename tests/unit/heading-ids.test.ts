/**
 * src/remark/heading-ids.ts against Docusaurus's own heading plugin (@docusaurus/mdx-loader): the
 * headings are parsed and given their ids as the build does, then checked.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import headings from '@docusaurus/mdx-loader/lib/remark/headings/index.js';
import type {Root} from 'mdast';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

import remarkHeadingIds, {unreadHeadingIds} from '../../src/remark/heading-ids';

/** The tree of a Markdown text after Docusaurus's heading plugin, and the ids it gave. */
async function parsed(markdown: string): Promise<{tree: Root; ids: string[]}> {
  const processor = unified().use(remarkParse).use(headings, {anchorsMaintainCase: false});
  const tree = await processor.run(processor.parse(markdown));
  const ids = tree.children.flatMap((node) =>
    node.type === 'heading' ? [String((node.data as {id?: string} | undefined)?.id)] : [],
  );
  return {tree, ids};
}

describe('headings whose explicit id Markdown did not read', () => {
  it('passes ids Docusaurus reads, also after escaped underscores and code', async () => {
    const {tree, ids} = await parsed(
      '## reload() {#specfile-reload}\n\n### \\_\\_deepcopy\\_\\_() {#specfile-deepcopy}\n\n### `copr_build` {#copr_build}\n',
    );
    assert.deepEqual(ids, ['specfile-reload', 'specfile-deepcopy', 'copr_build']);
    assert.deepEqual(unreadHeadingIds(tree, `${process.cwd()}/specfile/x.md`), []);
  });

  it('names the file and line of an id with emphasis in it, which readers would see as text', async () => {
    const {tree} = await parsed('# Title\n\n### \\_\\_deepcopy\\_\\_() {#specfile-__deepcopy__}\n');
    assert.deepEqual(unreadHeadingIds(tree, `${process.cwd()}/specfile/x.md`), [
      'specfile/x.md:3: __deepcopy__() {#specfile-deepcopy}',
    ]);
    assert.throws(() => {
      remarkHeadingIds()(tree, {path: `${process.cwd()}/specfile/x.md`});
    }, /specfile\/x\.md:3/);
  });
});
