import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {describe, it} from 'node:test';

import {algoliaThemeConfig, searchSettings} from '../../src/config/search';
import {buildIndex, indexInputOfHtml, indexOfBuild, type IndexInput} from '../../src/plugins/local-search/index';
import {oldNames} from '../../src/plugins/local-search/oldNames';
import {
  LINK_CONTEXT,
  MAX_CONTENT,
  recordsOf,
  recordsOfHtml,
  recordsOfMarkdown,
} from '../../src/plugins/local-search/records';
import {LocalSearchEngine} from '../../src/search/engine';
import {headOf} from '../../src/search/indexFormat';
import {indexTerms, queryTerms} from '../../src/search/text';

const docPage = (body: string) =>
  `<html lang="en" class="docs-wrapper plugin-docs plugin-id-docs docs-version-current docs-doc-page"><head>` +
  `<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-docs-current">` +
  `</head><body><article><div class="theme-doc-markdown markdown"><header><h1>Copr builds</h1></header>${body}</div></article></body></html>`;

const postPage = (title: string, body: string) =>
  `<html lang="en" class="blog-wrapper plugin-blog plugin-id-weekly blog-post-page"><head></head><body>` +
  `<article><header><h1>${title}</h1></header><div class="markdown">${body}</div></article></body></html>`;

