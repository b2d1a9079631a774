/**
 * src/config/ssr-template.ts replaces Docusaurus's default SSR template, so a change Docusaurus
 * makes to its own template would not reach the site. This test renders the installed default
 * template and ours with Docusaurus's own compiler (eta, as `docusaurus build` calls it) and the
 * same data, removes the one documented difference from ours (each `<script defer>` is a
 * low-priority preload, and an inline script at the end of the body runs them after the first
 * paint), and fails on any other difference, printing it. When it fails after an upgrade, copy
 * Docusaurus's change into src/config/ssr-template.ts.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {describe, it} from 'node:test';
import {ssrTemplate} from '../../src/config/ssr-template';

const require = createRequire(import.meta.url);
const core = dirname(require.resolve('@docusaurus/core/package.json'));
const {compileSSGTemplate} = require(join(core, 'lib/ssg/ssgTemplate.js')) as {
  compileSSGTemplate: (template: string) => Promise<(data: object) => string>;
};
const defaultTemplate = (require(join(core, 'lib/ssg/ssgTemplate.html.js')) as {default: string}).default;
const {version} = JSON.parse(readFileSync(join(core, 'package.json'), 'utf8')) as {version: string};

/** The fields renderSSGTemplate passes (node_modules/@docusaurus/core/lib/ssg/ssgTemplate.js), with values that show up. */
const data = {
  appHtml: '<main><h1>Page</h1><p>Text &amp; more</p></main>',
  baseUrl: '/base/',
  htmlAttributes: 'lang="en" dir="ltr" class="html-class"',
  bodyAttributes: 'class="body-class"',
  headTags: '<link rel="icon" href="/img/favicon.ico">',
  preBodyTags: '<script>var preBody = 1;</script>',
  postBodyTags: '<script>var postBody = 1;</script>',
  metaAttributes: ['<title data-rh="true">Page</title>', '<meta data-rh="true" name="description" content="d">'],
  scripts: ['assets/js/runtime~main.1.js', 'assets/js/main.2.js', 'assets/js/page.3.js'],
  stylesheets: ['assets/css/styles.4.css'],
  noIndex: false,
  version,
};

const preload = /<link rel="preload" as="script" fetchpriority="low" href="([^"]*)" \/>/g;
// eta (rmWhitespace) joins it to the post-body tags and keeps the line break after it.
const runner = /<script>\(function \(scripts\) \{[\s\S]*?\}\)\((\[[^\]]*\])\);<\/script>\n?/;

/** Ours rendered, with the documented script-loading change undone; throws when that change is not as documented. */
function undoScriptLoading(html: string): string {
  const match = runner.exec(html);
  assert.ok(match, 'the inline script that runs the scripts after the first paint is missing');
  assert.deepEqual(
    JSON.parse(match[1] ?? ''),
    data.scripts.map((script) => data.baseUrl + script),
    'the inline script runs other scripts than the page lists',
  );
  return html.replace(runner, '').replace(preload, '<script src="$1" defer></script>');
}

/** The lines that differ between two renders, in the order they come, marked - (default) and + (ours). */
function lineDifference(expected: string, actual: string): string[] {
  const a = expected.split('\n');
  const b = actual.split('\n');
  // Longest common subsequence of lines, then walk it: the templates are short.
  const width = b.length + 1;
  const lcs = new Array<number>((a.length + 1) * width).fill(0);
  const at = (i: number, j: number): number => lcs[i * width + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i * width + j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (i < a.length && (j === b.length || at(i + 1, j) >= at(i, j + 1))) {
      out.push(`- ${a[i++]}`);
    } else {
      out.push(`+ ${b[j++]}`);
    }
  }
  return out;
}

/** What separates our template from a default one, besides the script loading; empty when nothing does. */
async function drift(defaultSource: string): Promise<string[]> {
  const expected = (await compileSSGTemplate(defaultSource))(data);
  const ours = undoScriptLoading((await compileSSGTemplate(ssrTemplate))(data));
  return lineDifference(expected, ours);
}

describe('the SSR template', () => {
  it("renders as Docusaurus's installed default template does, but for the script loading", async () => {
    const difference = await drift(defaultTemplate);
    assert.deepEqual(
      difference,
      [],
      `src/config/ssr-template.ts no longer matches node_modules/@docusaurus/core/lib/ssg/ssgTemplate.html.js ` +
        `(Docusaurus ${version}); - default, + ours:\n${difference.join('\n')}`,
    );
  });

  it('loads each script with a low-priority preload and runs them in order from one inline script', async () => {
    const html = (await compileSSGTemplate(ssrTemplate))(data);
    assert.doesNotMatch(html, /<script src=/);
    assert.equal([...html.matchAll(preload)].length, data.scripts.length);
    assert.ok(html.indexOf('</head>') < html.search(runner));
  });

  it('notices a change of one byte in the default template', async () => {
    const altered = defaultTemplate.replace('charset="UTF-8"', 'charset="UTF-9"');
    assert.notEqual(altered, defaultTemplate);
    assert.deepEqual(await drift(altered), ['- <meta charset="UTF-9">', '+ <meta charset="UTF-8">']);
  });

  it('notices a line Docusaurus adds to the default template', async () => {
    const altered = defaultTemplate.replace(
      '<%~ it.preBodyTags %>',
      '<%~ it.preBodyTags %>\n    <noscript>new</noscript>',
    );
    const difference = await drift(altered);
    assert.ok(
      difference.some((line) => line.startsWith('- ') && line.includes('<noscript>new</noscript>')),
      difference.join('\n'),
    );
  });
});
