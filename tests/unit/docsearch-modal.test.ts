import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, it} from 'node:test';

import docSearchModalPlugin, {dropUnused} from '../../src/plugins/docsearch-modal';

const load = async (code: string) =>
  (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {out: () => unknown};

// A module shaped as bundled libraries are: helpers, a class with a static factory assigned
// after it, a namespace filled by a call, a registry filled by a call, declarator lists.
const MODULE = `
function helper(x) { return x * 2; }
function used(x) { return helper(x) + 1; }
function unused() { return helper(3); }
class Schema { constructor(v) { this.v = v; } }
Schema.create = function (v) { return new Schema(v); };
var NS;
!(function (e) { e.seven = function () { return 7; }; })(NS || (NS = {}));
var registry = [];
registry.push("seen");
unused();
var a = 1, b = Schema.create(2), c = NS.seven();
function lonely() { var helper2 = 1; return helper2; }
function helper2() { return "a local of this name is no use of it"; }
export const out = () => [used(a), c, registry.length, typeof lonely];
`;

describe('dropUnused (src/plugins/docsearch-modal.ts)', () => {
  it('keeps what the exports reach and drops the rest, and the module does what it did', async () => {
    const {code, kept, total} = dropUnused(MODULE);
    for (const gone of ['function unused', 'class Schema', 'Schema.create', 'b =', 'function helper2', 'unused();']) {
      assert.ok(!code.includes(gone), `${gone} is dropped:\n${code}`);
    }
    for (const stays of ['function helper', 'function used', 'NS || (NS = {})', 'registry.push', 'c = NS.seven()']) {
      assert.ok(code.includes(stays), `${stays} is kept:\n${code}`);
    }
    assert.equal(total - kept, 6);
    // `lonely` is named by the export (typeof), so it stays with the local it declares.
    assert.deepEqual((await load(code)).out(), (await load(MODULE)).out());
    assert.deepEqual((await load(code)).out(), [3, 7, 1, 'function']);
  });

  it('fails on code it cannot parse, naming where', () => {
    assert.throws(() => dropUnused('export const a = ;'), /\(1:17\)/);
  });

  it('fails the build when the site turns Ask AI on, which the modal no longer has', () => {
    const context = (algolia: object) =>
      ({siteDir: '/nowhere', siteConfig: {themeConfig: {algolia}}}) as unknown as Parameters<
        typeof docSearchModalPlugin
      >[0];
    assert.throws(() => docSearchModalPlugin(context({askAi: 'assistant-id'})), /askAi is set/);
    assert.equal(docSearchModalPlugin(context({indexName: 'packit'})).name, 'docsearch-modal');
  });

  it('leaves the installed DocSearch modal without its Ask AI code (patch applied)', () => {
    const installed = readFileSync(require.resolve('@docsearch/react/modal'), 'utf8');
    const {code} = dropUnused(installed);
    // The chat's screens, marked's options, zod's errors and the AI SDK's id generators.
    for (const gone of ['DocSearch-AskAiScreen', 'pedantic', 'ZodError', '"aitxt"']) {
      assert.ok(installed.includes(gone) && !code.includes(gone), gone);
    }
    assert.match(code, /export \{ \w+ as DocSearchModal \}/);
    assert.ok(code.length < installed.length * 0.35, `${code.length} of ${installed.length} characters`);
  });
});
