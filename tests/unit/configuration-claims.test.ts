/**
 * The claims ledger of the configuration reference (tests/fixtures/configuration-claims.tsv):
 * every line names a page of docs/configuration that exists and an anchor that exists on it, so
 * that each traced claim can be found again after the page changes.
 *
 * Columns: page (source path), anchor (`#id`), claim, evidence (`repository@commit:path:line`),
 * verdict. An anchor is the id of a heading as Docusaurus makes it (github-slugger through
 * `createSlugger` of @docusaurus/utils, or the explicit `{#id}`), an id kept for old links in
 * src/plugins/old-anchors/aliases.json, or `#top` for a page's introduction (the HTML fragment that
 * always means the start of the document).
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';

import {root} from '../lib/markdown';

export const LEDGER = 'tests/fixtures/configuration-claims.tsv';
const COLUMNS = ['page', 'anchor', 'claim', 'evidence', 'verdict'] as const;
export const VERDICTS = new Set(['right', 'fixed', 'imprecise-fixed', 'unsupported-removed', 'ignored-by-packit']);

export interface Claim {
  readonly line: number;
  readonly page: string;
  readonly anchor: string;
  readonly claim: string;
  readonly evidence: string;
  readonly verdict: string;
}

/** The ledger's lines, without the header and `#` comments. */
export function parseLedger(text: string): Claim[] {
  const lines = text.split('\n');
  const header = lines.findIndex((l) => l.trim() !== '' && !l.startsWith('#'));
  assert.deepEqual(lines[header]?.split('\t'), [...COLUMNS], `${LEDGER}: header must be ${COLUMNS.join(', ')}`);
  return lines.flatMap((text, index) => {
    if (index <= header || text.trim() === '' || text.startsWith('#')) return [];
    const [page = '', anchor = '', claim = '', evidence = '', verdict = '', ...rest] = text.split('\t');
    assert.equal(rest.length, 0, `${LEDGER}:${index + 1}: more than ${COLUMNS.length} columns`);
    return [{line: index + 1, page, anchor, claim, evidence, verdict}];
  });
}

/** Plain text of a heading as the reader sees it: no code marks, links, emphasis or HTML. */
function headingText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(\S(?:.*?\S)?)\1(?![\w])/g, '$2')
    .trim();
}

/** Ids of a Markdown page's headings (levels 1 to 6), in the order Docusaurus gives them. */
export function headingIds(markdown: string): Set<string> {
  const slugger = createSlugger();
  const ids = new Set<string>();
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker !== undefined) {
      if (fence === undefined) fence = marker;
      else if (marker.startsWith(fence)) fence = undefined;
      continue;
    }
    if (fence !== undefined) continue;
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const {text, id} = parseMarkdownHeadingId(heading);
    ids.add(id ?? slugger.slug(headingText(text)));
  }
  return ids;
}

type Aliases = Record<string, Record<string, string>>;
const aliases = JSON.parse(readFileSync(join(root, 'src/plugins/old-anchors/aliases.json'), 'utf8')) as Aliases;

/** What is wrong with one ledger line, or nothing. */
export function problemsOf(claim: Claim, read: (page: string) => string | undefined): string[] {
  const where = `${LEDGER}:${claim.line}`;
  const problems: string[] = [];
  if (!claim.page.startsWith('docs/configuration/') || !/\.mdx?$/.test(claim.page)) {
    problems.push(`${where}: ${claim.page} is not a page of docs/configuration`);
  }
  if (!claim.claim.trim()) problems.push(`${where}: the claim is empty`);
  if (!/^[\w.-]+\/[\w.-]+@[\w.]+:[^\s:]+:\d+(-\d+)?(,\d+(-\d+)?)*$/.test(claim.evidence)) {
    problems.push(`${where}: evidence "${claim.evidence}" is not repository@commit:path:line`);
  }
  if (!VERDICTS.has(claim.verdict)) {
    problems.push(`${where}: verdict "${claim.verdict}" is not one of ${[...VERDICTS].join(', ')}`);
  }
  const text = read(claim.page);
  if (text === undefined) return [...problems, `${where}: no page ${claim.page}`];
  if (!claim.anchor.startsWith('#')) return [...problems, `${where}: anchor "${claim.anchor}" must start with #`];
  const id = claim.anchor.slice(1);
  if (id !== 'top' && !headingIds(text).has(id) && aliases[claim.page]?.[id] === undefined) {
    problems.push(`${where}: no heading ${claim.anchor} on ${claim.page} (nor an old id in aliases.json)`);
  }
  return problems;
}

const readPage = (page: string): string | undefined => {
  const path = join(root, page);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
};

describe('the claims ledger of the configuration reference', () => {
  const claims = parseLedger(readFileSync(join(root, LEDGER), 'utf8'));

  it('has lines', () => {
    assert.ok(claims.length > 0, `${LEDGER} is empty`);
  });

  it('names pages that exist and anchors that exist on them', () => {
    assert.deepEqual(
      claims.flatMap((c) => problemsOf(c, readPage)),
      [],
    );
  });

  it('rejects an anchor that is not on the page, a missing page and malformed evidence', () => {
    const good = claims[0];
    assert.ok(good);
    assert.deepEqual(problemsOf(good, readPage), []);
    const [anchor] = problemsOf({...good, anchor: '#no-such-heading'}, readPage);
    assert.match(anchor ?? '', /no heading #no-such-heading on docs\/configuration\//);
    assert.match(problemsOf({...good, page: 'docs/configuration/nope.md'}, readPage).join('\n'), /no page/);
    assert.match(problemsOf({...good, evidence: 'packit.py line 3'}, readPage).join('\n'), /not repository@commit/);
    assert.match(problemsOf({...good, verdict: 'maybe'}, readPage).join('\n'), /verdict "maybe"/);
  });

  it('computes heading ids as Docusaurus does', () => {
    const ids = headingIds(
      [
        '## Dist-git instance: `pkg_tool`, sig',
        '```yaml',
        '# yaml-language-server: not a heading',
        '```',
        '## Run the tests {#running-tests}',
        '### Options',
        '### Options',
        '## [Linked](./x.md) and **bold**',
      ].join('\n'),
    );
    assert.deepEqual(
      [...ids],
      ['dist-git-instance-pkg_tool-sig', 'running-tests', 'options', 'options-1', 'linked-and-bold'],
    );
  });
});
