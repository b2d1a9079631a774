/**
 * Answers Algolia search requests from the local index with MiniSearch, in Algolia's own
 * response format, so that the stock DocSearch modal and /search page work unchanged.
 */
import MiniSearch, {type SearchResult} from 'minisearch';

import type {IndexedRecord, SearchIndex} from './indexFormat';

/** The parts of an Algolia search request the site's UI sends. */
export interface SearchRequest {
  readonly indexName: string;
  readonly query?: string;
  readonly facetFilters?: readonly (string | readonly string[])[] | string;
  readonly facets?: readonly string[] | string;
  readonly hitsPerPage?: number;
  readonly page?: number;
  readonly highlightPreTag?: string;
  readonly highlightPostTag?: string;
  readonly snippetEllipsisText?: string;
}

interface Highlight {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface Hit {
  objectID: string;
  type: IndexedRecord['t'];
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  content: string | null;
  hierarchy: Record<`lvl${0 | 1 | 2 | 3 | 4 | 5 | 6}`, string | null>;
  _highlightResult: {hierarchy: Record<string, Highlight>; content?: Highlight};
  _snippetResult: {content?: Omit<Highlight, 'matchedWords'>};
}

export interface SearchResponse {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets: Record<string, Record<string, number>>;
  exhaustiveNbHits: true;
  exhaustiveFacetsCount: true;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
}

const LEVELS = [0, 1, 2, 3, 4, 5, 6] as const;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Doc {
  id: number;
  lvl1: string;
  lvl2: string;
  lvl3: string;
  lvl4: string;
  content: string;
}

export class LocalSearchEngine {
  private readonly mini: MiniSearch<Doc>;

  constructor(
    private readonly index: SearchIndex,
    /** Absolute URL of the site (`siteConfig.url` + `baseUrl`), without the trailing slash. */
    private readonly siteUrl: string,
  ) {
    this.mini = new MiniSearch<Doc>({
      fields: ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'content'],
      storeFields: [],
      searchOptions: {boost: {lvl1: 3, lvl2: 2.5, lvl3: 2, lvl4: 1.5, content: 1}},
    });
    this.mini.addAll(
      index.records.map((r, id) => ({
        id,
        lvl1: r.h[0] ?? '',
        lvl2: r.h[1] ?? '',
        lvl3: r.h[2] ?? '',
        lvl4: r.h.slice(3).join(' '),
        content: r.c ?? '',
      })),
    );
  }

  search(request: SearchRequest): SearchResponse {
    const started = performance.now();
    const query = (request.query ?? '').trim();
    const hitsPerPage = request.hitsPerPage ?? 20;
    const page = request.page ?? 0;
    const matches =
      query === '' ? [] : this.match(query).filter((m) => this.passes(m.id as number, request.facetFilters));
    const hits = matches.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((m) => this.hit(m, request));
    return {
      hits,
      nbHits: matches.length,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(matches.length / hitsPerPage) : 0,
      hitsPerPage,
      facets: this.facets(matches, request.facets),
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      query,
      params: '',
      index: request.indexName,
      processingTimeMS: Math.round(performance.now() - started),
    };
  }

