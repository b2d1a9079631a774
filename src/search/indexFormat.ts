/**
 * The local search index, written by the local-search plugin and read by the browser. It holds
 * the same records a DocSearch crawler would send to Algolia, in a compact form.
 */

export interface IndexedPage {
  /** Path of the page, e.g. `/docs/guide`, or the full URL of a page on another site. */
  readonly u: string;
  /** `docsearch:language`, e.g. `en`. */
  readonly l: string;
  /** `docsearch:docusaurus_tag`: `docs-<section>-current` for docs, `default` for posts. */
  readonly g: string;
  /** hierarchy.lvl0: the section or blog the page belongs to. */
  readonly z: string;
  /** The page's description (docs pages), searched like a heading just under the title. */
  readonly d?: string;
  /** The page's breadcrumbs (docs pages): its sidebar categories and label, e.g. `Packit CLI › dist-git › init`. */
  readonly b?: string;
  /** Other names of the page: its titles on the old site and the old paths that redirect to it. */
  readonly k?: string;
  /**
   * The command line that names the page, as a reader types it (a CLI reference page's `packit
   * build in-copr`): a query that is this command names the page. Not searched as words, so that
   * "packit" in a question does not count as a word of every CLI page's name.
   */
  readonly n?: string;
  /**
   * The words readers use for what the page answers (its front matter's `keywords`, docs pages),
   * searched as an h3 is, for the words its other names lack.
   */
  readonly w?: string;
  /**
   * How many other indexed pages link to this one from their text (absent: none). The pages the
   * docs send readers to most are the ones readers look for most, as links rank pages on the web.
   */
  readonly i?: number;
}

/**
 * A heading, the text under one, or (`links`, built pages only) the words other pages write around
 * their links to the page: searched as text in the page's top section, and shown as the page's top.
 */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content' | 'links';

export interface IndexedRecord {
  /** Index of the page in `pages`. */
  readonly p: number;
  /** Anchor (heading id) the record links to; empty for the top of the page. */
  readonly a: string;
  readonly t: RecordType;
  /** hierarchy.lvl1 … lvlN: the page title, then the headings above the record. */
  readonly h: readonly string[];
  /** Text of a content record; the words of a links record. */
  readonly c?: string;
}

export interface SearchIndex {
  readonly v: 1;
  readonly pages: readonly IndexedPage[];
  readonly records: readonly IndexedRecord[];
}

export const INDEX_FILE = 'search-index.json';

/**
 * The first part of the index the browser loads: every page with its title and headings but
 * none of their text, an eighth of the whole (71 KiB gzip). It answers the reader's first
 * keystrokes while the whole index loads.
 */
export const HEAD_INDEX_FILE = 'search-index-head.json';

/** The index without its text records. */
export function headOf(index: SearchIndex): SearchIndex {
  return {...index, records: index.records.filter((r) => r.t !== 'content' && r.t !== 'links')};
}
