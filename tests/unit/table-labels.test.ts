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

  it('leaves a table of two columns as it is', async () => {
    const parsed = await table('| Key | Meaning |\n|---|---|\n| a | b |\n');
    assert.equal(parsed.data, undefined);
  });
});
