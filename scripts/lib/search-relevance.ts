/**
 * The relevance benchmark of the local search: runs the reader queries of
 * tests/fixtures/search-queries.json as the modal sends them and scores where the expected pages
 * come. Shared by `npm run bench:search`, `npm run search:split` and the unit tests (scripts do not
 * import from tests/, so this lives here).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import type {LocalSearchEngine} from '../../src/search/engine';

/** The query file, relative to the repository root. */
export const QUERIES_FILE = 'tests/fixtures/search-queries.json';

/** Where a query comes from: tuned on (the first 93), a reader's GitHub issue, or a page's purpose. */
export type QueryOrigin = 'tuned' | 'issue' | 'purpose';
export type QuerySet = 'tune' | 'test';

export interface RelevanceQuery {
  readonly kind: string;
  readonly q: string;
  /** Pages that answer the query; the first of them found counts. */
  readonly expect: readonly string[];
  /**
   * Other pages that answer it too, as a judge found them who was not told which pages `expect`
   * lists: only pages the engine put in the top 3 of a miss were judged. They count for
   * `top3Answered` only.
   */
  readonly alsoAnswers?: readonly string[];
  /** The docs section the reader searches from (default `docs`). */
  readonly section?: string;
  readonly origin: QueryOrigin;
  /** For `origin: issue`: the issue, pull request or discussion the question was asked in. */
  readonly source?: string;
  /** Tune on `tune`, measure on `test` (see `npm run search:split`). */
  readonly set?: QuerySet;
  /** Written after the split was frozen: always in the tune set, and outside the shuffle, so that the test set stays as it was. */
  readonly afterSplit?: boolean;
}

export interface SplitMeta {
  readonly prng: 'mulberry32';
  readonly seed: number;
  readonly testShare: number;
  readonly minTest: number;
  readonly testCount: number;
  readonly note: string;
}

export interface QueryFile {
  readonly about: string;
  readonly split?: SplitMeta;
  readonly queries: RelevanceQuery[];
}

/** The split's fixed seed: changing it, or the queries, changes which queries are held out. */
export const SPLIT_SEED = 20260530;
const TEST_SHARE = 0.85;
const MIN_TEST = 150;

/** mulberry32: a small, well-known 32-bit seeded PRNG; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Tuned queries and those written after the split to `tune`; the others shuffled (Fisher-Yates,
 * seeded), the first `testCount` to `test`.
 */
export function assignSets(queries: readonly RelevanceQuery[], seed = SPLIT_SEED) {
  const fresh = queries.map((q, i) => ({q, i})).filter(({q}) => q.origin !== 'tuned' && q.afterSplit !== true);
  const order = fresh.map(({i}) => i);
  const random = mulberry32(seed);
  for (let k = order.length - 1; k > 0; k--) {
    const j = Math.floor(random() * (k + 1));
    const swap = order[k] as number;
    order[k] = order[j] as number;
    order[j] = swap;
  }
  const testCount = Math.min(order.length, Math.max(MIN_TEST, Math.ceil(TEST_SHARE * order.length)));
  const test = new Set(order.slice(0, testCount));
  const meta: SplitMeta = {
    prng: 'mulberry32',
    seed,
    testShare: TEST_SHARE,
    minTest: MIN_TEST,
    testCount,
    note: 'Frozen before any ranking change: tune only on set "tune", report set "test". Recompute with `npm run search:split`.',
  };
  return {
    meta,
    queries: queries.map((q, i): RelevanceQuery => ({
      ...q,
      set: q.origin === 'tuned' || q.afterSplit === true || !test.has(i) ? 'tune' : 'test',
    })),
  };
}

export function queryFile(): QueryFile {
  return JSON.parse(readFileSync(join(__dirname, '../..', QUERIES_FILE), 'utf8')) as QueryFile;
}

/** The queries of one set, or all of them. */
export function relevanceQueries(set?: QuerySet): RelevanceQuery[] {
  const queries = queryFile().queries;
  return set === undefined ? queries : queries.filter((q) => q.set === set);
}

/** Docs sections, as the contextual search of the modal sends them (every docs plugin's tag). */
const SECTIONS = ['docs', 'fedora-ci', 'source-git', 'development', 'deployment', 'research', 'agile', 'specfile'];

/** DocSearch's modal shows this many hits of each section (lvl0) at most (its `maxResultsPerGroup`). */
export const MODAL_HITS_PER_SECTION = 5;

