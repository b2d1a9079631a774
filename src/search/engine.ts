/**
 * Answers Algolia search requests from the local index, in Algolia's own
 * response format, so that the stock DocSearch modal and /search page work unchanged.
 */
import type {IndexedPage, IndexedRecord, SearchIndex} from './indexFormat';
import {TermIndex, type MatchedTerm, type TermQuery} from './termIndex';
import {distance, indexTerms, maxTypos, phrase, queryTerms, stem} from './text';

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
  /**
   * Not Algolia's: the path of the page the reader searches from. Pages of its docs section
   * rank above other sections' pages for matches of equal quality (contextual search).
   */
  readonly context?: string;
}

interface Highlight {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

type Snippet = Omit<Highlight, 'matchedWords'>;

export interface Hit {
  objectID: string;
  type: IndexedRecord['t'];
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  content: string | null;
  hierarchy: Record<`lvl${0 | 1 | 2 | 3 | 4 | 5 | 6}`, string | null>;
  _highlightResult: {hierarchy: Record<string, Highlight>; content?: Highlight};
  _snippetResult: {hierarchy?: Record<string, Snippet>; content?: Snippet};
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

/** A letter or digit: a highlight starts only after a character that is not one. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const isWordCode = (code: number) =>
  code < 128
    ? (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
    : WORD_CHARACTER.test(String.fromCharCode(code));
const SEPARATOR_CODES = new Set(['-', '_', '.'].map((c) => c.charCodeAt(0)));

/** The code of the character at `at` in lower case (NaN past the end). */
function lowerCode(text: string, at: number): number {
  const code = text.charCodeAt(at);
  if (code >= 65 && code <= 90) return code + 32;
  return code < 128 ? code : text.charAt(at).toLowerCase().charCodeAt(0);
}

/**
 * Where `word` (folded: lower case letters and digits) ends if `text` holds it from `start`,
 * case aside and with a separator allowed between two of its letters (`distgit` in `dist-git`),
 * or -1 where it does not.
 */
function endOfWord(text: string, start: number, word: string): number {
  let at = start;
  for (let k = 0; k < word.length; k++) {
    const wanted = word.charCodeAt(k);
    if (k > 0 && SEPARATOR_CODES.has(text.charCodeAt(at)) && lowerCode(text, at + 1) === wanted) at += 1;
    if (lowerCode(text, at) !== wanted) return -1;
    at += 1;
  }
  return at;
}

/**
 * `text` highlighted as Algolia marks words: each place where a word of the text starts with one of
 * `words` (the first that does, in their order) is marked, so "t" typed after "upstream" marks
 * "three" and "tests" but not every t inside "https" or "Packit", and "targ" marks "Targ" in
 * "Targets". The words are looked for in the text itself, not in its escaped HTML, where "a" or
 * "quot" would be found inside `&amp;` or `&quot;` and break them.
 */
function highlighted(text: string, words: readonly string[], pre: string, post: string): Highlight {
  let html = '';
  let last = 0;
  const found = new Set<string>();
  const firsts = new Set(words.map((w) => w.charCodeAt(0)));
  let afterWord = false;
  for (let start = 0; start < text.length; start++) {
    const inWord = isWordCode(text.charCodeAt(start));
    const wordStart = inWord && !afterWord;
    afterWord = inWord;
    if (!wordStart || !firsts.has(lowerCode(text, start))) continue;
    let end = -1;
    for (const word of words) {
      const wordEnd = endOfWord(text, start, word);
      if (wordEnd === -1) continue;
      found.add(word);
      if (end === -1) end = wordEnd;
    }
    if (end === -1 || start < last) continue;
    html += `${escapeHtml(text.slice(last, start))}${pre}${escapeHtml(text.slice(start, end))}${post}`;
    last = end;
  }
  if (html === '') return {value: escapeHtml(text), matchLevel: 'none', matchedWords: []};
  const matchedWords = words.filter((w) => found.has(w));
  return {
    value: html + escapeHtml(text.slice(last)),
    matchLevel: matchedWords.length === words.length ? 'full' : 'partial',
    matchedWords,
  };
}

/**
 * The searchable fields of a record, and how high a match in each ranks (lower is better). A page's
 * keywords (`w`) are the words readers use for it rather than its own: they count as an h3 does.
 */
const ATTRIBUTE_RANK = {t: 0, k: 0, b: 1, d: 1, w: 3, h2: 2, h3: 3, h4: 4, c: 5} as const;
type Field = keyof typeof ATTRIBUTE_RANK;
const FIELDS = Object.keys(ATTRIBUTE_RANK) as Field[];
/**
 * A query of one word this short (the first keystrokes) is the prefix of thousands of words, most
 * of them in the text: as a prefix it is looked for in the page names only (titles, old names,
 * breadcrumbs, descriptions, h2 headings), and whole everywhere. Each such keystroke is then
 * answered in a few milliseconds instead of tens, which on a phone held up the keystrokes after it.
 */
const SHORT_PREFIX = 2;
const NAME_FIELDS: Field[] = ['t', 'k', 'b', 'd', 'h2'];
/** A record matching a query: each index term it holds that the query matched, with the fields holding it. */
interface Found {
  readonly id: number;
  /** Its BM25 score for the query's terms: of records equal by every rule, the higher comes first. */
  score: number;
  /** The index terms it holds that the query matched, each with the fields holding it. */
  readonly terms: {readonly matched: MatchedTerm; readonly mask: number}[];
}
const LEVEL_RANK: Record<IndexedRecord['t'], number> = {
  lvl1: 1,
  lvl2: 2,
  lvl3: 3,
  lvl4: 4,
  lvl5: 5,
  lvl6: 6,
  content: 7,
  links: 7,
};

/** The words of `text` that none of `others` holds, as index terms. */
const newWords = (text: string, others: readonly string[]) => {
  const known = new Set(others.flatMap(indexTerms));
  return indexTerms(text)
    .filter((t) => !known.has(t))
    .join(' ');
};

/** The docs section of a path: its first segment (`/docs/cli/srpm` → `docs`). */
export const sectionOf = (path: string) => /^\/([^/?#]+)/.exec(path)?.[1] ?? '';

/** How well a record matches a query, compared criterion by criterion as Algolia's ranking does. */
interface Ranked {
  readonly result: Found;
  /** Lower is better at each position (see `rank`). */
  readonly key: readonly number[];
}

const compareRanked = (a: Ranked, b: Ranked): number => {
  for (let i = 0; i < a.key.length; i++) {
    const d = (a.key[i] ?? 0) - (b.key[i] ?? 0);
    if (d !== 0) return d;
  }
  return b.result.score - a.result.score || a.result.id - b.result.id;
};

/** How a record holds one query word: its best attribute rank and how the word matched. */
interface WordMatch {
  readonly attribute: number;
  readonly typos: number;
  readonly quality: keyof typeof QUALITY;
}

interface WordsFound {
  /** One entry per query word, undefined where the record lacks it. */
  readonly words: readonly (WordMatch | undefined)[];
  readonly found: number;
  readonly typos: number;
  /** The best attribute rank holding all the words found (9 if none). */
  readonly together: number;
  readonly bestAttribute: number;
  readonly attributes: number;
  readonly inexact: number;
}

/** The pages that write what a query writes literally, and the records that do (`writersOf`). */
interface Writers {
  readonly pages: ReadonlySet<number>;
  readonly records: ReadonlySet<number>;
}

interface Evaluated {
  readonly result: Found;
  readonly words: WordsFound;
}

/** Weight of a word by the attribute rank it is found in (title and old names first, text last). */
const FIELD_WEIGHT = [3, 2, 2, 1.5, 1.25, 1] as const;
/** How much more a word counts for each further record of the passage holding it (saturating, up to ×3). */
const TF = 2;
/**
 * How far a passage's length slows that saturation (BM25's `b`): a long section holds any word in
 * many records, and would otherwise outrank the short one about it for a question in a reader's words.
 */
const LENGTH_NORM = 0.4;
/** Score factors for a page with a record holding every word: in one heading (or the title), in one text. */
const TOGETHER_HEADING = 1.5;
const TOGETHER_TEXT = 1.2;
/**
 * Score factor for a page named by the query as a phrase: its title, or the end of its breadcrumbs
 * (`dist-git init`: "Packit CLI › dist-git › init"; `bodhi update`: "Bodhi updates"), or another
 * of its names (see `namedBy`). A configuration key among other words names the page titled with
 * it too (`koji_build` in "koji_build and bodhi_update in upstream packit.yaml do nothing").
 */
const EXACT_NAME = 1.5;
/** A configuration key as a query spells it: words joined by underscores. */
const KEY = /[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)+/gu;
/**
 * A query that starts as a comment does (`/packit build`, `/packit-stg test`, `/packit-ci
 * scratch-build`): its prefix, without `-stg`, and its command.
 */
const COMMENT_COMMAND = /^\/(packit(?:-ci)?)(?:-stg)?\s+([\p{L}\p{N}-]+)/iu;
/** A command-line option as a query writes it: `--dist-git-branch`, `--with`. */
const CLI_OPTION = /(?<![\p{L}\p{N}-])--[\p{L}\p{N}][\p{L}\p{N}_-]*/gu;
/**
 * How many hits of one page come before the next page's. The modal shows the first five hits of
 * each section: one each shows five pages (two each showed three, three each two), and the
 * tune set's mean reciprocal rank as the modal shows it was best with one.
 */
const HITS_PER_TURN = 1;
/**
 * How much a page's score grows with the log of the number of pages linking to it
 * (`IndexedPage.i`): ×1.07 for one, ×1.3 for twenty. The pages the docs send readers to most
 * answer most of their questions, as links rank pages on the web.
 */
const LINKED = 0.1;
/** The sections written for the team rather than for Packit's users. */
const TEAM_SECTIONS = new Set(['development', 'deployment', 'research', 'agile']);
/** Score factors: the reader's own section, user documentation, posts, the team's sections. */
const AUDIENCE = {own: 1.5, user: 1, post: 0.75, team: 0.6} as const;
/**
 * How much a page's score counts for a reader searching from `section` (a path's first segment,
 * empty for none): their own section first, then by audience.
 */
export function audience(page: Pick<IndexedPage, 'u' | 'g'>, section: string): number {
  if (page.g === 'default') return AUDIENCE.post;
  const own = sectionOf(page.u);
  if (section !== '' && own === section) return AUDIENCE.own;
  return TEAM_SECTIONS.has(own) ? AUDIENCE.team : AUDIENCE.user;
}

/** Weight of a word by how it matched. */
const QUALITY = {exact: 1, stem: 0.9, prefix: 0.8, typo: 0.6, typos: 0.4} as const;

/**
 * The position of the query word matched as a prefix: the last one, unless it is a single
 * character after other words ("copr b"), which as a prefix would match a good part of the
 * index and hold up the reader's next keystrokes on a slow phone for nothing; -1 for none.
 */
function prefixIndex(terms: readonly string[]): number {
  const last = terms.length - 1;
  return last > 0 && (terms[last]?.length ?? 0) < 2 ? -1 : last;
}

/** Each field as one bit, and for each set of fields the best attribute rank among them (9: none). */
const FIELD_BIT = Object.fromEntries(FIELDS.map((f, i) => [f, 1 << i])) as Record<Field, number>;
const ALL_FIELDS = (1 << FIELDS.length) - 1;
const NAME_MASK = NAME_FIELDS.reduce((mask, f) => mask | FIELD_BIT[f], 0);
/** BM25's usual parameters, for the score that breaks the last ties between records. */
const BM25_K = 1.2;
const BM25_B = 0.75;
/** Records indexed in one step of `build`, between which the page handles the reader's input. */
const BUILD_STEP = 50;
const MASK_RANK = Array.from({length: 1 << FIELDS.length}, (_, mask) =>
  Math.min(9, ...FIELDS.filter((f) => mask & FIELD_BIT[f]).map((f) => ATTRIBUTE_RANK[f])),
);

/** How an index term matches a query word, or undefined when it does not. */
type TermMatch = {readonly typos: number; readonly quality: keyof typeof QUALITY} | undefined;

/**
 * How each query word matches an index term (only the last word is a prefix). The records of a
 * query share most of their terms, so `matches` keeps the answer per term for the whole query.
 */
function termMatches(indexTerm: string, terms: readonly string[], matches: Map<string, TermMatch[]>): TermMatch[] {
  let cached = matches.get(indexTerm);
  if (cached === undefined) {
    const last = prefixIndex(terms);
    cached = terms.map((term, i): TermMatch => {
      if (indexTerm === term) return {typos: 0, quality: 'exact'};
      if (indexTerm === stem(term)) return {typos: 0, quality: 'stem'};
      if (i === last && indexTerm.startsWith(term)) return {typos: 0, quality: 'prefix'};
      const typos = distance(term, indexTerm, maxTypos(term));
      if (typos > maxTypos(term)) return undefined;
      return {typos, quality: typos === 1 ? 'typo' : 'typos'};
    });
    matches.set(indexTerm, cached);
  }
  return cached;
}

/** How a record holds each query word, and the totals (see `termMatches` for `matches`). */
function wordsOf(result: Found, terms: readonly string[], matches: Map<string, TermMatch[]>): WordsFound {
  const entries = result.terms.map(({matched, mask}) => ({
    matched: termMatches(matched.term, terms, matches),
    mask,
    attribute: MASK_RANK[mask] ?? 9,
  }));
  let found = 0;
  let typos = 0;
  let bestAttribute = 9;
  let attributes = 0;
  let inexact = 0;
  // The fields in which every word found so far was found, to rank words found together.
  let together = ~0;
  const words = terms.map((_, i): WordMatch | undefined => {
    let best: WordMatch | undefined;
    let fieldsOfTerm = 0;
    for (const {matched, mask, attribute} of entries) {
      const match = matched[i];
      if (match === undefined) continue;
      fieldsOfTerm |= mask;
      if (
        best === undefined ||
        match.typos < best.typos ||
        (match.typos === best.typos &&
          (attribute < best.attribute ||
            (attribute === best.attribute && QUALITY[match.quality] > QUALITY[best.quality])))
      ) {
        best = {typos: match.typos, attribute, quality: match.quality};
      }
    }
    if (best === undefined) return undefined;
    found += 1;
    typos += best.typos;
    bestAttribute = Math.min(bestAttribute, best.attribute);
    attributes += best.attribute;
    if (best.quality !== 'exact') inexact += 1;
    together &= fieldsOfTerm;
    return best;
  });
  // The best field holding all the words found: one heading with all of them beats a title with one.
  const togetherAttribute = found === 0 ? 9 : (MASK_RANK[together & ((1 << FIELDS.length) - 1)] ?? 9);
  return {words, found, typos, together: togetherAttribute, bestAttribute, attributes, inexact};
}

export class LocalSearchEngine {
  private readonly terms = new TermIndex();
  /** The number of index terms of each record, by id, and their average. */
  private readonly sizes: number[] = [];
  private averageSize = 1;
  /** Each heading record's heading as a phrase, by id, as queries meet them. */
  private readonly headings: string[] = [];
  /**
   * Each page's names as phrases, by page number: its title, the ends of its breadcrumbs, its old
   * names and its command line.
   */
  private readonly names: string[][];
  /**
   * Each record's passage (its page's h2 section, or the text before the first h2), by id; -1 for
   * a page's top record, whose names and keywords belong to every passage of the page.
   */
  private readonly passages: Int32Array;
  /** Each passage's length in records, as a share of the average passage's, and its page. */
  private readonly passageLengths: number[] = [];
  private readonly passagePages: number[] = [];
  /**
   * For each record, the first record with its page and anchor: hits with the same one lead to
   * the same place, and only the best of them is kept.
   */
  private readonly targets: Int32Array;

  constructor(
    private readonly index: SearchIndex,
    /** Absolute URL of the site (`siteConfig.url` + `baseUrl`), without the trailing slash. */
    private readonly siteUrl: string,
    /** Index the records now (`build` indexes them in steps instead). */
    fill = true,
  ) {
    const titles: string[] = [];
    for (const r of index.records) if (r.t === 'lvl1') titles[r.p] = r.h[0] ?? '';
    this.names = index.pages.map((page, p) => {
      const crumbs = (page.b ?? '').split(' › ');
      const others = [...(page.k === undefined ? [] : page.k.split(' · ')), ...(page.n === undefined ? [] : [page.n])];
      return [titles[p] ?? '', ...crumbs.map((_, i) => crumbs.slice(i).join(' ')), ...others].map(phrase);
    });
    const passageIds = new Map<string, number>();
    this.passages = Int32Array.from(index.records, (r) => {
      if (r.t === 'lvl1') return -1;
      const key = `${r.p}#${r.h[1] ?? ''}`;
      const passage = passageIds.get(key) ?? passageIds.size;
      passageIds.set(key, passage);
      this.passageLengths[passage] = (this.passageLengths[passage] ?? 0) + 1;
      this.passagePages[passage] = r.p;
      return passage;
    });
    const average = this.passageLengths.reduce((sum, n) => sum + n, 0) / Math.max(1, passageIds.size);
    this.passageLengths.forEach((n, i) => (this.passageLengths[i] = n / average));
    const firsts = new Map<string, number>();
    this.targets = Int32Array.from(index.records, (r, id) => {
      const key = `${r.p}#${r.a}`;
      const first = firsts.get(key) ?? id;
      firsts.set(key, first);
      return first;
    });
    if (fill) this.addRecords(0, index.records.length);
  }

  /**
   * The engine for an index, built in small steps that leave the page free to handle the
   * reader's typing in between (a large index takes seconds to build on a slow phone).
   */
  static async build(index: SearchIndex, siteUrl: string): Promise<LocalSearchEngine> {
    const engine = new LocalSearchEngine(index, siteUrl, false);
    for (let from = 0; from < index.records.length; from += BUILD_STEP) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      engine.addRecords(from, Math.min(index.records.length, from + BUILD_STEP));
    }
    return engine;
  }

  /** Indexes the records from `from` up to `to`, their ids their positions in the index. */
  private addRecords(from: number, to: number): void {
    for (let id = from; id < to; id++) {
      const fields = this.fields(id).map(indexTerms);
      this.terms.add(id, fields);
      this.sizes[id] = fields.reduce((sum, terms) => sum + terms.length, 0);
    }
    this.averageSize = Math.max(1, this.sizes.reduce((sum, size) => sum + size, 0) / Math.max(1, this.sizes.length));
  }

  /** The searchable text of a record, by field (in the order of `FIELDS`). */
  private fields(id: number): string[] {
    const r = this.record(id);
    const page = this.index.pages[r.p];
    // The page's description, keywords, breadcrumbs and old names belong to the record of its top.
    const top = r.t === 'lvl1';
    const text: Record<Field, string> = {
      t: r.h[0] ?? '',
      k: (top && page?.k) || '',
      b: (top && page?.b) || '',
      d: (top && page?.d) || '',
      w: top && page?.w ? newWords(page.w, [r.h[0] ?? '', page.d ?? '', page.b ?? '', page.k ?? '']) : '',
      h2: r.h[1] ?? '',
      h3: r.h[2] ?? '',
      h4: r.h.slice(3).join(' '),
      c: r.c ?? '',
    };
    return FIELDS.map((f) => text[f]);
  }

  search(request: SearchRequest): SearchResponse {
    const started = performance.now();
    const query = (request.query ?? '').trim();
    const hitsPerPage = request.hitsPerPage ?? 20;
    const page = request.page ?? 0;
    const matches = query === '' ? [] : this.match(query, request.facetFilters, sectionOf(request.context ?? ''));
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

  /**
   * Matching records, best first, one per page and anchor (as Algolia's `distinct` on the URL),
   * grouped by section (lvl0) in the order of each group's best hit, as the modal shows them.
   */
  private match(query: string, filters: SearchRequest['facetFilters'], section: string): Found[] {
    // Typos are looked up only when the identifier is not in the index as it is: they cost most.
    // An identifier made of words the index holds is not misspelt: with none like it whole, it
    // is searched by its words (`Changelog.copy`), not as the identifier a typo away.
    const known = (term: string, prefix: boolean, typos: number) =>
      this.terms.lookup([{term, prefix, typos, fields: ALL_FIELDS}]).size > 0;
    const terms = queryTerms(
      query,
      (joined, last, parts) =>
        known(joined, last, 0) ||
        (!parts.every((part) => known(part, false, 0)) && known(joined, false, maxTypos(joined))),
    );
    if (terms.length === 0) return [];
    const last = prefixIndex(terms);
    // Each word as typed (the last one also as a prefix, long ones with typos), and by its stem.
    const queries = terms.flatMap((term, i): TermQuery[] => {
      const asTyped = (prefix: boolean, typos: number, fields: number) =>
        indexTerms(term).map((t) => ({term: t, prefix, typos, fields}));
      const stems = indexTerms(stem(term)).map((t) => ({term: t, prefix: false, typos: 0, fields: ALL_FIELDS}));
      return terms.length === 1 && term.length <= SHORT_PREFIX
        ? [...asTyped(false, 0, ALL_FIELDS), ...asTyped(true, 0, NAME_MASK), ...stems]
        : [...asTyped(i === last, maxTypos(term), ALL_FIELDS), ...stems];
    });
    const passes = this.filter(filters);
    const found: Found[] = [];
    // For each record: 0 not met yet, -1 filtered out, else its position in `found` plus one.
    const n = this.index.records.length;
    const slots = new Int32Array(n);
    for (const matched of this.terms.lookup(queries).values()) {
      const {ids, masks, counts} = matched.postings;
      const idf = Math.log(1 + (n - ids.length + 0.5) / (ids.length + 0.5));
      for (let k = 0; k < ids.length; k++) {
        const id = ids[k] ?? 0;
        const mask = (masks[k] ?? 0) & matched.fields;
        if (mask === 0 || slots[id] === -1) continue;
        if (slots[id] === 0) {
          if (!passes(id)) {
            slots[id] = -1;
            continue;
          }
          slots[id] = found.push({id, score: 0, terms: []});
        }
        const record = found[(slots[id] ?? 0) - 1];
        if (record === undefined) continue;
        record.terms.push({matched, mask});
        const tf = counts[k] ?? 1;
        record.score +=
          (idf * tf * (BM25_K + 1)) /
          (tf + BM25_K * (1 - BM25_B + (BM25_B * (this.sizes[id] ?? 0)) / this.averageSize));
      }
    }
    const matches = new Map<string, TermMatch[]>();
    const evaluated = found.map((result) => ({result, words: wordsOf(result, terms, matches)}));
    const scores = this.pageScores(evaluated, section, this.namedBy(query, evaluated));
    const writers = this.writersOf(query, evaluated);
    const ranked = evaluated
      .map(({result, words}) => this.rank(result, words, scores, section, writers))
      .sort(compareRanked);
    const seen = new Uint8Array(this.index.records.length);
    const distinct = ranked.filter(({result}) => {
      const target = this.targets[result.id] ?? 0;
      if (seen[target] === 1) return false;
      seen[target] = 1;
      return true;
    });
    // Each page shows its best section, then the next pages get their turn (HITS_PER_TURN).
    const ordinal = new Map<number, number>();
    const turns = distinct.map((ranked) => {
      const p = this.record(ranked.result.id).p;
      const n = ordinal.get(p) ?? 0;
      ordinal.set(p, n + 1);
      return {ranked, turn: Math.floor(n / HITS_PER_TURN)};
    });
    const interleaved = turns.sort((a, b) => a.turn - b.turn).map(({ranked}) => ranked);
    const groups = new Map<string, Found[]>();
    for (const {result} of interleaved) {
      const group = this.index.pages[this.record(result.id).p]?.z ?? '';
      const list = groups.get(group);
      if (list) list.push(result);
      else groups.set(group, [result]);
    }
    return [...groups.values()].flat();
  }

  /**
   * A graded score for each page: the score of its best passage (an h2 section, or the text
   * before the first one, together with the page's top record: its title, names, description and
   * keywords). In a passage each query word counts once, by its rarity among the pages (inverse
   * document frequency) times how well the passage holds it (the best attribute it is in, and
   * exactly, by its stem, as a prefix or with a typo), more when more of its records hold it,
   * relative to the passage's length; the sum is scaled by the share of the query's weight the
   * passage holds, by the page's audience and the pages linking to it, and up when one record of
   * the page holds every word in one attribute and when the query names the page (see the
   * constants above). A long page holds most words of a question somewhere; the page that
   * answers it holds them in one place.
   */
  private pageScores(
    evaluated: readonly Evaluated[],
    section: string,
    named: (page: number) => boolean,
  ): Map<number, number> {
    // Per slot (each passage, then each page's top) and query word: the best weight of the word
    // there and how many records hold it.
    const words = evaluated[0]?.words.words.length ?? 0;
    const passageCount = this.passagePages.length;
    const slots = passageCount + this.index.pages.length;
    const weights = new Float64Array(slots * words);
    const counts = new Uint32Array(slots * words);
    const seen = new Uint8Array(slots);
    const touched: number[] = [];
    const together = new Map<number, number>();
    const pagesOfWord: (Set<number> | undefined)[] = [];
    for (const {result, words: match} of evaluated) {
      const p = this.record(result.id).p;
      const passage = this.passages[result.id] ?? -1;
      const slot = passage === -1 ? passageCount + p : passage;
      if (seen[slot] === 0) {
        seen[slot] = 1;
        touched.push(slot);
      }
      // A record with every word in one attribute (rank 9: in none).
      if (match.found === words && words > 1 && match.together < 9)
        together.set(p, Math.min(together.get(p) ?? 9, match.together));
      match.words.forEach((word, i) => {
        if (word === undefined) return;
        (pagesOfWord[i] ??= new Set()).add(p);
        const at = slot * words + i;
        counts[at] = (counts[at] ?? 0) + 1;
        weights[at] = Math.max(weights[at] ?? 0, (FIELD_WEIGHT[word.attribute] ?? 1) * QUALITY[word.quality]);
      });
    }
    const n = this.index.pages.length;
    const idf = Array.from(pagesOfWord, (pages) => Math.log(1 + n / Math.max(1, pages?.size ?? 0)));
    const total = idf.reduce((sum, x) => sum + x, 0);
    // The page's own factors, the same for all its passages.
    const factors = new Map<number, number>();
    const factorOf = (p: number) => {
      let factor = factors.get(p);
      if (factor === undefined) {
        const t = together.get(p);
        const bonus = t === undefined ? 1 : t <= 4 ? TOGETHER_HEADING : TOGETHER_TEXT;
        const name = named(p) ? EXACT_NAME : 1;
        const linked = 1 + LINKED * Math.log1p(this.index.pages[p]?.i ?? 0);
        factors.set(p, (factor = bonus * name * linked * this.audience(p, section)));
      }
      return factor;
    };
    const scores = new Map<number, number>();
    for (const slot of touched) {
      const isTop = slot >= passageCount;
      const p = isTop ? slot - passageCount : (this.passagePages[slot] ?? 0);
      // A passage counts with its page's top; a top counts alone.
      const top = (passageCount + p) * words;
      const own = slot * words;
      const saturation = 3 * (1 - LENGTH_NORM + LENGTH_NORM * (isTop ? 1 : (this.passageLengths[slot] ?? 1)));
      let score = 0;
      let held = 0;
      for (let i = 0; i < words; i++) {
        const count = (counts[own + i] ?? 0) + (isTop ? 0 : (counts[top + i] ?? 0));
        if (count === 0) continue;
        const best = Math.max(weights[own + i] ?? 0, isTop ? 0 : (weights[top + i] ?? 0));
        const weight = idf[i] ?? 0;
        score += weight * best * (1 + (TF * (count - 1)) / (count - 1 + saturation));
        held += weight;
      }
      scores.set(p, Math.max(scores.get(p) ?? 0, score * (held / total) * factorOf(p)));
    }
    return scores;
  }

  /**
   * Whether the query names a page (`EXACT_NAME`): the whole query, its command-line options left
   * out (`packit test --package`), is one of the page's names or one of its headings (the
   * reference's `### sync_changelog`), or a configuration key in the query is the page's title.
   */
  private namedBy(query: string, evaluated: readonly Evaluated[]): (page: number) => boolean {
    const wanted = phrase(query.replace(CLI_OPTION, ' '));
    const keys = (query.match(KEY) ?? []).map(phrase);
    const headed = new Set<number>();
    for (const {result, words} of evaluated) {
      const record = this.record(result.id);
      const level = LEVEL_RANK[record.t];
      // Only a heading that holds every query word can be the query.
      if (level < 2 || level > 6 || words.found < words.words.length || words.together < 2 || words.together > 4)
        continue;
      const heading = (this.headings[result.id] ??= phrase(record.h[level - 1] ?? ''));
      if (heading === wanted) headed.add(record.p);
    }
    return (p) => {
      const names = this.names[p] ?? [];
      return (wanted !== '' && names.includes(wanted)) || keys.includes(names[0] ?? '') || headed.has(p);
    };
  }

  private audience(p: number, section: string): number {
    const page = this.index.pages[p];
    return page === undefined ? 1 : audience(page, section);
  }

  /**
   * For a query that holds what pages write literally, a comment command at its start (`/packit
   * build`, or `/packit-stg build`) or command-line options (`--dist-git-branch`), the pages whose
   * matching records write all of it, and the records that write some of it: those pages answer
   * it, where a page about the CLI command of the same words (`packit build`), or a configuration
   * key of the same words (`dist_git_branches`), or one that only holds the words does not, and
   * those records show where. Undefined for any other query.
   */
  private writersOf(query: string, evaluated: readonly Evaluated[]): Writers | undefined {
    const command = COMMENT_COMMAND.exec(query);
    const written = [
      ...(command === null ? [] : [`/${command[1]}(?:-stg)? ${command[2]}`]),
      ...(query.match(CLI_OPTION) ?? []),
    ].map((literal) => new RegExp(`(?<![\\p{L}\\p{N}-])${literal}(?![\\p{L}\\p{N}-])`, 'iu'));
    if (written.length === 0) return undefined;
    const found = new Map<number, Set<number>>();
    const records = new Set<number>();
    for (const {result} of evaluated) {
      const record = this.record(result.id);
      written.forEach((pattern, i) => {
        if (!pattern.test(record.c ?? '')) return;
        found.set(record.p, (found.get(record.p) ?? new Set()).add(i));
        records.add(result.id);
      });
    }
    const pages = new Set([...found].filter(([, which]) => which.size === written.length).map(([p]) => p));
    return {pages, records};
  }

  /**
   * The ranking rules, in order: for a comment command or command-line options, the pages that
   * write them, and in them the records that do (see `writersOf`); the page's graded score (see
   * `pageScores`); then, between records of one page or of equal pages, more query words found;
   * fewer typos; all the words in one better attribute (title, then breadcrumbs and description,
   * h2, h3, deeper headings, text); a better best attribute, then better attributes overall; more
   * words found exactly rather than by stem, as a prefix or with a typo; documentation before
   * posts; a page's top before its sections; then the shorter record (fewer index terms), then the
   * first in the index.
   */
  private rank(
    result: Found,
    {found, typos, together, bestAttribute, attributes, inexact}: WordsFound,
    scores: ReadonlyMap<number, number>,
    section: string,
    writers: Writers | undefined,
  ): Ranked {
    const record = this.record(result.id);
    const page = this.index.pages[record.p];
    const isPost = page?.g === 'default';
    const inSection = !isPost && section !== '' && sectionOf(page?.u ?? '') === section;
    return {
      result,
      key: [
        writers === undefined ? 0 : !writers.pages.has(record.p) ? 2 : writers.records.has(result.id) ? 0 : 1,
        -(scores.get(record.p) ?? 0),
        -found,
        typos,
        inSection ? 0 : 1,
        together,
        bestAttribute,
        attributes,
        inexact,
        isPost ? 1 : 0,
        LEVEL_RANK[record.t],
      ],
    };
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

  /**
   * Algolia facet filters as a test of a record: top-level entries are ANDed, nested lists ORed,
   * "-" negates. The facets are the page's, so each page is tested once a query.
   */
  private filter(filters: SearchRequest['facetFilters']): (id: number) => boolean {
    if (filters === undefined) return () => true;
    const parse = (filter: string) => {
      const negate = filter.startsWith('-');
      const [facet = '', ...rest] = (negate ? filter.slice(1) : filter).split(':');
      return {facet, value: rest.join(':'), negate};
    };
    const all = (typeof filters === 'string' ? [filters] : filters).map((f) =>
      (typeof f === 'string' ? [f] : f).map(parse),
    );
    // Per page: 0 not tested yet, 1 passes, 2 fails.
    const verdicts = new Uint8Array(this.index.pages.length);
    return (id) => {
      const p = this.record(id).p;
      if (verdicts[p] === 0) {
        const values = this.facetValues(id);
        const passes = all.every((any) => any.some(({facet, value, negate}) => (values[facet] === value) !== negate));
        verdicts[p] = passes ? 1 : 2;
      }
      return verdicts[p] === 1;
    };
  }

  private facets(matches: readonly Found[], facets: SearchRequest['facets']): SearchResponse['facets'] {
    const names = facets === undefined ? [] : typeof facets === 'string' ? [facets] : facets;
    const out: SearchResponse['facets'] = {};
    for (const name of names.includes('*') ? ['language', 'docusaurus_tag'] : names) {
      const counts: Record<string, number> = {};
      for (const m of matches) {
        const value = this.facetValues(m.id)[name];
        if (value) counts[value] = (counts[value] ?? 0) + 1;
      }
      out[name] = counts;
    }
    return out;
  }

  /** A hit in Algolia's format; a links record's is its page's top (see `RecordType`). */
  private hit(result: Found, request: SearchRequest): Hit {
    const id = this.record(result.id).t === 'links' ? (this.targets[result.id] ?? result.id) : result.id;
    const record = this.record(id);
    const page = this.index.pages[record.p];
    const pre = request.highlightPreTag ?? '<mark>';
    const post = request.highlightPostTag ?? '</mark>';
    // What the reader typed first (so "targ" marks "Targ" in "Targets"), then the words it matched.
    const byLength = (a: string, b: string) => b.length - a.length;
    const typed = result.terms.flatMap((t) => t.matched.sources).sort(byLength);
    const words = [...new Set([...typed, ...result.terms.map((t) => t.matched.term).sort(byLength)])];
    const highlight = (text: string) => highlighted(text, words, pre, post);
    const hierarchy = Object.fromEntries(
      LEVELS.map((level) => [`lvl${level}`, (level === 0 ? page?.z : record.h[level - 1]) || null]),
    ) as Hit['hierarchy'];
    const content = record.c ?? null;
    // A page path is on this site; a full URL (another site's page) is kept as it is.
    const path = page?.u ?? '/';
    const base = /^https?:\/\//.test(path) ? '' : this.siteUrl;
    const anchor = record.a === '' ? null : record.a;
    const ellipsis = request.snippetEllipsisText ?? '';
    const highlightedContent = content === null ? undefined : highlight(content);
    const highlightedHierarchy: Record<string, Highlight> = {};
    // DocSearch asks for snippets of lvl1 to lvl6 and shows them as the hit's title and path.
    const snippetHierarchy: Record<string, Snippet> = {};
    for (const [key, value] of Object.entries(hierarchy)) {
      if (value === null) continue;
      const highlighted = highlight(value);
      highlightedHierarchy[key] = highlighted;
      if (key !== 'lvl0') snippetHierarchy[key] = snippet(highlighted, pre, post, ellipsis);
    }
    return {
      objectID: String(id),
      type: record.t,
      url: `${base}${path}${anchor ? `#${anchor}` : ''}`,
      url_without_anchor: `${base}${path}`,
      anchor,
      content,
      hierarchy,
      _highlightResult: {hierarchy: highlightedHierarchy, ...(highlightedContent && {content: highlightedContent})},
      _snippetResult: {
        hierarchy: snippetHierarchy,
        ...(highlightedContent && {content: snippet(highlightedContent, pre, post, ellipsis)}),
      },
    };
  }
}

/** Words of a snippet, and how many come before the first match it is built around. */
const SNIPPET_WORDS = 15;
const SNIPPET_BEFORE = 5;

/**
 * About fifteen words of highlighted text around a match: the first of the windows that hold the
 * most different marked words and marked words side by side (for `/packit build`, where the text
 * writes the command, not where it first says "builds").
 */
function snippet(highlighted: Highlight, pre: string, post: string, ellipsis: string): Snippet {
  const words = highlighted.value.split(' ');
  const matched = words.map((word) => word.includes(pre));
  const marked = (word: string) =>
    word
      .split(pre)
      .slice(1)
      .map((part) => part.split(post)[0]?.toLowerCase() ?? '');
  let start = Math.max(0, matched.indexOf(true) - SNIPPET_BEFORE);
  let most = 0;
  matched.forEach((isMatch, i) => {
    if (!isMatch) return;
    const from = Math.max(0, i - SNIPPET_BEFORE);
    const window = words.slice(from, from + SNIPPET_WORDS);
    // Different words marked, and marked words side by side (a phrase of the query).
    const adjacent = window.filter((word, k) => k > 0 && word.includes(pre) && window[k - 1]?.includes(pre)).length;
    const held = new Set(window.flatMap(marked)).size + adjacent;
    if (held > most) [most, start] = [held, from];
  });
  const end = Math.min(words.length, start + SNIPPET_WORDS);
  const text = words.slice(start, end).join(' ');
  return {
    value: `${start > 0 ? ellipsis : ''}${text}${end < words.length ? ellipsis : ''}`,
    matchLevel: highlighted.matchLevel,
  };
}
