import assert from 'node:assert/strict';
import {existsSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {insertAliases, loadAliases, weeksOfLead} from '../../src/plugins/old-anchors/remark';
import {slashRedirectPage, slashRedirects} from '../../src/plugins/trailing-slash';
import {HtmlCache} from '../lib/builtSite';
import {missingAnchor, oldAnchors, printedLinks} from '../lib/oldAnchors';

const root = join(__dirname, '..', '..');
const buildDir = join(root, 'build');

type Node = Parameters<typeof insertAliases>[0];
const heading = (id: string): Node => ({
  type: 'heading',
  data: {hProperties: {id}},
  children: [{type: 'text', value: id}],
});
const item = (lead: string): Node => ({
  type: 'listItem',
  children: [{type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: lead}]}]}],
});
const spanIds = (nodes: Node[] | undefined) =>
  (nodes ?? []).filter((n) => n.type === 'oldAnchor').map((n) => n.data?.hProperties?.id);

describe('old anchor aliases', () => {
  it('go right before the heading that now holds the section', () => {
    const tree: Node = {type: 'root', children: [heading('intro'), heading('step-2-approval')]};
    insertAliases(tree, {'2-approval': '#step-2-approval', 'the-solution': 'top'}, 'docs/guide.md');
    assert.deepEqual(
      tree.children?.map((n) => `${n.data?.hName ?? n.type}#${String(n.data?.hProperties?.id)}`),
      ['span#the-solution', 'heading#intro', 'span#2-approval', 'heading#step-2-approval'],
    );
  });

  it('go to the first bullet of a week in the weekly summaries, ranges included', () => {
    const list: Node = {type: 'list', children: [item('Week 3:'), item('Weeks 24–25:'), item('Week 3:')]};
    const tree: Node = {type: 'root', children: [list]};
    insertAliases(tree, {'week-3-january': 'week:3', 'week-25-june': 'week:25'}, 'weekly/2022.md');
    assert.deepEqual(spanIds(list.children?.[0]?.children?.[0]?.children), ['week-3-january']);
    assert.deepEqual(spanIds(list.children?.[1]?.children?.[0]?.children), ['week-25-june']);
    assert.deepEqual(spanIds(list.children?.[2]?.children?.[0]?.children), []);
    assert.deepEqual(weeksOfLead('Weeks 14–16'), [14, 15, 16]);
    assert.deepEqual(weeksOfLead('Monorepos'), []);
  });

  it('stop the build with a way out when their target is gone', () => {
    const tree: Node = {type: 'root', children: [heading('triggers')]};
    assert.throws(() => {
      insertAliases(tree, {'optional-parameters': '#options'}, 'docs/x.md');
    }, /docs\/x\.md: old anchors point at heading #options.*aliases\.json/);
  });

  it('name existing source files and known kinds of target', () => {
    for (const [file, aliases] of Object.entries(loadAliases())) {
      assert.ok(existsSync(join(root, file)) && statSync(join(root, file)).isFile(), `${file} does not exist`);
      for (const [id, target] of Object.entries(aliases)) {
        assert.match(target, /^(#.+|week:\d+|top)$/, `${file}: ${id}`);
      }
    }
  });
});

describe('trailing-slash pages', () => {
  it('exist for every route but the home page, keeping the fragment', () => {
    const map = slashRedirects(['/', '/docs/guide', '/404.html']);
    assert.equal(map.get('/docs/guide'), '/docs/guide');
    assert.ok(!map.has('/') && !map.has('/404.html'));
    const page = slashRedirectPage('/docs/guide');
    assert.match(page, /location\.replace\("\/docs\/guide" \+ location\.search \+ location\.hash\)/);
    assert.match(page, /<html lang="en">/);
  });
});

describe('the committed lists', () => {
  it('hold the old anchors and the printed links, each once', () => {
    const anchors = oldAnchors();
    assert.ok(anchors.length > 1700);
    const keys = anchors.map((a) => `${a.route}#${a.id}`);
    assert.equal(new Set(keys).size, keys.length);
    for (const link of printedLinks()) assert.match(link.url, /^https:\/\/packit\.dev(\/|#|$)/);
  });
});

describe(
  'old anchors in the build',
  {skip: !existsSync(join(buildDir, 'index.html')) && 'no build/ (npm run build)'},
  () => {
    it('every heading id of the old site lands on the build', () => {
      const cache = new HtmlCache();
      const problems = oldAnchors().flatMap((anchor) => missingAnchor(buildDir, anchor, cache) ?? []);
      assert.deepEqual(problems, [], `${problems.length} old anchors do not land:\n${problems.join('\n')}`);
    });
  },
);