describe('search records', () => {
  it('follow the heading hierarchy and attach text to the nearest heading', () => {
    const {records} = recordsOf('Page', [
      {text: 'Intro.'},
      {level: 2, id: 'a', text: 'A'},
      {text: 'Under A.'},
      {level: 3, id: 'a1', text: 'A1'},
      {level: 2, id: 'b', text: 'B'},
    ]);
    assert.deepEqual(records, [
      {a: '', t: 'lvl1', h: ['Page']},
      {a: '', t: 'content', h: ['Page'], c: 'Intro.'},
      {a: 'a', t: 'lvl2', h: ['Page', 'A']},
      {a: 'a', t: 'content', h: ['Page', 'A'], c: 'Under A.'},
      {a: 'a1', t: 'lvl3', h: ['Page', 'A', 'A1']},
      {a: 'b', t: 'lvl2', h: ['Page', 'B']},
    ]);
  });

  it('split long sections into records of at most MAX_CONTENT characters', () => {
    const {records} = recordsOf('Page', [{text: 'x'.repeat(MAX_CONTENT * 2 + 10)}]);
    assert.equal(records.filter((r) => r.t === 'content').length, 3);
  });

  it('come from a built page without its hash links and buttons', () => {
    const page = recordsOfHtml(
      docPage(
        '<p>Packit builds <code>SRPMs</code> in Copr.</p>' +
          '<h2 id="targets">Targets<a class="hash-link" href="#targets">#</a></h2>' +
          '<ul><li>fedora-all</li><li><p>epel-9</p></li></ul>',
      ),
    );
    assert.ok(page);
    assert.equal(page.title, 'Copr builds');
    assert.deepEqual(
      page.records.map((r) => [r.t, r.a, r.h.at(-1), r.c]),
      [
        ['lvl1', '', 'Copr builds', undefined],
        ['content', '', 'Copr builds', 'Packit builds SRPMs in Copr.'],
        ['lvl2', 'targets', 'Targets', undefined],
        ['content', 'targets', 'Targets', 'fedora-all epel-9'],
      ],
    );
  });

  it('count, for each page, the other pages whose text links to it', () => {
    const linking = (body: string) => docPage(`<p>${body}</p>`);
    const inputs = [
      indexInputOfHtml('/docs/a', linking('<a href="/docs/target#jobs">one</a> <a href="/docs/target/">again</a>')),
      indexInputOfHtml('/docs/b', linking('<a href="/docs/target?x=1">two</a> <a href="/docs/target.md">raw</a>')),
      indexInputOfHtml(
        '/docs/target',
        linking('<a href="/docs/target">itself</a> <a href="https://x.org/docs/a">away</a>'),
      ),
    ].filter((i) => i !== undefined);
    assert.deepEqual(
      inputs[0]?.links?.map((l) => l.to),
      ['/docs/target', '/docs/target'],
    );
    const pages = buildIndex(inputs, new Map()).pages;
    assert.deepEqual(
      pages.map((p) => [p.u, p.i]),
      [
        ['/docs/a', undefined],
        ['/docs/b', undefined],
        ['/docs/target', 2],
      ],
    );
  });

  it('keep the words around a link, up to LINK_CONTEXT characters each side, in whole words', () => {
    const before = 'Packit can fetch the spec file from Fedora dist-git before it builds anything at all: ';
    const after = ' shows how, and the FAQ lists other ways to get the file before a build starts.';
    const page = recordsOfHtml(
      docPage(`<ul><li><p>${before}<a href="/docs/actions"><em>an</em> action</a>${after}</p></li></ul>`),
    );
    const context = page?.links?.[0]?.context ?? '';
    assert.equal(page?.links?.[0]?.to, '/docs/actions');
    assert.ok(context.includes('an action shows how'), context);
    assert.ok(`${before}an action${after}`.includes(context), context);
    assert.ok(context.includes('dist-git') && !context.includes('Packit') && !context.includes('starts'), context);
    assert.ok(context.length <= 'an action'.length + 2 * LINK_CONTEXT, context);
    // No word cut at the window's ends.
    for (const word of context.split(' ')) assert.ok(`${before}an action${after}`.split(' ').includes(word), word);
  });

  it("give a page the words other pages write around their links to it, as a record outside the index's head", () => {
    const input = (u: string, links: {to: string; context: string}[]): IndexInput => ({
      page: {u, l: 'en', g: 'docs-docs-current', z: 'Documentation'},
      records: recordsOf(u, []).records,
      links,
    });
    const index = buildIndex(
      [
        input('/docs/a', [{to: '/docs/target', context: 'Rerun a job, with a comment.'}]),
        input('/docs/b', [{to: '/docs/target', context: 'rerun jobs: see (how)'}]),
        input('/docs/target', [{to: '/docs/target', context: 'itself'}]),
      ],
      new Map(),
    );
    const linked = index.records.filter((r) => r.t === 'links');
    assert.deepEqual(linked, [
      {p: 2, a: '', t: 'links', h: ['/docs/target'], c: 'Rerun a job with comment jobs see how'},
    ]);
    assert.deepEqual(
      headOf(index)
        .records.filter((r) => r.p === 2)
        .map((r) => r.t),
      ['lvl1'],
    );
  });

  it('keep the words on either side of a line break apart', () => {
    const page = recordsOfHtml(
      docPage(
        '<pre><code><div class="token-line">url: hello-world<br></div><div class="token-line">jobs:<br></div></code></pre>' +
          '<table><tr><td>koji_build<br>bodhi_update</td></tr></table>',
      ),
    );
    assert.deepEqual(
      page?.records.flatMap((r) => r.c ?? []),
      ['url: hello-world jobs: koji_build bodhi_update'],
    );
  });

  it('come from markdown under npm start', () => {
    const {records} = recordsOfMarkdown(
      'Guide',
      '---\ntitle: Guide\n---\n\nHello [world](/x).\n\n## Set it up {#setup}\n\n```yaml\na: 1\n```\n\nRun it.\n',
    );
    assert.deepEqual(
      records.map((r) => [r.t, r.a, r.c]),
      [
        ['lvl1', '', undefined],
        ['content', '', 'Hello world.'],
        ['lvl2', 'setup', undefined],
        ['content', 'setup', 'Run it.'],
      ],
    );
  });

  it('index a page once, not again through its copy for the address with a slash', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'search-build-'));
    mkdirSync(join(dir, 'docs', 'copr'), {recursive: true});
    writeFileSync(join(dir, 'docs', 'copr.html'), docPage('<p>Text.</p>'));
    writeFileSync(join(dir, 'docs', 'copr', 'index.html'), docPage('<p>Text.</p>'));
    const index = await indexOfBuild(dir);
    assert.deepEqual(
      index.pages.map((p) => p.u),
      ['/docs/copr'],
    );
  });

  it('cover docs pages and posts only, with their section or blog as lvl0', () => {
    const doc = indexInputOfHtml('/docs/copr', docPage('<p>Text.</p>'));
    assert.deepEqual(doc?.page, {u: '/docs/copr', l: 'en', g: 'docs-docs-current', z: 'Documentation'});
    // As Docusaurus writes a docs page's `description` and `keywords` front matter.
    const withFields = docPage('<p>Text.</p>').replace(
      '</head>',
      '<meta data-rh="true" name="description" content="How Packit builds in Copr.">' +
        '<meta data-rh="true" name="keywords" content="rpm builds,  test packages ,pr builds"></head>',
    );
    assert.deepEqual(indexInputOfHtml('/docs/copr', withFields)?.page, {
      u: '/docs/copr',
      l: 'en',
      g: 'docs-docs-current',
      z: 'Documentation',
      d: 'How Packit builds in Copr.',
      w: 'rpm builds · test packages · pr builds',
    });
    const post = indexInputOfHtml('/posts/weekly/2025/week-1', postPage('Week 1 in Packit', '<p>News.</p>'));
    assert.deepEqual(post?.page, {u: '/posts/weekly/2025/week-1', l: 'en', g: 'default', z: 'Packit Weekly'});
    assert.equal(
      indexInputOfHtml('/posts', '<html class="blog-list-page plugin-id-posts"><body></body></html>'),
      undefined,
    );
  });
});

