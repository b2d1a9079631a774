/**
 * The inverted index of the local search: for each index term, the records holding it, in which
 * fields and how many times. MiniSearch's radix tree (`SearchableMap`) finds the terms a query
 * word matches exactly, as a prefix or with typos; the engine ranks the records itself.
 */
import SearchableMap from 'minisearch/SearchableMap';

/**
 * The records holding a term, in record order, and for each the fields holding it (one bit each)
 * and how many times it holds it.
 */
interface Postings {
  readonly ids: number[];
  readonly masks: number[];
  readonly counts: number[];
}

/** One word of a query as the index is asked for it. */
export interface TermQuery {
  readonly term: string;
  readonly prefix: boolean;
  /** Edits allowed (0: none). */
  readonly typos: number;
  /** The fields it may match in, one bit each. */
  readonly fields: number;
}

/** An index term that answers a query, its records, and the query terms it answers. */
export interface MatchedTerm {
  readonly term: string;
  readonly postings: Postings;
  /** The fields it may be counted in for this query. */
  fields: number;
  readonly sources: string[];
}

export class TermIndex {
  private readonly terms = new SearchableMap<Postings>();

  /** Indexes record `id` (ids must come in increasing order) from the terms of each of its fields. */
  add(id: number, fields: readonly (readonly string[])[]): void {
    fields.forEach((terms, field) => {
      const bit = 1 << field;
      for (const term of terms) {
        let postings = this.terms.get(term);
        if (postings === undefined) this.terms.set(term, (postings = {ids: [], masks: [], counts: []}));
        const last = postings.ids.length - 1;
        if (postings.ids[last] === id) {
          postings.masks[last] = (postings.masks[last] ?? 0) | bit;
          postings.counts[last] = (postings.counts[last] ?? 0) + 1;
        } else {
          postings.ids.push(id);
          postings.masks.push(bit);
          postings.counts.push(1);
        }
      }
    });
  }

  /**
   * The index terms the queries match, each once: exactly, at the query term's prefix, then with
   * up to its typos (as MiniSearch's search finds them).
   */
  lookup(queries: readonly TermQuery[]): Map<string, MatchedTerm> {
    const found = new Map<string, MatchedTerm>();
    const hold = (term: string, postings: Postings, query: TermQuery) => {
      const match = found.get(term);
      if (match === undefined) found.set(term, {term, postings, fields: query.fields, sources: [query.term]});
      else {
        match.fields |= query.fields;
        if (!match.sources.includes(query.term)) match.sources.push(query.term);
      }
    };
    for (const query of queries) {
      const exact = this.terms.get(query.term);
      if (exact !== undefined) hold(query.term, exact, query);
      if (query.prefix) for (const [term, postings] of this.terms.atPrefix(query.term)) hold(term, postings, query);
      if (query.typos > 0)
        for (const [term, [postings]] of this.terms.fuzzyGet(query.term, query.typos)) hold(term, postings, query);
    }
    return found;
  }
}
