/**
 * A stand-in for Algolia's search client that answers from the local index. It is tiny: the
 * engine and the index load when `preload()` is called on hover or focus of the
 * search button, or at the first query. The index comes in two parts: its head (titles and
 * headings, `search-index-head.json`) answers the first keystrokes within a fraction of a second,
 * while the whole index (`search-index.json`) loads and is built in small steps; the modal's
 * query is then asked again, and every later query is answered from the whole index.
 */
import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';

import type {SearchRequest, SearchResponse} from './engine';
import {HEAD_INDEX_FILE, INDEX_FILE, type SearchIndex} from './indexFormat';

type Engine = {search(request: SearchRequest): SearchResponse};
type Answer = {results: SearchResponse[]};

/** DocSearch and algoliasearch v5 send `{requests}`; algoliasearch-helper sends `[{indexName, params}]`. */
export type SearchArgument =
  {requests: readonly SearchRequest[]} | readonly {indexName: string; params?: Omit<SearchRequest, 'indexName'>}[];

/** Under `npm start` the plugin hands the whole index over as global data; a build serves it as files. */
const devIndex = (globalData['local-search'] as {default?: {devIndex?: SearchIndex}} | undefined)?.default?.devIndex;
const siteUrl = `${siteConfig.url}${siteConfig.baseUrl}`.replace(/\/$/, '');

async function fetchIndex(file: string): Promise<SearchIndex> {
  const response = await fetch(`${siteConfig.baseUrl}${file}`);
  if (!response.ok) {
    throw new Error(`The search index answered HTTP ${response.status}.`);
  }
  return (await response.json()) as SearchIndex;
}

const engineCode = () => import(/* webpackChunkName: "local-search-engine" */ './engine');

/** A load that is done once, unless it fails: then the next call tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** The engine of the whole index, once it is built. */
let whole: Engine | undefined;
const wholeListeners = new Set<() => void>();

const loadWhole = once(async (): Promise<Engine> => {
  const [{LocalSearchEngine}, index] = await Promise.all([engineCode(), devIndex ?? fetchIndex(INDEX_FILE)]);
  whole = await LocalSearchEngine.build(index, siteUrl);
  // For tests and the benchmark: from now on every query is answered from the whole index.
  document.documentElement.dataset.searchIndex = 'whole';
  for (const listener of wholeListeners) listener();
  return whole;
});

const loadHead = once(async (): Promise<Engine> => {
  if (devIndex) return loadWhole();
  const [{LocalSearchEngine}, index] = await Promise.all([engineCode(), fetchIndex(HEAD_INDEX_FILE)]);
  return new LocalSearchEngine(index, siteUrl);
});

/** Starts loading the engine: the head of the index, then the whole of it. Resolves with the first. */
export function preload(): Promise<Engine> {
  const head = loadHead();
  void head.then(loadWhole).catch(() => undefined);
  return head;
}

/** Calls `listener` when the whole index is ready (after answers from its head); returns the unsubscribe. */
export function onWholeIndex(listener: () => void): () => void {
  wholeListeners.add(listener);
  return () => wholeListeners.delete(listener);
}

/** Algolia's clients report unreachable hosts with this error name; DocSearch shows its error screen for it. */
function retryError(cause: unknown): Error {
  const error = new Error('Unreachable hosts: the local search index could not be loaded.', {cause});
  error.name = 'RetryError';
  return error;
}

/** The page the reader last searched from, other than /search itself. */
let lastContext = '';

/**
 * The path the reader searches from, for contextual ranking. The /search page, usually reached
 * by the modal's "See all N results", ranks as the page the modal was opened on, so that it lists
 * the hits in the modal's order.
 */
function searchContext(): string {
  if (typeof window === 'undefined') return '';
  const path = `/${window.location.pathname.slice(siteConfig.baseUrl.length)}`.replace(/\/$/, '');
  if (path === '/search') return lastContext;
  lastContext = path;
  return path;
}

/** Resolves in a task of its own, after the input events already queued. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

/**
 * The client: `wholeOnly` waits for the whole index (the /search page, which is not asked again),
 * otherwise the head answers until the whole index is ready (the modal).
 *
 * In the modal a query waits for a task of its own before the engine runs, so that the browser
 * first paints the key the reader typed and handles the keys typed meanwhile. A query that a newer
 * one has replaced by then is not computed: it takes the newer one's answer, which DocSearch, keeping
 * its newest query's answer, renders once. (The /search page asks for pages of results that all count.)
 */
function client(wholeOnly: boolean) {
  let asked = 0;
  let latest: Promise<Answer> | undefined;
  return {
    appId: 'local',
    transporter: {algoliaAgent: {value: 'local-search', add: () => undefined}},
    async search(argument: SearchArgument): Promise<Answer> {
      const requests: SearchRequest[] = Array.isArray(argument)
        ? (argument as Extract<SearchArgument, readonly unknown[]>).map(({indexName, params}) => ({
            indexName,
            ...params,
          }))
        : [...(argument as Extract<SearchArgument, {requests: unknown}>).requests];
      const ask = ++asked;
      latest = (async (): Promise<Answer> => {
        let loaded: Engine;
        try {
          loaded = whole ?? (wholeOnly ? await loadWhole() : await preload());
        } catch (cause) {
          throw retryError(cause);
        }
        if (!wholeOnly) {
          await nextTask();
          if (ask !== asked && latest) return latest;
        }
        const engine = whole ?? loaded;
        const context = searchContext();
        const results = requests.map((request) => engine.search({...request, context}));
        // A User Timing mark, for the benchmark: when each query was answered, and from which index.
        performance.mark('local-search', {detail: {query: results[0]?.query ?? '', index: whole ? 'whole' : 'head'}});
        return {results};
      })();
      return latest;
    },
    addAlgoliaAgent(): void {
      // The Algolia clients call this to label their requests; there is nothing to label here.
    },
    clearCache(): Promise<void> {
      return Promise.resolve();
    },
  };
}

/** For the DocSearch modal. */
export const localSearchClient = client(false);
/** For the /search page. */
export const wholeIndexClient = client(true);