describe('the local search engine', () => {
  const index = buildIndex(
    [
      indexInputOfHtml(
        '/docs/copr',
        docPage('<p>Packit builds every pull request in Copr.</p><h2 id="targets">Targets</h2><p>Pick fedora-all.</p>'),
      ),
      indexInputOfHtml(
        '/posts/weekly/2025/week-1',
        postPage('Week 1 in Packit', '<p>Faster Copr builds this week.</p>'),
      ),
    ].filter((i) => i !== undefined),
  );
  const engine = new LocalSearchEngine(index, 'https://packit.dev');

  it("answers in Algolia's format with absolute URLs, highlights and snippets", () => {
    const response = engine.search({
      indexName: 'packitdev',
      query: 'targ',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    });
    assert.equal(response.nbHits, 1);
    const [hit] = response.hits;
    assert.ok(hit);
    assert.equal(hit.url, 'https://packit.dev/docs/copr#targets');
    assert.equal(hit.hierarchy.lvl0, 'Documentation');
    assert.equal(hit.hierarchy.lvl1, 'Copr builds');
    assert.equal(hit._highlightResult.hierarchy.lvl2?.value, '<mark>Targ</mark>ets');
    // DocSearch shows a hit's headings from their snippets, as it asks Algolia for them.
    assert.deepEqual(hit._snippetResult.hierarchy, {
      lvl1: {value: 'Copr builds', matchLevel: 'none'},
      lvl2: {value: '<mark>Targ</mark>ets', matchLevel: 'full'},
    });
  });

  it('snips the text where it holds the most query words, not where it first holds one', () => {
    const filler = Array.from({length: 30}, (_, i) => `word${i}`).join(' ');
    const text = `Builds run in Copr. ${filler} To build again, comment /packit build on it.`;
    const engine = new LocalSearchEngine(
      buildIndex([indexInputOfHtml('/docs/again', docPage(`<p>${text}</p>`))].filter((i) => i !== undefined)),
      'https://packit.dev',
    );
    const [hit] = engine.search({indexName: 'packitdev', query: '/packit build', snippetEllipsisText: '…'}).hits;
    assert.match(
      hit?._snippetResult.content?.value ?? '',
      /comment \/<mark>packit<\/mark> <mark>build<\/mark> on it\.$/,
    );
  });

  it('finds words with a typo and keeps one hit per page and anchor', () => {
    const response = engine.search({indexName: 'i', query: 'buils'});
    assert.deepEqual(
      response.hits.map((h) => h.url),
      [
        'https://packit.dev/docs/copr',
        'https://packit.dev/docs/copr#targets',
        'https://packit.dev/posts/weekly/2025/week-1',
      ],
    );
  });

  it('applies facet filters (AND of ORs, negation) and counts facets', () => {
    const both = [['docusaurus_tag:default', 'docusaurus_tag:docs-docs-current'], 'language:en'];
    // "copr" matches the docs page's top, its Targets section (through its title) and the post.
    assert.equal(engine.search({indexName: 'i', query: 'copr', facetFilters: both}).nbHits, 3);
    assert.equal(engine.search({indexName: 'i', query: 'copr', facetFilters: ['docusaurus_tag:default']}).nbHits, 1);
    assert.equal(engine.search({indexName: 'i', query: 'copr', facetFilters: ['-docusaurus_tag:default']}).nbHits, 2);
    assert.equal(engine.search({indexName: 'i', query: 'copr', facetFilters: ['language:fr']}).nbHits, 0);
    assert.deepEqual(engine.search({indexName: 'i', query: 'copr', facets: ['docusaurus_tag']}).facets, {
      docusaurus_tag: {'docs-docs-current': 2, default: 1},
    });
  });

  it('pages results and escapes HTML', () => {
    const page = engine.search({indexName: 'i', query: 'copr', hitsPerPage: 1, page: 1});
    assert.equal(page.hits.length, 1);
    assert.equal(page.nbPages, 3);
    assert.equal(engine.search({indexName: 'i', query: ''}).nbHits, 0);
    assert.equal(engine.search({indexName: 'i', query: '<script>'}).nbHits, 0);
  });

  it('marks the words where words start, never inside the characters it escapes', () => {
    const input = indexInputOfHtml(
      '/docs/quoting',
      docPage('<p>Run bash -c &quot;ls&quot; when a list &lt;t&gt; is quoted &amp; tested.</p>'),
    );
    assert.ok(input);
    const quoting = new LocalSearchEngine(buildIndex([input]), 'https://packit.dev');
    const marked = (query: string) =>
      quoting.search({indexName: 'i', query}).hits[0]?._highlightResult.content?.value ?? '';
    // Marked in the escaped HTML, "quot" and "t" were found inside &quot; and &lt;, and "t" inside "list".
    assert.equal(
      marked('quot'),
      'Run bash -c &quot;ls&quot; when a list &lt;t&gt; is <mark>quot</mark>ed &amp; tested.',
    );
    assert.equal(
      marked('list t'),
      // cspell:disable-next-line -- "tested" marked at its start
      'Run bash -c &quot;ls&quot; when a <mark>list</mark> &lt;<mark>t</mark>&gt; is quoted &amp; <mark>t</mark>ested.',
    );
    assert.equal(marked('a'), 'Run bash -c &quot;ls&quot; when <mark>a</mark> list &lt;t&gt; is quoted &amp; tested.');
  });

  it('marks an identifier whole across its separators, in any case, and says which words it found', () => {
    const input = indexInputOfHtml('/docs/mirrors', docPage('<p>Packit pushes to dist-git; Dist_Git mirrors it.</p>'));
    assert.ok(input);
    const mirrors = new LocalSearchEngine(buildIndex([input]), 'https://packit.dev');
    const content = (query: string) => mirrors.search({indexName: 'i', query}).hits[0]?._highlightResult.content;
    assert.deepEqual(content('distgit'), {
      value: 'Packit pushes to <mark>dist-git</mark>; <mark>Dist_Git</mark> mirrors it.',
      matchLevel: 'full',
      matchedWords: ['distgit'],
    });
    // A heading holding one of the query's words is matched partly.
    assert.deepEqual(mirrors.search({indexName: 'i', query: 'copr mirrors'}).hits[0]?._highlightResult.hierarchy.lvl1, {
      value: '<mark>Copr</mark> builds',
      matchLevel: 'partial',
      matchedWords: ['copr'],
    });
  });

  it('built in steps, answers as when built at once', async () => {
    const stepped = await LocalSearchEngine.build(index, 'https://packit.dev');
    for (const query of ['copr', 'buils', 'targ', 'fedora-all'])
      assert.deepEqual(stepped.search({indexName: 'i', query}).hits, engine.search({indexName: 'i', query}).hits);
  });

  it("from the index's head, finds titles and headings but no text", () => {
    const head = new LocalSearchEngine(headOf(index), 'https://packit.dev');
    assert.deepEqual(
      head.search({indexName: 'i', query: 'targets'}).hits.map((h) => h.url),
      ['https://packit.dev/docs/copr#targets'],
    );
    assert.equal(head.search({indexName: 'i', query: 'fedora-all'}).nbHits, 0);
    assert.equal(engine.search({indexName: 'i', query: 'fedora-all'}).nbHits, 1);
  });
});

