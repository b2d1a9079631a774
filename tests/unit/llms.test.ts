/**
 * The Markdown twins of pages and the llms.txt files made from them (src/plugins/llms).
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {fullText, llmsTxt, twinPath, type PageGroup} from '../../src/plugins/llms/files';
import {docsInReadingOrder, routeOfPermalink, sidebarOrder, type LoadedDoc} from '../../src/plugins/llms/index';
import {absoluteUrl, bracketAdmonitionTitles, pageMarkdown, type LinkContext} from '../../src/plugins/llms/markdown';

const SITE = 'https://packit.dev';
const routes = new Map([
  ['/site/docs/guide.md', '/docs/guide'],
  ['/site/docs/configuration/index.md', '/docs/configuration'],
  ['/site/docs/configuration/upstream/copr_build.md', '/docs/configuration/upstream/copr_build'],
]);
const links: LinkContext = {siteUrl: SITE, routeOfFile: (file) => routes.get(file)};
const page = {file: '/site/docs/configuration/index.md', url: `${SITE}/docs/configuration`};

const twin = (markdown: string, extra: {mdx?: boolean; byline?: string} = {}) =>
  pageMarkdown({markdown, title: 'Configuration', mdx: extra.mdx ?? false, byline: extra.byline, ...page}, links);

describe('Markdown twins', () => {
  it('drop the front matter and open with the title as h1', () => {
    const out = twin('---\ntitle: Configuration\ndescription: Keys.\nsidebar_position: 3\n---\n\nThe keys.\n');
    assert.equal(out, '# Configuration\n\nThe keys.\n');
  });

  it('replace a leading h1 of the source by the title', () => {
    assert.equal(twin('# Old title\n\nText.\n'), '# Configuration\n\nText.\n');
  });

  it('make file, route, anchor and relative links absolute', () => {
    const out = twin(
      [
        'See [the guide](../guide.md#install), [copr](./upstream/copr_build.md), [posts](/posts),',
        '[here](#jobs), [a sibling](./jobs) and [GitHub](https://github.com/packit).',
        '',
        '[ref]: ./upstream/copr_build.md',
        '',
        'A [reference][ref].',
      ].join('\n'),
    );
    assert.match(out, /\[the guide\]\(https:\/\/packit\.dev\/docs\/guide#install\)/);
    assert.match(out, /\[copr\]\(https:\/\/packit\.dev\/docs\/configuration\/upstream\/copr_build\)/);
    assert.match(out, /\[posts\]\(https:\/\/packit\.dev\/posts\)/);
    assert.match(out, /\[here\]\(https:\/\/packit\.dev\/docs\/configuration#jobs\)/);
    assert.match(out, /\[a sibling\]\(https:\/\/packit\.dev\/docs\/jobs\)/);
    assert.match(out, /\[GitHub\]\(https:\/\/github\.com\/packit\)/);
    assert.match(out, /^\[ref\]: https:\/\/packit\.dev\/docs\/configuration\/upstream\/copr_build$/m);
    assert.doesNotMatch(out, /\]\((?!https?:)/);
  });

  it('turn admonitions into quotes, with or without a title', () => {
    const out = twin(':::note\n\nMind the gap.\n\n:::\n\n:::tip The same from the CLI\n\nRun `packit build`.\n\n:::\n');
    assert.equal(
      out,
      '# Configuration\n\n> **Note:** Mind the gap.\n\n> **Tip: The same from the CLI**\n>\n> Run `packit build`.\n',
    );
  });

  it('leave colons in text alone', () => {
    const out = twin('Join packit:fedora.im or see fedora:rawhide.\n');
    assert.equal(out, '# Configuration\n\nJoin packit:fedora.im or see fedora:rawhide.\n');
  });

  it('keep code blocks, Mermaid and admonition-like lines in code as they are', () => {
    const source =
      '```mermaid\ngraph LR\n  a --> b\n```\n\n```yaml title=".packit.yaml"\njobs:\n  - job: copr_build\n```\n\n```text\n:::note Not a box\n```\n';
    const out = twin(source);
    assert.equal(out, `# Configuration\n\n${source}`);
    assert.equal(bracketAdmonitionTitles(':::note Title\nx\n:::'), ':::note[Title]\nx\n:::');
  });

  it('drop heading anchors and comments, keep tables', () => {
    const out = twin('## Jobs {#jobs}\n\nSummary.\n\n<!-- truncate -->\n\n| a | b |\n| - | - |\n| 1 | 2 |\n');
    assert.equal(out, '# Configuration\n\n## Jobs\n\nSummary.\n\n| a | b |\n| - | - |\n| 1 | 2 |\n');
  });

  it('render MDX components as their text and drop imports and expressions', () => {
    const out = twin(
      "import Tabs from '@theme/Tabs';\n\n<Tabs>\n\nInside a **tab**.\n\n</Tabs>\n\nValue {1 + 1} here.\n",
      {mdx: true},
    );
    assert.equal(out, '# Configuration\n\nInside a **tab**.\n\nValue  here.\n');
    assert.doesNotMatch(out, /<[A-Z]|import /);
  });

  it('put a post’s byline under its title', () => {
    assert.equal(twin('Text.\n', {byline: '2025-10-24, by Ann'}), '# Configuration\n\n_2025-10-24, by Ann_\n\nText.\n');
  });

  it('resolve links to unknown files against the page', () => {
    assert.equal(absoluteUrl('./missing.md', page, links), `${SITE}/docs/missing.md`);
    assert.equal(absoluteUrl('mailto:hello@packit.dev', page, links), 'mailto:hello@packit.dev');
  });
});

describe('llms.txt', () => {
  const doc = (id: string, permalink: string, extra: Partial<LoadedDoc> = {}): LoadedDoc => ({
    id,
    permalink,
    title: id,
    description: `About ${id}.`,
    source: `@site/docs/${id}.md`,
    ...extra,
  });

  it('orders docs as the sidebars do, then the docs no sidebar shows', () => {
    const sidebars = {
      main: [
        {type: 'doc', id: 'index'},
        {
          type: 'category',
          link: {type: 'doc', id: 'cli/index'},
          items: [{type: 'doc', id: 'cli/build'}, {type: 'link'}, {type: 'ref', id: 'index'}],
        },
        {type: 'category', link: {type: 'generated-index'}, items: [{type: 'doc', id: 'a'}]},
      ],
    };
    assert.deepEqual(sidebarOrder(sidebars), ['index', 'cli/index', 'cli/build', 'a']);
    const docs = [doc('z', '/docs/z'), doc('a', '/docs/a'), doc('cli/build', '/docs/cli/build'), doc('index', '/docs')];
    assert.deepEqual(
      docsInReadingOrder(docs, sidebars).map((d) => d.id),
      ['index', 'cli/build', 'a', 'z'],
    );
  });

  it('lists every page by section with its twin and description, the blogs as Optional', () => {
    const group = (id: string, label: string, routes: string[]): PageGroup => ({
      id,
      label,
      pages: routes.map((route) => ({
        title: `T ${route}`,
        description: `D ${route}`,
        route,
        markdown: `# T ${route}\n\nBody.\n`,
      })),
    });
    const text = llmsTxt({
      siteUrl: SITE,
      title: 'Packit',
      summary: 'One sentence.',
      details: 'A paragraph.',
      sections: [
        group('docs', 'Documentation', ['/docs', '/docs/guide']),
        group('research', 'Research', ['/research']),
      ],
      userDocs: ['docs'],
      blogs: [group('posts', 'Blog', ['/posts/hello'])],
    });
    assert.equal(
      text,
      [
        '# Packit',
        '',
        '> One sentence.',
        '',
        'A paragraph.',
        '',
        '## Documentation',
        '- [T /docs](https://packit.dev/docs.md): D /docs',
        '- [T /docs/guide](https://packit.dev/docs/guide.md): D /docs/guide',
        '',
        '## Research',
        '- [T /research](https://packit.dev/research.md): D /research',
        '',
        '## Full text',
        '- [User documentation in full](https://packit.dev/llms-full.txt): every page of Documentation, in one file',
        '- [Research in full](https://packit.dev/llms-full-research.txt): every page of Research, in one file',
        '',
        '## Optional',
        '- [T /posts/hello](https://packit.dev/posts/hello.md): D /posts/hello',
        '',
      ].join('\n'),
    );
    const full = fullText(SITE, 'Packit: Documentation', [group('docs', 'Documentation', ['/docs/guide'])]);
    assert.equal(
      full,
      '# Packit: Documentation\n\n---\n\n# T /docs/guide\n\nURL: https://packit.dev/docs/guide\n\nBody.\n',
    );
    assert.equal(twinPath('/posts/weekly/2025/week-43'), '/posts/weekly/2025/week-43.md');
    assert.equal(routeOfPermalink('/docs/cli/'), '/docs/cli');
    assert.equal(routeOfPermalink('/'), '/');
  });
});
