/**
 * Holds the local search to its relevance benchmark (tests/fixtures/search-queries.json) on the
 * built site: the index is made from build/ by the current index builder. `npm test` runs this
 * file again after `npm run build`; without build/ it is skipped. It holds the 93 queries the
 * ranking was first tuned on (each asked from its own section), and the held-out test set from
 * /docs, from / and from the answer's page at the figures the ranking reached (November 2026);
 * issue 30 asks top-3 >= 92% and top-1 >= 75% there. A floor is lowered only for a rule that held
 * out queries show to be better overall, or for corrected pages that move a query with the ranking
 * unchanged, and the README says by how much (the pages linking to a page, November 28, 2026: from
 * /docs 66/85 → 64/84; the text of 42 pages corrected, November 29: top-1 from /docs
 * 64 → 63; a fourth keyword pass, November 30: top-1 from /docs 63 → 62 and from the answer's
 * page 70 → 68, with top-3 up in all three contexts).
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {PACKIT_VERSION, SPECFILE_VERSION} from '../../src/packit-config/version';
import {indexOfBuild} from '../../src/plugins/local-search/index';
import {LocalSearchEngine} from '../../src/search/engine';
import {
  CONTEXTS,
  measureRelevance,
  pagesFor,
  relevanceQueries,
  type SearchContext,
} from '../../scripts/lib/search-relevance';

/** Reached on the test set (percent), rounded down: raise them as the ranking improves. */
const TEST_FLOORS: Partial<Record<SearchContext, {top1: number; top3: number}>> = {
  docs: {top1: 62, top3: 85},
  home: {top1: 67, top3: 90},
  answer: {top1: 68, top3: 94},
};

const build = join(import.meta.dirname, '../../build');
const built = existsSync(join(build, 'docs.html')) || existsSync(join(build, 'docs', 'index.html'));

/** What a reader sees on a built page: its HTML, each tag that ends a block a space, others none. */
const text = (path: string) =>
  readFileSync(join(build, `${path}.html`), 'utf8')
    .replace(/<\/?(?:a|b|code|em|i|kbd|span|strong|wbr)\b[^>]*>/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ');
/** packit's command line and configuration keys, from its code (scripts/extract-packit-facts.py). */
interface Command {
  readonly options?: readonly {opts: string[]}[];
  readonly commands?: Readonly<Record<string, Command>>;
}
const packitFacts = () =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, `../../src/packit-config/facts/packit-${PACKIT_VERSION}.json`), 'utf8'),
  ) as {cli: Command; levels: Record<string, {keys: Record<string, unknown>}>};
