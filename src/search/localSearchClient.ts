/**
 * A stand-in for Algolia's search client that answers from the local index. It is tiny: the
 * engine (MiniSearch) and the index load only when the first query is sent, or when `preload()`
 * is called on hover or focus of the search button.
 */
import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';

import type {SearchRequest, SearchResponse} from './engine';
import {INDEX_FILE, type SearchIndex} from './indexFormat';

type Engine = {search(request: SearchRequest): SearchResponse};

/** DocSearch and algoliasearch v5 send `{requests}`; algoliasearch-helper sends `[{indexName, params}]`. */
export type SearchArgument =
  {requests: readonly SearchRequest[]} | readonly {indexName: string; params?: Omit<SearchRequest, 'indexName'>}[];

let engine: Promise<Engine> | undefined;

/** Under `npm start` the plugin hands the index over as global data; a build serves it as a file. */
const devIndex = (globalData['local-search'] as {default?: {devIndex?: SearchIndex}} | undefined)?.default?.devIndex;

async function fetchIndex(): Promise<SearchIndex> {
  const response = await fetch(`${siteConfig.baseUrl}${INDEX_FILE}`);
  if (!response.ok) {
    throw new Error(`The search index answered HTTP ${response.status}.`);
  }
  return (await response.json()) as SearchIndex;
}

async function loadEngine(): Promise<Engine> {
  const base = `${siteConfig.url}${siteConfig.baseUrl}`.replace(/\/$/, '');
  const [{LocalSearchEngine}, index] = await Promise.all([
    import(/* webpackChunkName: "local-search-engine" */ './engine'),
    devIndex ?? fetchIndex(),
  ]);
  return new LocalSearchEngine(index, base);
}

/** Starts loading the engine and the index; a failed load is retried on the next call. */
export function preload(): Promise<Engine> {
  engine ??= loadEngine().catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
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

export const localSearchClient = {
  appId: 'local',
  transporter: {algoliaAgent: {value: 'local-search', add: () => undefined}},
  async search(argument: SearchArgument): Promise<{results: SearchResponse[]}> {
    const requests: SearchRequest[] = Array.isArray(argument)
      ? (argument as Extract<SearchArgument, readonly unknown[]>).map(({indexName, params}) => ({indexName, ...params}))
      : [...(argument as Extract<SearchArgument, {requests: unknown}>).requests];
    let loaded: Engine;
    try {
      loaded = await preload();
    } catch (cause) {
      throw retryError(cause);
    }
    const context = searchContext();
    return {results: requests.map((request) => loaded.search({...request, context}))};
  },
  addAlgoliaAgent(): void {
    // The Algolia clients call this to label their requests; there is nothing to label here.
  },
  clearCache(): Promise<void> {
    return Promise.resolve();
  },
};
