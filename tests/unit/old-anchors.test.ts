import assert from 'node:assert/strict';
import {existsSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {insertAliases, loadAliases, weeksOfLead} from '../../src/plugins/old-anchors/remark';
import {DROP_SLASH_SCRIPT, slashPage, slashRoutes} from '../../src/plugins/trailing-slash';
import {RESOLUTIONS} from '../../scripts/lib/static-server';
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

describe('trailing-slash copies', () => {
  it('exist for every route but the home page', () => {
    assert.deepEqual(slashRoutes(['/', '/docs/guide', '/404.html']), ['/docs/guide']);
  });
  it('drop the slash in the browser, keeping the query and fragment, and do nothing without one', () => {
    const html =
      '<!doctype html><html lang=en><head><meta charset=UTF-8><title>Guide</title></head><body>x</body></html>';
    const copy = slashPage(html, 'docs/guide.html');
    assert.equal(copy.replace(DROP_SLASH_SCRIPT, ''), html);
    assert.ok(copy.indexOf(DROP_SLASH_SCRIPT) > copy.indexOf('charset'));
    // Run the script as a browser would, at both addresses.
    const script = DROP_SLASH_SCRIPT.replace(/^<script>|<\/script>$/g, '');
    const run = (pathname: string) => {
      const calls: string[] = [];
      const location = {pathname, search: '?q=1', hash: '#x'};
      const history = {state: null, replaceState: (_s: unknown, _t: string, url: string) => calls.push(url)};
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own script, run as the browser would
      const drop = new Function('location', 'history', script) as (l: typeof location, h: typeof history) => void;
      drop(location, history);
      return calls;
    };
    assert.deepEqual(run('/docs/guide/'), ['/docs/guide?q=1#x']);
    assert.deepEqual(run('/docs/guide'), []);
    assert.deepEqual(run('/'), []);
  });
  it('refuse a page without a head, naming it', () => {
    assert.throws(() => slashPage('<p>no head</p>', 'build/x.html'), /build\/x\.html/);
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
    for (const resolution of RESOLUTIONS) {
      it(`every heading id of the old site lands on the build served ${resolution}`, () => {
        const cache = new HtmlCache();
        const problems = oldAnchors().flatMap((anchor) => missingAnchor(buildDir, anchor, cache, resolution) ?? []);
        assert.deepEqual(problems, [], `${problems.length} old anchors do not land:\n${problems.join('\n')}`);
      });
    }
  },
);
