/**
 * The site's own code builds: the real config, theme, plugins and pages over stub content (one page
 * for every route of tests/routes.txt). What the build refuses (broken links, anchors, Markdown
 * links and images, undeclared tags and authors, posts without a truncate marker) is Docusaurus's
 * own behaviour, tested by Docusaurus; tests/unit/config.test.ts checks that our config asks for it.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {buildFixture} from '../lib/fixtureSite';

describe('the build', () => {
  it('passes on the fixture site, with no duplicate route', async () => {
    const {ok, output} = await buildFixture('clean', {});
    assert.ok(ok, output);
    assert.doesNotMatch(output, /Duplicate routes/);
  });
});
