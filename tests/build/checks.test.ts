/**
 * The build refuses bad content with a message that names the page: each test builds the small
 * fixture site with one mistake added and reads the build's output.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {buildFixture} from '../lib/fixtureSite';

const doc = (body: string, frontMatter = 'title: Mistake\ndescription: A page with a mistake.') =>
  `---\n${frontMatter}\n---\n\n${body}\n`;

const post = (frontMatter: string) => `---\n${frontMatter}\n---\n\nSummary.\n\n<!-- truncate -->\n\nMore.\n`;

describe('the build', () => {
  it('passes on the fixture site as it is', async () => {
    const {ok, output} = await buildFixture('clean', {});
    assert.ok(ok, output);
    assert.doesNotMatch(output, /Duplicate routes/);
  });

  it('fails on a broken link and names the page', async () => {
    const {ok, output} = await buildFixture('broken-link', {'docs/mistake.md': doc('See [this](/docs/no-such-page).')});
    assert.equal(ok, false);
    assert.match(output, /Docusaurus found broken links/);
    assert.match(output, /Broken link on source page path = \/docs\/mistake:\s+-> linking to \/docs\/no-such-page/);
  });

  it('fails on a broken anchor and names the page', async () => {
    const {ok, output} = await buildFixture('broken-anchor', {'docs/mistake.md': doc('See [this](/docs#no-such-heading).')});
    assert.equal(ok, false);
    assert.match(output, /Docusaurus found broken anchors/);
    assert.match(output, /source page path = \/docs\/mistake:\s+-> linking to \/docs#no-such-heading/);
  });

  it('fails on a broken markdown link and names the file', async () => {
    const {ok, output} = await buildFixture('broken-md-link', {'docs/mistake.md': doc('See [this](./missing.md).')});
    assert.equal(ok, false);
    assert.match(output, /docs\/mistake\.md/);
    assert.match(output, /missing\.md/);
  });

  it('fails on a missing image and names the file', async () => {
    const {ok, output} = await buildFixture('missing-image', {'docs/mistake.md': doc('![A diagram](./missing.png)')});
    assert.equal(ok, false);
    assert.match(output, /docs\/mistake\.md/);
    assert.match(output, /missing\.png/);
  });

  it('fails on malformed front matter and names the file', async () => {
    const {ok, output} = await buildFixture('bad-front-matter', {
      'docs/mistake.md': doc('Text.', 'title: [unclosed\ndescription: x'),
    });
    assert.equal(ok, false);
    assert.match(output, /docs\/mistake\.md/);
  });

  it('fails on an undeclared tag, an unknown author and a post without a truncate marker', async () => {
    for (const [name, text, message] of [
      ['unknown-tag', post('title: T\ndate: 2025-01-02\nauthors: packit-team\ntags: [no-such-tag]'), /no-such-tag/],
      ['unknown-author', post('title: T\ndate: 2025-01-02\nauthors: no-such-author'), /no-such-author/],
      ['untruncated', '---\ntitle: T\ndate: 2025-01-02\nauthors: packit-team\n---\n\nNo marker.\n', /truncat/],
    ] as const) {
      const {ok, output} = await buildFixture(name, {'posts/mistake/index.md': text});
      assert.equal(ok, false, name);
      assert.match(output, message, name);
      assert.match(output, /folder posts\/[\s\S]*mistake\/index\.md/, name);
    }
  });

  it('only warns on a duplicate route', async () => {
    const {ok, output} = await buildFixture('duplicate-route', {
      'docs/duplicate.md': doc('Same route as docs/index.md.', 'title: Duplicate\ndescription: x\nslug: /'),
    });
    assert.ok(ok, output);
    assert.match(output, /Duplicate routes found/);
  });
});