describe('the ranking rules', () => {
  type Block = Parameters<typeof recordsOf>[1][number];
  const doc = (u: string, title: string, blocks: Block[] = [], extra: Partial<IndexInput['page']> = {}): IndexInput => {
    const section = u.split('/')[1] ?? 'docs';
    const page = {u, l: 'en', g: `docs-${section}-current`, z: section, ...extra};
    return {page, records: recordsOf(title, blocks).records};
  };
  const post = (u: string, title: string, blocks: Block[] = []): IndexInput => ({
    page: {u, l: 'en', g: 'default', z: 'Packit Weekly'},
    records: recordsOf(title, blocks).records,
  });
  const pages = (inputs: IndexInput[], query: string, context?: string, names = new Map<string, string>()) => {
    const engine = new LocalSearchEngine(buildIndex(inputs, names), 'https://packit.dev');
    const hits = engine.search({indexName: 'i', query, hitsPerPage: 100, ...(context !== undefined && {context})}).hits;
    return [...new Set(hits.map((h) => new URL(h.url_without_anchor).pathname))];
  };

  it('fold accents and case, and index identifiers whole and in parts', () => {
    assert.deepEqual(indexTerms('Kóji runs copr_build and dist-git.'), [
      'koji',
      'runs',
      'run',
      'copr',
      'build',
      'coprbuild',
      'and',
      'dist',
      'git',
      'distgit',
    ]);
    assert.deepEqual(queryTerms('Packit as a Service'), ['packit', 'service']);
    assert.deepEqual(queryTerms('copr_buld'), ['coprbuld']);
    assert.deepEqual(queryTerms('Where are the logs when my build fails?'), ['logs', 'build', 'fails']);
    assert.deepEqual(queryTerms('what is it'), ['what', 'is', 'it']);
  });

  it('rank the title above an h2, an h2 above an h3, an h3 above the text', () => {
    const inputs = [
      doc('/docs/text', 'Text', [{text: 'All about widgets here.'}]),
      doc('/docs/h3', 'Three', [
        {level: 2, id: 'x', text: 'Other'},
        {level: 3, id: 'w', text: 'Widgets'},
      ]),
      doc('/docs/h2', 'Two', [{level: 2, id: 'w', text: 'Widgets'}]),
      doc('/docs/title', 'Widgets'),
    ];
    assert.deepEqual(pages(inputs, 'widgets'), ['/docs/title', '/docs/h2', '/docs/h3', '/docs/text']);
  });

  it('rank records with all the words above records with some', () => {
    const inputs = [doc('/docs/copr', 'Copr'), doc('/docs/both', 'Builds', [{text: 'Copr targets are chroots.'}])];
    assert.deepEqual(pages(inputs, 'copr targets'), ['/docs/both', '/docs/copr']);
  });

  it('of two sections equal by every rule, list first the one BM25 scores higher (the shorter)', () => {
    const page = doc('/docs/page', 'Page', [
      {level: 2, id: 'long', text: 'Long'},
      {text: 'Widgets, with many more words around them in a paragraph that goes on.'},
      {level: 2, id: 'short', text: 'Short'},
      {text: 'Widgets.'},
    ]);
    const engine = new LocalSearchEngine(buildIndex([page]), 'https://packit.dev');
    const hits = engine.search({indexName: 'i', query: 'widgets'}).hits;
    assert.deepEqual(
      hits.map((h) => h.anchor),
      ['short', 'long'],
    );
  });

  it('rank exact words above prefixes and prefixes above typos, typos only from five letters', () => {
    const inputs = [doc('/docs/typo', 'Guild'), doc('/docs/prefix', 'Builder'), doc('/docs/exact', 'Build')];
    assert.deepEqual(pages(inputs, 'build'), ['/docs/exact', '/docs/prefix', '/docs/typo']);
    assert.deepEqual(pages([doc('/docs/koji', 'Koji')], 'koja'), []);
    assert.deepEqual(pages([doc('/docs/koji', 'Koji builds')], 'builts'), ['/docs/koji']);
  });

  it('match a lone word of one or two letters as a prefix in page names only, and whole anywhere', () => {
    const inputs = [
      doc('/docs/text', 'Text', [{text: 'Configure the copr project.'}]),
      doc('/docs/title', 'Copr builds'),
      doc('/docs/whole', 'Whole', [{text: 'Set co to true.'}]),
    ];
    assert.deepEqual(pages(inputs, 'co').sort(), ['/docs/title', '/docs/whole']);
    assert.deepEqual(pages(inputs, 'cop').sort(), ['/docs/text', '/docs/title']);
  });

  it('find a word by its stem', () => {
    const inputs = [doc('/docs/other', 'Tests'), doc('/docs/retriggering', 'Retriggering tests')];
    assert.equal(pages(inputs, 'retrigger tests')[0], '/docs/retriggering');
    const builds = [doc('/docs/builds', 'Builds'), doc('/docs/matching', 'Matching builds')];
    assert.equal(pages(builds, 'match build')[0], '/docs/matching');
  });

  it('find an identifier written with _, - or spaces, joined, with a typo, and with accents', () => {
    const inputs = [doc('/docs/other', 'Copr projects'), doc('/docs/job', 'copr_build')];
    for (const query of ['copr_build', 'copr-build', 'copr build', 'coprbuild', 'copr_buld', 'CÓPR_BUILD']) {
      assert.equal(pages(inputs, query)[0], '/docs/job', query);
    }
  });

  it('search an identifier by its parts when the index holds nothing like it whole', () => {
    const inputs = [doc('/docs/other', 'Copr projects'), doc('/docs/cli', 'Update dist-git from source-git')];
    assert.deepEqual(
      queryTerms('update-dist-git now', () => false),
      ['update', 'dist', 'git', 'now'],
    );
    assert.equal(pages(inputs, 'update-dist-git')[0], '/docs/cli');
    assert.equal(pages(inputs, 'source_git update')[0], '/docs/cli');
  });

  it('rank first, of two pages equal by every other rule, the one more pages link to', () => {
    const linksTo = (u: string, to: string): IndexInput => ({...doc(u, 'Elsewhere'), links: [{to, context: ''}]});
    const inputs = [
      doc('/docs/alpha', 'Tests'),
      doc('/docs/beta', 'Tests'),
      linksTo('/docs/one', '/docs/beta'),
      linksTo('/docs/two', '/docs/beta'),
    ];
    assert.deepEqual(pages(inputs, 'tests'), ['/docs/beta', '/docs/alpha']);
    assert.deepEqual(pages(inputs.slice(0, 2), 'tests'), ['/docs/alpha', '/docs/beta']);
  });

  it('find a page by the words other pages write around their links to it, and show its top', () => {
    const inputs: IndexInput[] = [
      doc('/docs/retriggering', 'Retriggering', [{text: 'Comment /packit build on the pull request.'}]),
      {
        ...doc('/docs/guide', 'Guide', [{text: 'Builds run in Copr.'}]),
        links: [{to: '/docs/retriggering', context: 'to rerun a failed build'}],
      },
    ];
    const engine = new LocalSearchEngine(buildIndex(inputs, new Map()), 'https://packit.dev');
    const {hits} = engine.search({indexName: 'i', query: 'rerun'});
    assert.deepEqual(
      hits.map((h) => [h.url, h.type, h.content]),
      [['https://packit.dev/docs/retriggering', 'lvl1', null]],
    );
    assert.deepEqual(
      pages(
        inputs.map((i) => ({...i, links: []})),
        'rerun',
      ),
      [],
    );
  });

  it('rank docs above posts at equal quality, and keep posts searchable', () => {
    const inputs = [post('/posts/weekly/onboarding', 'Onboarding'), doc('/docs/guide', 'Onboarding')];
    assert.deepEqual(pages(inputs, 'onboarding'), ['/docs/guide', '/posts/weekly/onboarding']);
  });

  it("list groups in the order of their best hit and rank the reader's own section first", () => {
    const inputs = [
      doc('/docs/retriggering', 'Retriggering'),
      doc('/fedora-ci/retriggering', 'Retriggering'),
      doc('/docs/jobs', 'Jobs', [{text: 'See retriggering.'}]),
    ];
    assert.deepEqual(pages(inputs, 'retriggering', '/docs/guide'), [
      '/docs/retriggering',
      '/docs/jobs',
      '/fedora-ci/retriggering',
    ]);
    assert.deepEqual(pages(inputs, 'retriggering', '/fedora-ci'), [
      '/fedora-ci/retriggering',
      '/docs/retriggering',
      '/docs/jobs',
    ]);
  });

  it('rank a page by all its records, its rarer words and where it holds them, over a post holding all the words in one text', () => {
    const inputs = [
      post('/posts/weekly/2021', 'Weekly 2021', [{text: 'Logs of the srpm build now show when it fails.'}]),
      doc('/docs/reproduce', 'SRPM build logs', [{level: 2, id: 'f', text: 'When it fails'}, {text: 'Read on.'}]),
      doc('/docs/other', 'Builds', [{text: 'A build may fail.'}]),
    ];
    assert.equal(pages(inputs, 'where are the logs when the srpm build fails')[0], '/docs/reproduce');
  });

  it("rank a page by its best section, over a long page that holds a question's words in different sections", () => {
    const section = (id: string, heading: string, text: string) => [
      {level: 2, id, text: heading},
      {text},
      {text: `${text} Again.`},
    ];
    const inputs = [
      doc('/docs/configuration', 'Configuration', [
        ...section('copr', 'Copr', 'Copr projects keep the builds.'),
        ...section('chroots', 'Chroots', 'Chroots are the systems to build for.'),
        ...section('timeouts', 'Timeouts', 'A job has a timeout.'),
      ]),
      doc('/docs/long-builds', 'Long builds', [{text: 'Raise the timeout of a Copr build in one chroot.'}]),
    ];
    assert.equal(pages(inputs, 'copr chroot timeout')[0], '/docs/long-builds');
  });

  it("list each page's best section before any page's second, as the modal shows five hits a section", () => {
    const sections = [1, 2, 3, 4, 5].map((n) => ({level: 2, id: `s${n}`, text: `Widgets ${n}`}));
    const inputs = [doc('/docs/many', 'Widgets', sections), doc('/docs/one', 'Other', [{text: 'A widget.'}])];
    const engine = new LocalSearchEngine(buildIndex(inputs), 'https://packit.dev');
    const urls = engine
      .search({indexName: 'i', query: 'widgets'})
      .hits.map((h) => h.url.replace('https://packit.dev', ''));
    assert.deepEqual(urls.slice(0, 4), ['/docs/many', '/docs/one', '/docs/many#s1', '/docs/many#s2']);
  });

  it('rank first a page named by the query as a phrase, by its title or the end of its breadcrumbs', () => {
    const text = (n: number) => ({level: 2, id: `s${n}`, text: `Clone the dist-git repository, step ${n}`});
    const inputs = [
      doc('/docs/cli/source-git/init', 'init', [1, 2, 3].map(text), {b: 'Packit CLI › source-git › init'}),
      doc('/docs/cli/dist-git/init', 'init', [], {b: 'Packit CLI › dist-git › init'}),
    ];
    assert.equal(pages(inputs, 'dist-git init')[0], '/docs/cli/dist-git/init');
  });

  it('rank first a page titled with a configuration key that the query holds among other words', () => {
    const inputs = [
      doc('/docs/onboarding', 'Onboarding', [
        {text: 'The koji_build job is read from the dist-git config, never from upstream.'},
      ]),
      doc('/docs/configuration/downstream/koji_build', 'koji_build', [
        {text: 'This job config builds the package in Koji from dist-git.'},
      ]),
    ];
    assert.equal(
      pages(inputs, 'koji_build job config upstream or in dist-git')[0],
      '/docs/configuration/downstream/koji_build',
    );
  });

  it('with no section, rank user documentation, then posts, then the team sections, at equal quality', () => {
    const inputs = [
      doc('/research/monorepo', 'Monorepo'),
      post('/posts/monorepo', 'Monorepo'),
      doc('/fedora-ci/monorepo', 'Monorepo'),
    ];
    assert.deepEqual(pages(inputs, 'monorepo', '/'), ['/fedora-ci/monorepo', '/posts/monorepo', '/research/monorepo']);
    assert.equal(pages(inputs, 'monorepo', '/research/x')[0], '/research/monorepo');
  });

  it("search a page's keywords as its description, below its title", () => {
    const inputs = [
      doc('/docs/retriggering', 'Retriggering', [{text: 'Comment on the pull request.'}], {
        w: 'restart tests · rerun build',
      }),
      doc('/docs/tests', 'Tests', [{text: 'Packit runs tests.'}]),
      doc('/docs/restart', 'Restart tests'),
    ];
    assert.deepEqual(pages(inputs, 'rerun'), ['/docs/retriggering']);
    assert.deepEqual(pages(inputs, 'restart tests').slice(0, 2), ['/docs/restart', '/docs/retriggering']);
    // Keywords add words: one the page's title already has does not count twice.
    const twins = [doc('/docs/a', 'Koji builds'), doc('/docs/b', 'Koji builds', [], {w: 'manual koji build'})];
    assert.deepEqual(pages(twins, 'koji'), ['/docs/a', '/docs/b']);
  });

  it('search the old titles and redirect sources of a page', () => {
    const names = oldNames();
    assert.match(names.get('/docs/guide') ?? '', /Packit Onboarding Guide.*packit-as-a-service/);
    assert.match(names.get('/posts/weekly/2022') ?? '', /january-2022/);
    const inputs = [doc('/docs/guide', 'Packit Upstream Onboarding Guide'), doc('/docs/jobs', 'Packit Service jobs')];
    assert.equal(pages(inputs, 'packit-as-a-service', undefined, names)[0], '/docs/guide');
    assert.equal(pages(inputs, 'Packit Onboarding Guide', undefined, names)[0], '/docs/guide');
  });
});