/**
 * Distinct pages in the order the modal shows them for a query asked from the page at `context`
 * (a path: `/docs` for the docs, `/` for no section, or any page): of the 20 hits it asks for, the
 * first five of each section, sections in the order of their first hit, as DocSearch 4 groups them.
 */
export function pagesFor(engine: LocalSearchEngine, query: string, context = '/docs'): string[] {
  const response = engine.search({
    indexName: 'packitdev',
    query,
    hitsPerPage: 20,
    facetFilters: [
      'language:en',
      ['docusaurus_tag:default', ...SECTIONS.map((s) => `docusaurus_tag:docs-${s}-current`)],
    ],
    context,
  });
  const sections = new Map<string, string[]>();
  for (const hit of response.hits) {
    const section = hit.hierarchy.lvl0 ?? '';
    const shown = sections.get(section) ?? [];
    sections.set(section, shown);
    if (shown.length < MODAL_HITS_PER_SECTION) shown.push(new URL(hit.url_without_anchor).pathname);
  }
  return [...new Set([...sections.values()].flat())];
}

/**
 * Where a query is asked from. `own`: the section the query names (default docs), as the tune-set
 * assertion has always measured; `docs`: from /docs; `home`: from / (no section); `answer`: from
 * the page that answers it (its first expected page).
 */
export type SearchContext = 'own' | 'docs' | 'home' | 'answer';
export const CONTEXTS: readonly SearchContext[] = ['docs', 'home', 'answer'];

export function contextPath(query: RelevanceQuery, context: SearchContext): string {
  switch (context) {
    case 'own':
      return `/${query.section ?? 'docs'}`;
    case 'docs':
      return '/docs';
    case 'home':
      return '/';
    case 'answer':
      return query.expect[0] ?? '/';
  }
}

export interface QueryOutcome {
  readonly query: RelevanceQuery;
  /** 1-based rank of the first expected page among the distinct pages listed, or undefined. */
  readonly rank: number | undefined;
  /** The first three distinct pages listed. */
  readonly top: readonly string[];
  /** Whether one of them is an expected page or one judged to answer the query too. */
  readonly answered: boolean;
}

export interface Relevance {
  readonly outcomes: readonly QueryOutcome[];
  readonly top1: number;
  readonly top3: number;
  /** The share of queries whose first three pages hold an expected page or one judged to answer it. */
  readonly top3Answered: number;
  readonly mrr: number;
}

export function measureRelevance(
  engine: LocalSearchEngine,
  queries: readonly RelevanceQuery[] = relevanceQueries('tune').filter((q) => q.origin === 'tuned'),
  context: SearchContext = 'own',
): Relevance {
  return relevanceOf(queries.map((query) => outcomeOf(query, pagesFor(engine, query.q, contextPath(query, context)))));
}

/** Pages in the order a search engine lists them for a query asked from a path (see `pagesFor`). */
export type Ranking = (query: string, context: string) => Promise<readonly string[]>;

/** `measureRelevance` for any engine, e.g. another library compared with ours. */
export async function measureRanking(
  rank: Ranking,
  queries: readonly RelevanceQuery[],
  context: SearchContext,
): Promise<Relevance> {
  const outcomes: QueryOutcome[] = [];
  for (const query of queries) outcomes.push(outcomeOf(query, await rank(query.q, contextPath(query, context))));
  return relevanceOf(outcomes);
}

function outcomeOf(query: RelevanceQuery, pages: readonly string[]): QueryOutcome {
  const index = pages.findIndex((p) => query.expect.includes(p));
  const top = pages.slice(0, 3);
  const answers = [...query.expect, ...(query.alsoAnswers ?? [])];
  return {query, rank: index < 0 ? undefined : index + 1, top, answered: top.some((p) => answers.includes(p))};
}

function relevanceOf(outcomes: readonly QueryOutcome[]): Relevance {
  const n = Math.max(1, outcomes.length);
  const share = (test: (o: QueryOutcome) => boolean) => outcomes.filter(test).length / n;
  return {
    outcomes,
    top1: share((o) => o.rank === 1),
    top3: share((o) => o.rank !== undefined && o.rank <= 3),
    top3Answered: share((o) => o.answered),
    mrr: outcomes.reduce((sum, o) => sum + (o.rank === undefined ? 0 : 1 / o.rank), 0) / n,
  };
}
