import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {codeThemes, codeThemesCss} from '../../src/data/prism';
import remarkHighlightCode, {encodeTokens, styleClasses, themeDict, tokenize} from '../../src/remark/highlight-code';
import {tokenLines} from '../../src/theme/CodeBlock/highlighted';

const root = join(import.meta.dirname, '..', '..');

const YAML = ['# highlight-next-line', 'jobs:', '  - job: copr_build', '', '    trigger: pull_request'].join('\n');

describe('build-time highlighting', () => {
  it('registers the extra grammars (bash, ini, diff, docker, lua) and keeps the bundled ones', () => {
    for (const language of ['bash', 'ini', 'diff', 'docker', 'lua', 'yaml', 'python', 'json']) {
      assert.ok(tokenize('x = 1', language).length === 1, language);
    }
    const bash = tokenize('echo "hi" # note', 'bash')[0] ?? [];
    assert.ok(bash.some((t) => t.types.includes('comment')));
  });

  it('leaves a language without a grammar as plain lines', () => {
    assert.deepEqual(
      tokenize('a\nb', 'console').map((line) => line.map((t) => t.types)),
      [[['plain']], [['plain']]],
    );
  });

  it('picks, per style property, the type whose value wins, as prism-react-renderer merges them', () => {
    const light = themeDict(codeThemes.light, 'yaml');
    assert.deepEqual(styleClasses(['plain'], light, 'l'), []);
    assert.deepEqual(styleClasses(['key', 'atrule'], light, 'l'), ['lc-atrule']);
    assert.deepEqual(styleClasses(['no-such-type'], light, 'l'), []);
    // Dracula: variables are italic, strings are not but have their own colour.
    const dark = themeDict(codeThemes.dark, 'bash');
    assert.deepEqual(styleClasses(['variable', 'string'], dark, 'd').sort(), ['dc-string', 'df-variable']);
  });

  it('encodes lengths and classes, not text, and the browser cuts the same tokens again', () => {
    const encoded = encodeTokens(YAML, 'yaml');
    assert.ok(!encoded.includes('copr_build'));
    const {c, l} = JSON.parse(encoded) as {c: string[]; l: number[][]};
    assert.equal(l.length, 5);
    assert.deepEqual(l[3], []);
    assert.ok(
      c.some((name) => /^token .*\blc-\S+ dc-\S+/.test(name)),
      c.join(' | '),
    );
    const lines = tokenLines(YAML, {raw: `${YAML}\n`, tokens: encoded});
    const expected = tokenize(YAML, 'yaml');
    // Empty tokens show nothing; prism-react-renderer renders them, the build leaves them out.
    const visible = (line: readonly {content: string; types: string[]}[]) =>
      line.filter((t) => t.content !== '').map((t) => [t.content, t.types.filter((x) => !/^[ld][a-z]-/.test(x))]);
    assert.deepEqual(lines.map(visible), expected.map(visible));
  });

  it('skips the lines of magic comments that the theme removed', () => {
    const shown = YAML.split('\n').slice(1).join('\n');
    const lines = tokenLines(shown, {raw: YAML, tokens: encodeTokens(YAML, 'yaml')});
    assert.equal(lines.length, 4);
    assert.equal(lines[0]?.map((t) => t.content).join(''), 'jobs:');
    assert.ok(lines.at(0)?.at(0)?.className.includes('lc-'));
    assert.equal(lines[2]?.[0]?.empty, true);
  });

  it('shows plain text when there are no tokens or they do not fit the code', () => {
    assert.deepEqual(
      tokenLines('a b', null).map((line) => line.map((t) => t.className)),
      [['token plain']],
    );
    const other = tokenLines('completely different', {
      raw: 'completely different',
      tokens: encodeTokens('short', 'yaml'),
    });
    assert.equal(other[0]?.[0]?.content, 'completely different');
  });

  it('gives fenced code a tokens property, but not Mermaid diagrams', () => {
    const code = {type: 'code', lang: 'yaml', value: 'a: 1'} as const;
    const mermaid = {type: 'code', lang: 'mermaid', value: 'graph TD; A-->B'} as const;
    const tree = {type: 'root', children: [{...code}, {...mermaid}]};
    remarkHighlightCode()(tree);
    const [first, second] = tree.children as unknown as {data?: {hProperties?: {tokens?: string}}}[];
    assert.equal(typeof first?.data?.hProperties?.tokens, 'string');
    assert.equal(second?.data, undefined);
  });
});

describe('src/css/code-themes.css', () => {
  it('is generated from the code themes (run `npm run code-themes`)', () => {
    assert.equal(readFileSync(join(root, 'src', 'css', 'code-themes.css'), 'utf8'), codeThemesCss());
  });

  it('scopes the light colours outside dark mode and the dark ones to it', () => {
    const css = codeThemesCss();
    assert.match(css, /html:not\(\[data-theme='dark'\]\) \.lc-comment \{\n {2}color: #[0-9a-f]{6};\n\}/);
    assert.match(css, /html:not\(\[data-theme='dark'\]\) \.lf-comment \{\n {2}font-style: italic;\n\}/);
    assert.match(css, /html\[data-theme='dark'\] \.dc-keyword \{\n {2}color: [^;]+;\n\}/);
    assert.ok(!/opacity: 0\./.test(css));
  });
});
