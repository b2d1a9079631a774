/**
 * Turns pages into search records, as DocSearch's Docusaurus crawler template does: one record
 * per heading, and one record for the text under each heading.
 */
import * as cheerio from 'cheerio';

import type {IndexedRecord, RecordType} from '../../search/indexFormat';

/** Longest content record, in characters: long sections are split into several records. */
export const MAX_CONTENT = 1500;

/** A link of a page's text to a page of this site. */
export interface Link {
  /** The path it leads to, without its query, anchor and trailing slash. */
  readonly to: string;
  /** The link's text with up to `LINK_CONTEXT` characters of the text around it, in whole words. */
  readonly context: string;
}

export interface PageRecords {
  readonly title: string;
  /** Records without their page number. */
  readonly records: Omit<IndexedRecord, 'p'>[];
  /** The links of the page's text to other pages of this site (built pages only). */
  readonly links?: readonly Link[];
}

/**
 * How many characters of text on either side of a link are searched as words of the page it
 * leads to: the words a page is introduced with elsewhere are often a reader's words for it.
 */
export const LINK_CONTEXT = 60;

/** `text` around its first `inner`: up to `LINK_CONTEXT` characters each side, no word cut. */
function around(text: string, inner: string): string {
  const start = Math.max(0, text.indexOf(inner));
  const from = Math.max(0, start - LINK_CONTEXT);
  const to = Math.min(text.length, start + inner.length + LINK_CONTEXT);
  const words = text.slice(from, to).split(' ');
  // A word the window cuts at either end is left out.
  return words
    .slice(from > 0 && text[from - 1] !== ' ' ? 1 : 0, to < text.length && text[to] !== ' ' ? -1 : undefined)
    .join(' ');
}

interface Block {
  readonly level?: number;
  readonly id?: string;
  readonly text: string;
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Records of a list of headings (level 2-6 with their ids) and text blocks, in page order. */
export function recordsOf(title: string, blocks: readonly Block[]): PageRecords {
  const records: Omit<IndexedRecord, 'p'>[] = [{a: '', t: 'lvl1', h: [title]}];
  let hierarchy = [title];
  let anchor = '';
  let text = '';
  const flush = () => {
    for (let start = 0; start < text.length; start += MAX_CONTENT) {
      records.push({a: anchor, t: 'content', h: hierarchy, c: text.slice(start, start + MAX_CONTENT)});
    }
    text = '';
  };
  for (const block of blocks) {
    if (block.level !== undefined) {
      flush();
      hierarchy = [...hierarchy.slice(0, block.level - 1), block.text];
      while (hierarchy.length < block.level) hierarchy.splice(hierarchy.length - 1, 0, '');
      anchor = block.id ?? anchor;
      records.push({a: anchor, t: `lvl${block.level}` as RecordType, h: hierarchy});
    } else if (block.text !== '') {
      text = text === '' ? block.text : `${text} ${block.text}`;
    }
  }
  flush();
  return {title, records};
}

/** Records of a built page: its article's h1, its headings and the text under them. */
export function recordsOfHtml(html: string): PageRecords | undefined {
  const $ = cheerio.load(html);
  const article = $('article').first();
  const title = squash(article.find('h1').first().text());
  const body = article.find('.markdown').first();
  if (title === '' || body.length === 0) return undefined;
  const links = body
    .find('a[href^="/"]')
    .map((_, a): Link => {
      const link = $(a);
      const block = link.closest('p, li, td, th, dt, dd');
      return {
        to: (link.attr('href') ?? '').replace(/[?#].*$/, '').replace(/(.)\/$/, '$1'),
        context: around(squash((block.length > 0 ? block : link.parent()).text()), squash(link.text())),
      };
    })
    .get()
    .filter(({to}) => !to.startsWith('//') && !to.endsWith('.md'));
  body.find('.hash-link, .theme-code-block button, svg, style, script, noscript').remove();
  // A line break separates words: code lines and table cells end in <br>, and without it the
  // last word of a line and the first of the next were indexed as one word.
  body.find('br').replaceWith('\n');
  const blocks: Block[] = [];
  body.find('h2, h3, h4, h5, h6, p, li, td, th, dt, dd, pre').each((_, element) => {
    const node = $(element);
    // A list item's text counts once: as a whole, or through its paragraphs when it has some.
    if (element.tagName === 'li' && node.children('p').length > 0) return;
    if (node.parents('li').filter((_, li) => $(li).children('p').length === 0).length > 0) return;
    if (node.parents('td, th, pre').length > 0) return;
    const level = /^h([2-6])$/.exec(element.tagName)?.[1];
    if (level !== undefined) {
      blocks.push({level: Number(level), id: node.attr('id'), text: squash(node.text())});
    } else if (element.tagName !== 'pre' || node.text().length < 400) {
      blocks.push({text: squash(node.text())});
    }
  });
  return {...recordsOf(title, blocks), links};
}

/**
 * A docs page's description, keywords and breadcrumbs (sidebar categories and label), for the
 * page's top record.
 */
export function pageFieldsOfHtml(html: string): {d?: string; w?: string; b?: string} {
  const $ = cheerio.load(html);
  const d = squash($('meta[name="description"]').attr('content') ?? '');
  const w = keywordsText(($('meta[name="keywords"]').attr('content') ?? '').split(','));
  // The last crumb is the page's own sidebar label: a category's index page is known by it.
  const crumbs = $('nav.theme-doc-breadcrumbs .breadcrumbs__item')
    .map((_, item) => squash($(item).text()))
    .get()
    .filter((text) => text !== '');
  const b = crumbs.join(' › ');
  return {...(d !== '' && {d}), ...(w !== '' && {w}), ...(b !== '' && {b})};
}

/** A page's keywords as one searchable text: `restart tests · rerun build`. */
export const keywordsText = (keywords: readonly string[]) =>
  keywords
    .map(squash)
    .filter((k) => k !== '')
    .join(' · ');

/** Records of a markdown source, for `npm start`, where no HTML is built. */
export function recordsOfMarkdown(title: string, markdown: string): PageRecords {
  const body = markdown
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(```|~~~)[\s\S]*?^\1/gm, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  const blocks: Block[] = [];
  for (const paragraph of body.split(/\n\s*\n/)) {
    const heading = /^(#{2,6})\s+(.*?)(?:\s*\{#([\w-]+)\})?\s*$/.exec(paragraph.trim());
    if (heading) {
      const text = squash(heading[2] ?? '').replace(/[`*_]/g, '');
      blocks.push({level: heading[1]?.length ?? 2, id: heading[3] ?? slugify(text), text});
    } else {
      const text = squash(
        paragraph
          .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
          .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
          .replace(/[`*_>#|:-]{1,3}/g, ' '),
      );
      blocks.push({text});
    }
  }
  return recordsOf(title, blocks);
}

/** The id Docusaurus gives a heading (close enough for `npm start`). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}
