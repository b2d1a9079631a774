/** src/remark/table-labels.ts on tables as remark-gfm (which Docusaurus uses) parses them. */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

import remarkTableLabels from '../../src/remark/table-labels';

interface Node {
  type: string;
  children?: Node[];
  data?: {hProperties?: Record<string, string>};
}

async function table(markdown: string): Promise<Node> {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkTableLabels);
  const tree = (await processor.run(processor.parse(markdown))) as Node;
  const found = tree.children?.find((node) => node.type === 'table');
  assert.ok(found, 'no table');
  return found;
}

describe('tables a phone shows as cards', () => {
  it('marks a table of three columns and names each body cell by its column, code included', async () => {
    const parsed = await table('| Key | `type` | Meaning |\n|---|---|---|\n| a | b | c |\n| d | e |\n');
    assert.deepEqual(parsed.data?.hProperties, {dataStack: ''});
    const [, ...rows] = parsed.children ?? [];
    assert.deepEqual(
      rows.map((row) => row.children?.map((cell) => cell.data?.hProperties?.dataLabel)),
      [
        ['Key', 'type', 'Meaning'],
        ['Key', 'type'],
      ],
    );
  });

  it('leaves a table of two columns as it is when its longest words fit a phone side by side', async () => {
    const parsed = await table(
      '| Key | Meaning |\n|---|---|\n| `vm_image_build` | builds an image with `image_request` |\n',
    );
    assert.equal(parsed.data, undefined);
  });

  // What fits is estimated as the site's cells let words wrap: inline code of up to 16 characters
  // whole, longer words after their separators, text after spaces and hyphens.
  it('makes cards of a table of two columns whose longest words do not fit side by side', async () => {
    const parsed = await table(
      '| Key | Meaning |\n|---|---|\n| `image_customizations` | adds to `payload_repositories` |\n| a | b |\n',
    );
    assert.deepEqual(parsed.data?.hProperties, {dataStack: ''});
    assert.equal(parsed.children?.[1]?.children?.[0]?.data?.hProperties?.dataLabel, 'Key');
  });

  it('lets a long word wrap where the site wraps it when it estimates a column', async () => {
    // One word of 46 characters, cut after its underscores and slashes: `handlers/` is its longest piece.
    const long = await table(
      '| Path | Meaning |\n|---|---|\n| `packit_service/worker/handlers/testing_farm.py` | the handler |\n',
    );
    assert.equal(long.data, undefined);
    // A hyphenated word of text wraps after its hyphens.
    const hyphens = await table(
      '| Key | Meaning |\n|---|---|\n| `koji_build` | a-very-long-hyphenated-word-that-wraps-often |\n',
    );
    assert.equal(hyphens.data, undefined);
  });
});