/** Whether a built page writes `literal` whole, not as part of a longer word or option. */
const writes = (path: string, literal: string) =>
  new RegExp(`(?<![\\w-])${literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(text(path));

describe('search relevance on the built site', {skip: built ? false : 'no build/: run `npm run build` first'}, () => {
  it('has at least 60 reader queries, each with pages to expect', () => {
    const queries = relevanceQueries('tune').filter((q) => q.origin === 'tuned');
    assert.ok(queries.length >= 60, `${queries.length} queries`);
    for (const q of queries) assert.ok(q.q.trim() !== '' && q.expect.length > 0, JSON.stringify(q));
  });

  let engine: Promise<LocalSearchEngine> | undefined;
  const loadEngine = () =>
    (engine ??= indexOfBuild(build).then((index) => new LocalSearchEngine(index, 'https://packit.dev')));

  it('puts an expected page in the top 3 for at least 95% of the queries and first for 80%', async () => {
    const {outcomes, top1, top3, mrr} = measureRelevance(await loadEngine());
    const misses = outcomes
      .filter((o) => o.rank === undefined || o.rank > 3)
      .map((o) => `"${o.query.q}": rank ${o.rank ?? 'none'}, first ${o.top.join(', ')}`);
    const figures = `top-1 ${(top1 * 100).toFixed(1)}%, top-3 ${(top3 * 100).toFixed(1)}%, MRR ${mrr.toFixed(3)}`;
    assert.ok(top3 >= 0.95, `${figures}; outside the top 3:\n${misses.join('\n')}`);
    assert.ok(top1 >= 0.8, figures);
  });

  it('answers each comment command packit-service takes with a page that writes it, its retriggering page among the first five', async () => {
    // The commands and aliases from packit-service's own parsers (tests/unit/comment-commands.test.ts).
    type Grammar = {prefix: string; commands: {name: string; aliases: string[]}[]};
    const comments = JSON.parse(
      readFileSync(join(import.meta.dirname, '../fixtures/packit-service-comments.json'), 'utf8'),
    ) as {packit: Grammar; fedoraCi: Grammar};
    const engine = await loadEngine();
    const wrong: string[] = [];
    for (const [grammar, section] of [
      [comments.packit, 'docs'],
      [comments.fedoraCi, 'fedora-ci'],
    ] as const) {
      for (const command of grammar.commands.flatMap((c) => [c.name, ...c.aliases])) {
        const query = `${grammar.prefix} ${command}`;
        const pages = pagesFor(engine, query, `/${section}`);
        // The modal shows each page by its best hit: the first one's text shows the command.
        const [hit] = engine.search({indexName: 'packitdev', query, context: `/${section}`}).hits;
        const shown = (hit?.content ?? '').includes(query);
        if (!shown || !writes(pages[0] ?? '', query) || !pages.slice(0, 5).includes(`/${section}/retriggering`))
          wrong.push(`${query}: ${pages.join(' ')}${shown ? '' : ` (its hit: ${hit?.content ?? 'none'})`}`);
      }
    }
    assert.deepEqual(wrong, []);
  });

  it("finds the page of each command of packit's command line, typed with or without an option, and a page writing an option typed alone", async () => {
    const engine = await loadEngine();
    const wrong: string[] = [];
    const expect = (query: string, ok: (first: string) => boolean) => {
      const pages = pagesFor(engine, query);
      if (!ok(pages[0] ?? '')) wrong.push(`${query}: ${pages.slice(0, 3).join(' ')}`);
    };
    const walk = (command: Command, path: readonly string[]) => {
      for (const [name, sub] of Object.entries(command.commands ?? {})) {
        const line = [...path, name];
        const page = `/docs/cli/${line.join('/')}`;
        walk(sub, line);
        // A group without options of its own has no page (its sidebar category lists its commands).
        if (!existsSync(join(build, `${page}.html`))) continue;
        expect(`packit ${line.join(' ')}`, (first) => first === page);
        for (const {opts} of sub.options ?? []) {
          const option = opts.find((o) => o.startsWith('--')) ?? opts[0] ?? '';
          expect(`packit ${line.join(' ')} ${option}`, (first) => first === page);
          expect(option, (first) => writes(first, option));
        }
      }
    };
    walk(packitFacts().cli, []);
    assert.deepEqual(wrong, []);
  });

  it("finds the configuration reference first for each key of packit's configuration, from /docs and from /", async () => {
    // Every key packit's schema takes, at any level.
    const {levels} = packitFacts();
    const keys = [...new Set(Object.values(levels).flatMap((level) => Object.keys(level.keys)))];
    const engine = await loadEngine();
    const missed = (context: string) =>
      keys
        .map((key) => `${key}: ${pagesFor(engine, key, context).slice(0, 3).join(' ')}`)
        .filter((line) => !line.split(' ')[1]?.startsWith('/docs/configuration'));
    // Reached on November 30, 2026 (93 keys): 81 from /docs and 75 from / (78 and 66 before a
    // heading that is the whole query named its page). The others are words of every page (`env`,
    // `project`, `labels`), or keys a guide explains at length (`sidetag_group`).
    const fromDocs = missed('/docs');
    const fromHome = missed('/');
    assert.ok(keys.length - fromDocs.length >= 81, fromDocs.join('\n'));
    assert.ok(keys.length - fromHome.length >= 75, fromHome.join('\n'));
  });

  it('finds the API page of each module, class and method of the specfile library typed as Python names', async () => {
    // specfile's modules, classes and methods, from its code (scripts/extract-specfile-facts.py).
    type Module = {classes: Record<string, {methods: Record<string, {dunder: boolean}>}>};
    const {modules} = JSON.parse(
      readFileSync(join(import.meta.dirname, `../fixtures/specfile-${SPECFILE_VERSION}.json`), 'utf8'),
    ) as {modules: Record<string, Module>};
    const engine = await loadEngine();
    const found = {modules: [0, 0], names: [0, 0]};
    const missed: string[] = [];
    const expect = (query: string, page: string, count: number[]) => {
      const first = pagesFor(engine, query, '/specfile')[0];
      count[0] = (count[0] ?? 0) + (first === page ? 1 : 0);
      count[1] = (count[1] ?? 0) + 1;
      if (first !== page) missed.push(`${query}: ${first ?? 'nothing'}`);
    };
    for (const [name, {classes}] of Object.entries(modules)) {
      const page = name === 'specfile.specfile' ? '/specfile/api/specfile' : `/specfile/api/${name.replace('.', '/')}`;
      if (!existsSync(join(build, `${page}.html`))) continue;
      expect(name, page, found.modules);
      for (const [cls, {methods}] of Object.entries(classes)) {
        expect(cls, page, found.names);
        for (const [method, {dunder}] of Object.entries(methods))
          if (!dunder && !method.startsWith('_')) expect(`${cls}.${method}`, page, found.names);
      }
    }
    // Reached on November 30, 2026: every module, and 125 of 149 classes and methods (122 before
    // `Changelog.copy` was searched by its words). Of the others, `Specfile.tags` finds the page of
    // the tags it returns, `Patch` the source-git pages about patches, `Sections.find` a post that
    // writes it whole.
    assert.equal(found.modules[0], found.modules[1], missed.join('\n'));
    assert.ok((found.names[0] ?? 0) >= 125, `${found.names.join(' of ')}:\n${missed.join('\n')}`);
  });

  for (const context of CONTEXTS) {
    const floor = TEST_FLOORS[context] ?? {top1: 0, top3: 0};
    it(`holds the held-out test set from ${context}: top-3 >= ${floor.top3}%, top-1 >= ${floor.top1}%`, async () => {
      const {top1, top3, mrr} = measureRelevance(await loadEngine(), relevanceQueries('test'), context);
      const figures = `top-1 ${(top1 * 100).toFixed(1)}%, top-3 ${(top3 * 100).toFixed(1)}%, MRR ${mrr.toFixed(3)}`;
      assert.ok(top3 * 100 >= floor.top3 && top1 * 100 >= floor.top1, figures);
    });
  }
});
