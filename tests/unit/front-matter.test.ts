import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';

import config from '../../docusaurus.config';
import {parseFrontMatter} from '../../src/config/front-matter';

const parse = (fileContent: string) =>
  parseFrontMatter({filePath: 'docs/example.md', fileContent, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER});

describe('front matter', () => {
  it('is read as Docusaurus reads it', async () => {
    const {frontMatter, content} = await parse('---\ntitle: Example\ndescription: How jobs run.\n---\n\nText\n');
    assert.deepEqual(frontMatter, {title: 'Example', description: 'How jobs run.'});
    assert.equal(content.trim(), 'Text');
  });

  for (const description of ['Run `packit build`.', 'A **new** key.', 'See [the guide](/docs/guide).'])
    it(`refuses Markdown in a description, naming the file: ${description}`, async () => {
      await assert.rejects(
        parse(`---\ndescription: ${description}\n---\n`),
        /^Error: docs\/example\.md: the description/,
      );
    });

  it('is the parser the site uses', () => {
    assert.equal(config.markdown?.parseFrontMatter, parseFrontMatter);
  });
});
