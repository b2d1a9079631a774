import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {collapsedLinks, fileRoute, resolveLink, type FoundLink} from '../../scripts/lib/deepLinks';

const link = (route: string, fragment?: string): FoundLink => ({
  route,
  fragment,
  href: `${route}#${fragment}`,
  line: 1,
});

describe('check-deep-links helpers', () => {
  it('give content files their routes', () => {
    assert.equal(fileRoute('docs/cli/index.md'), '/docs/cli');
    assert.equal(fileRoute('docs/guide.md'), '/docs/guide');
    assert.equal(fileRoute('development/index.md', '/'), '/development');
    assert.equal(fileRoute('posts/monorepos/index.md'), '/posts/monorepos');
    assert.equal(fileRoute('weekly/2025/week-7.md'), '/posts/weekly/2025/week-7');
    assert.equal(fileRoute('posts/_template/index.md'), undefined);
    assert.equal(fileRoute('src/pages/usage.tsx'), undefined);
  });

  it('resolve file, relative, absolute and full links', () => {
    const files = new Map([['docs/configuration/index.md', '/docs/configuration']]);
    const at = (href: string) =>
      resolveLink(href, 'docs/configuration/upstream/tests.md', '/docs/configuration/upstream/tests', files);
    assert.deepEqual(at('../index.md#sources'), {route: '/docs/configuration', fragment: 'sources'});
    assert.deepEqual(at('/docs/guide/#2-approval'), {route: '/docs/guide', fragment: '2-approval'});
    assert.deepEqual(at('https://packit.dev/docs/cli/#from-pypi'), {route: '/docs/cli', fragment: 'from-pypi'});
    assert.deepEqual(at('copr_build#options'), {route: '/docs/configuration/upstream/copr_build', fragment: 'options'});
    assert.deepEqual(at('#targets'), {route: '/docs/configuration/upstream/tests', fragment: 'targets'});
    assert.equal(at('https://github.com/packit/packit#readme'), undefined);
    assert.equal(at('/img/logo.svg'), undefined);
  });

  it('report deep links that lost their fragment, and accept aliases and renamed sections', () => {
    const alias = (_route: string, id: string) => (id === 'top-level-keys' || id === 'jobs' ? 'structure' : undefined);
    const old = [link('/c', 'jobs'), link('/c', 'top-level-keys'), link('/c', 'sources'), link('/g', 'approval')];
    assert.deepEqual(
      collapsedLinks(old, [link('/c', 'structure'), link('/c', 'source-files'), link('/g', 'step-2')], alias),
      [],
    );
    const lost = collapsedLinks(old, [link('/c', 'structure'), link('/g')], alias);
    assert.deepEqual(
      lost.map((l) => [l.old.fragment, l.ours?.route]),
      [
        ['sources', undefined],
        ['approval', '/g'],
      ],
    );
  });
});
