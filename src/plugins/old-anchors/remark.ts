/**
 * Old section anchors that still land: a remark plugin that places an empty, unfocusable
 * `<span id="old-id">` right before the section that now holds the content an old link pointed
 * to. The span has no text and no role, so screen readers and the table of contents never see
 * it; browsers scroll to it like to a heading, below the sticky navbar.
 *
 * Where a heading still exists under its old name, Markdown keeps the id (`## Heading {#old-id}`)
 * and needs nothing from here. The aliases are listed in `aliases.json`, per source file:
 *
 * - `"#new-id"`: before the heading whose id is `new-id`;
 * - `"week:N"`: at the first list item that starts with a bold "Week N" (or "Weeks M–N" around
 *   N), the form of the weekly yearly summaries;
 * - `"top"`: at the start of the page (docs only; a post's start is also its excerpt on the list
 *   pages).
 */
import {readFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';

/** Old id → where it lands now, per source file relative to the site (`docs/faq.md`). */
export type AliasMap = Readonly<Record<string, Readonly<Record<string, string>>>>;

interface Node {
  type: string;
  children?: Node[];
  value?: string;
  data?: {hName?: string; hProperties?: Record<string, unknown>; id?: string};
}

export const ALIASES_FILE = join(__dirname, 'aliases.json');
const SITE_DIR = join(__dirname, '..', '..', '..');

export function loadAliases(file: string = ALIASES_FILE): AliasMap {
  return JSON.parse(readFileSync(file, 'utf8')) as AliasMap;
}

/** The hast element of one alias. */
function aliasNode(id: string): Node {
  return {
    type: 'oldAnchor',
    data: {
      hName: 'span',
      hProperties: {id, style: 'scroll-margin-top: calc(var(--ifm-navbar-height) + 0.5rem)'},
    },
  };
}

function headingId(node: Node): string | undefined {
  const id = node.data?.hProperties?.id ?? node.data?.id;
  return typeof id === 'string' ? id : undefined;
}

function text(node: Node): string {
  return node.value ?? (node.children ?? []).map(text).join('');
}

/** The weeks a weekly bullet names in its bold lead: "Week 3" → [3], "Weeks 24–25" → [24, 25]. */
export function weeksOfLead(lead: string): number[] {
  const m = /^Weeks?\s+(\d+)(?:\s*(?:[–-]|and|&)\s*(\d+))?/.exec(lead.trim());
  if (m === null) return [];
  const first = Number(m[1]);
  const last = m[2] === undefined ? first : Number(m[2]);
  return Array.from({length: Math.max(0, last - first) + 1}, (_, i) => first + i);
}

function leadOfItem(item: Node): string | undefined {
  const para = item.children?.[0];
  const strong = para?.type === 'paragraph' ? para.children?.[0] : undefined;
  return strong?.type === 'strong' ? text(strong) : undefined;
}

// The truncate marker: an HTML comment in Markdown, a JS comment in an MDX expression.
function hasTruncateMarker(node: Node): boolean {
  const value = (node.value ?? '').trim();
  if (node.type === 'html' && /^<!--\s*truncate\s*-->$/.test(value)) return true;
  if (node.type === 'mdxFlowExpression' && /^\/\*\s*truncate\s*\*\/$/.test(value)) return true;
  return (node.children ?? []).some(hasTruncateMarker);
}

/** A blog post compiled for its excerpt: a post without the truncate marker that every post has. */
function isExcerpt(tree: Node, file: string): boolean {
  return /^(posts|weekly)\//.test(file) && !hasTruncateMarker(tree);
}

/** Inserts the aliases of one file into its Markdown tree; throws for a target that is missing. */
export function insertAliases(tree: Node, aliases: Readonly<Record<string, string>>, file: string): void {
  const byHeading = new Map<string, string[]>();
  const byWeek = new Map<number, string[]>();
  const top: string[] = [];
  for (const [oldId, target] of Object.entries(aliases)) {
    if (target === 'top') top.push(oldId);
    else if (target.startsWith('#')) byHeading.set(target.slice(1), [...(byHeading.get(target.slice(1)) ?? []), oldId]);
    else if (target.startsWith('week:')) {
      const week = Number(target.slice(5));
      byWeek.set(week, [...(byWeek.get(week) ?? []), oldId]);
    } else throw new Error(`${file}: alias "${oldId}" has an unknown target "${target}".`);
  }
  const walk = (parent: Node) => {
    const children = parent.children;
    if (children === undefined) return;
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      if (child === undefined) continue;
      if (child.type === 'heading') {
        const id = headingId(child);
        const ids = id === undefined ? undefined : byHeading.get(id);
        if (id !== undefined && ids !== undefined) {
          children.splice(i, 0, ...ids.map(aliasNode));
          i += ids.length;
          byHeading.delete(id);
        }
      } else if (child.type === 'listItem') {
        const lead = leadOfItem(child);
        const para = child.children?.[0];
        if (lead !== undefined && para?.children !== undefined) {
          for (const week of weeksOfLead(lead)) {
            const ids = byWeek.get(week);
            if (ids === undefined) continue;
            para.children.unshift(...ids.map(aliasNode));
            byWeek.delete(week);
          }
        }
      }
      walk(child);
    }
  };
  walk(tree);
  tree.children?.unshift(...top.map(aliasNode));
  const missing = [
    ...[...byHeading.keys()].map((id) => `heading #${id}`),
    ...[...byWeek.keys()].map((week) => `a bullet of week ${week}`),
  ];
  // The blogs compile each post twice, the second time cut at its truncate marker for the list
  // pages; only the whole post has to hold every target.
  if (missing.length > 0 && !isExcerpt(tree, file)) {
    throw new Error(
      `${file}: old anchors point at ${missing.join(', ')}, which the page no longer has. ` +
        'Update src/plugins/old-anchors/aliases.json to the section that now holds that content.',
    );
  }
}

/** The remark plugin; `siteDir` turns the file's absolute path into the key of `aliases.json`. */
export default function remarkOldAnchors(options: {siteDir?: string; aliases?: AliasMap} = {}) {
  const siteDir = options.siteDir ?? SITE_DIR;
  const all = options.aliases ?? loadAliases();
  return (tree: Node, file: {path?: string}) => {
    if (file.path === undefined) return;
    const key = relative(siteDir, file.path).split(sep).join('/');
    const aliases = all[key];
    if (aliases !== undefined) insertAliases(tree, aliases, key);
  };
}