describe('search settings', () => {
  it('use Algolia only with all three variables, and refuse a partial set', () => {
    assert.equal(searchSettings({}).backend, 'local');
    const algolia = searchSettings({ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i'});
    assert.deepEqual(algolia, {backend: 'algolia', appId: 'A', apiKey: 'k', indexName: 'i'});
    assert.throws(() => searchSettings({ALGOLIA_APP_ID: 'A'}), /ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME are not set/);
    assert.equal(algoliaThemeConfig(algolia)?.contextualSearch, true);
  });
});

/**
 * patches/@docsearch+react+4.7.1.patch is applied at install by patch-package to the bundles that
 * Prettier has just laid out line by line; its effects are tested in the browser
 * (tests/e2e/search.spec.ts: the result count, the suggestions, the error screen, the button's text).
 */
describe('the DocSearch fixes', () => {
  it('are made for the installed version', () => {
    const require = createRequire(import.meta.url);
    const modalFile = require.resolve('@docsearch/react/modal');
    const packageJson = readFileSync(join(dirname(modalFile), '..', '..', 'package.json'), 'utf8');
    const {version} = JSON.parse(packageJson) as {version: string};
    assert.ok(existsSync(join(import.meta.dirname, '..', '..', 'patches', `@docsearch+react+${version}.patch`)));
  });
});