  /** Matching records, best first, one per page and anchor (as Algolia's `distinct` on the URL). */
  private match(query: string): SearchResult[] {
    const terms = query.split(/\s+/);
    const last = terms.length - 1;
    const results = this.mini.search(query, {
      combineWith: 'AND',
      prefix: (_term, i) => i === last,
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
    });
    const seen = new Set<string>();
    return results
      .map((r) => ({...r, score: r.score * (this.record(r.id as number).t === 'content' ? 1 : 1.5)}))
      .sort((a, b) => b.score - a.score)
      .filter((r) => {
        const record = this.record(r.id as number);
        const key = `${record.p}#${record.a}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  }

  private record(id: number): IndexedRecord {
    const record = this.index.records[id];
    if (!record) throw new Error(`No record ${id} in the search index.`);
    return record;
  }

  private facetValues(id: number): Record<string, string> {
    const page = this.index.pages[this.record(id).p];
    return {language: page?.l ?? '', docusaurus_tag: page?.g ?? ''};
  }

  /** Algolia facet filters: top-level entries are ANDed, nested lists ORed, "-" negates. */
  private passes(id: number, filters: SearchRequest['facetFilters']): boolean {
    if (filters === undefined) return true;
    const values = this.facetValues(id);
    const test = (filter: string) => {
      const negate = filter.startsWith('-');
      const [facet = '', ...rest] = (negate ? filter.slice(1) : filter).split(':');
      return (values[facet] === rest.join(':')) !== negate;
    };
    const all = typeof filters === 'string' ? [filters] : filters;
    return all.every((f) => (typeof f === 'string' ? test(f) : f.some(test)));
  }

  private facets(matches: readonly SearchResult[], facets: SearchRequest['facets']): SearchResponse['facets'] {
    const names = facets === undefined ? [] : typeof facets === 'string' ? [facets] : facets;
    const out: SearchResponse['facets'] = {};
    for (const name of names.includes('*') ? ['language', 'docusaurus_tag'] : names) {
      const counts: Record<string, number> = {};
      for (const m of matches) {
        const value = this.facetValues(m.id as number)[name];
        if (value) counts[value] = (counts[value] ?? 0) + 1;
      }
      out[name] = counts;
    }
    return out;
  }

  private hit(result: SearchResult, request: SearchRequest): Hit {
    const id = result.id as number;
    const record = this.record(id);
    const page = this.index.pages[record.p];
    const pre = request.highlightPreTag ?? '<mark>';
    const post = request.highlightPostTag ?? '</mark>';
    // What the reader typed first (so "targ" marks "Targ" in "Targets"), then the words it matched.
    const byLength = (a: string, b: string) => b.length - a.length;
    const words = [...new Set([...[...result.queryTerms].sort(byLength), ...[...result.terms].sort(byLength)])];
    const pattern = words.length > 0 ? new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'gi') : undefined;
    const highlight = (text: string): Highlight => {
      const escaped = escapeHtml(text);
      const matchedWords = pattern ? words.filter((w) => new RegExp(escapeRegExp(w), 'i').test(text)) : [];
      return {
        value: pattern ? escaped.replace(pattern, `${pre}$1${post}`) : escaped,
        matchLevel: matchedWords.length === 0 ? 'none' : matchedWords.length === words.length ? 'full' : 'partial',
        matchedWords,
      };
    };
    const hierarchy = Object.fromEntries(
      LEVELS.map((level) => [`lvl${level}`, (level === 0 ? page?.z : record.h[level - 1]) || null]),
    ) as Hit['hierarchy'];
    const content = record.c ?? null;
    // A page path is on this site; a full URL (another site's page) is kept as it is.
    const path = page?.u ?? '/';
    const base = /^https?:\/\//.test(path) ? '' : this.siteUrl;
    const anchor = record.a === '' ? null : record.a;
    const highlightedHierarchy: Record<string, Highlight> = {};
    for (const [key, value] of Object.entries(hierarchy)) {
      if (value !== null) highlightedHierarchy[key] = highlight(value);
    }
    return {
      objectID: String(id),
      type: record.t,
      url: `${base}${path}${anchor ? `#${anchor}` : ''}`,
      url_without_anchor: `${base}${path}`,
      anchor,
      content,
      hierarchy,
      _highlightResult: {hierarchy: highlightedHierarchy, ...(content !== null && {content: highlight(content)})},
      _snippetResult:
        content === null ? {} : {content: snippet(highlight(content), pre, request.snippetEllipsisText ?? '')},
    };
  }
}

/** About fifteen words of highlighted text around the first match. */
function snippet(highlighted: Highlight, pre: string, ellipsis: string): Omit<Highlight, 'matchedWords'> {
  const words = highlighted.value.split(' ');
  const first = Math.max(
    0,
    words.findIndex((w) => w.includes(pre)),
  );
  const start = Math.max(0, first - 5);
  const end = Math.min(words.length, start + 15);
  const text = words.slice(start, end).join(' ');
  return {
    value: `${start > 0 ? ellipsis : ''}${text}${end < words.length ? ellipsis : ''}`,
    matchLevel: highlighted.matchLevel,
  };
}
