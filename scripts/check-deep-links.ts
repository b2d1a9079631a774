/**
 * npx tsx scripts/check-deep-links.ts --upstream DIR
 *
 * Finds the deep links (links with a `#fragment`) the old packit.dev had and this site lost.
 * DIR is a local copy of the old site's content, laid out as its build saw it (`docs/`, `posts/`,
 * `weekly/`, … and the imported `deployment/`, `research/`, `agile/`, `specfile/`); README.md,
 * "Rename headings and move pages without breaking links", says how to make one. For each old
 * page, every link into the site that carried a fragment must still be a deep link to the same
 * route on our page of that route (after our redirects). Prints each lost one with the old link
 * and ours, and exits 1 while any is left.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import yaml from 'js-yaml';
import type {Root} from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {redirects} from '../src/data/redirects';
import {loadAliases} from '../src/plugins/old-anchors/remark';
import {collapsedLinks, fileRoute, resolveLink, SECTIONS, type FoundLink} from './lib/deepLinks';

const root = join(import.meta.dirname, '..');
const flag = process.argv.indexOf('--upstream');
const upstream = flag < 0 ? undefined : process.argv[flag + 1];
if (upstream === undefined || !existsSync(join(upstream, 'docs'))) {
  console.error('Usage: npx tsx scripts/check-deep-links.ts --upstream DIR (a copy of the old site, see README.md)');
  process.exit(2);
}

interface Page {
  readonly file: string;
  readonly route: string;
  readonly tree: Root;
}

const plain = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm);
const mdx = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkMdx);

/** `mdxMd`: parse `.md` as MDX first, as the old site's Docusaurus did. */
function parse(text: string, file: string, mdxMd: boolean): Root {
  if (file.endsWith('.mdx') || mdxMd) {
    try {
      return mdx.parse(text);
    } catch {
      // Not valid MDX: the Markdown reading below still finds its links.
    }
  }
  return plain.parse(text);
}

function slugOf(tree: Root): string | undefined {
  const head = tree.children[0];
  if (head?.type !== 'yaml') return undefined;
  const data = yaml.load(head.value) as {slug?: unknown} | null;
  return typeof data?.slug === 'string' ? data.slug : undefined;
}

function pages(dir: string, mdxMd: boolean): Page[] {
  return Object.keys(SECTIONS).flatMap((section) => {
    if (!existsSync(join(dir, section))) return [];
    return readdirSync(join(dir, section), {recursive: true, withFileTypes: true})
      .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
      .flatMap((e) => {
        const file = relative(dir, join(e.parentPath, e.name)).split(sep).join('/');
        const tree = parse(readFileSync(join(dir, file), 'utf8'), file, mdxMd);
        const route = fileRoute(file, slugOf(tree));
        return route === undefined ? [] : [{file, route, tree}];
      });
  });
}

const redirectOf = new Map(redirects.map((r) => [r.from, r.to]));
const follow = (route: string) => redirectOf.get(route) ?? route;

/** Every link of a page into the site, with its target after our redirects. */
function links(page: Page, fileRoutes: ReadonlyMap<string, string>): FoundLink[] {
  const found: FoundLink[] = [];
  const add = (href: string, line: number | undefined) => {
    const target = resolveLink(href, page.file, page.route, fileRoutes);
    if (target !== undefined) found.push({...target, route: follow(target.route), href, line: line ?? 0});
  };
  visit(page.tree, (node) => {
    const line = node.position?.start.line;
    if (node.type === 'link' || node.type === 'definition') add(node.url, line);
    else if (node.type === 'html') {
      for (const m of node.value.matchAll(/<a\s[^>]*?href\s*=\s*["']([^"']+)["']/gi)) add(m[1] ?? '', line);
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attr of node.attributes) {
        if (
          attr.type === 'mdxJsxAttribute' &&
          (attr.name === 'href' || attr.name === 'to') &&
          typeof attr.value === 'string'
        ) {
          add(attr.value, line);
        }
      }
    }
  });
  return found;
}

const oldPages = pages(upstream, true);
const ourPages = pages(root, false);
const oldFiles = new Map(oldPages.map((p) => [p.file, p.route]));
const ourFiles = new Map(ourPages.map((p) => [p.file, p.route]));
const ourByRoute = new Map(ourPages.map((p) => [p.route, p]));
const aliases = loadAliases();
const lines = (file: string) =>
  readFileSync(join(root, file), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split('\t')[0] ?? '');
/** Routes the build serves, and the heading anchors of the old site (`route#id`). */
const ourRoutes = new Set(lines('tests/routes.txt'));
const oldHeadings = new Set(lines('tests/fixtures/old-anchors.tsv'));
const oldPageRoutes = new Set([...oldHeadings].map((anchor) => anchor.replace(/#.*/, '')));
const aliasOf = (route: string, id: string): string | undefined => {
  const target = aliases[ourByRoute.get(route)?.file ?? '']?.[id];
  return target?.startsWith('#') ? target.slice(1) : undefined;
};

let lost = 0;
let checked = 0;
const missingPages: string[] = [];
const nowhere: string[] = [];
for (const page of oldPages) {
  const old = links(page, oldFiles).filter((l) => {
    if (l.fragment === undefined) return false;
    // Links that were already broken on the old site: a route this site does not serve, or a
    // section the old page did not have.
    if (
      !ourRoutes.has(l.route) ||
      ((oldPageRoutes.has(l.route) || l.route === follow(page.route)) && !oldHeadings.has(`${l.route}#${l.fragment}`))
    ) {
      nowhere.push(`${page.file}:${l.line}  ${l.href}`);
      return false;
    }
    // A link to a section of its own page (a hand-made table of contents): every old heading
    // anchor still lands (tests/unit/old-anchors.test.ts), and the page's own table of contents links it.
    return !(l.route === follow(page.route) && oldHeadings.has(`${l.route}#${l.fragment}`));
  });
  if (old.length === 0) continue;
  const ours = ourByRoute.get(follow(page.route));
  if (ours === undefined) {
    missingPages.push(`${page.route} (${page.file}): ${old.length} deep links, no page of that route here`);
    continue;
  }
  checked += old.length;
  const collapsed = collapsedLinks(old, links(ours, ourFiles), aliasOf);
  if (collapsed.length === 0) continue;
  lost += collapsed.length;
  console.log(`\n${ours.route}  (ours: ${ours.file}, old: ${page.file})`);
  for (const {old: o, ours: mine} of collapsed) {
    console.log(`  old  ${page.file}:${o.line}  ${o.href}  → ${o.route}#${o.fragment}`);
    console.log(
      `  ours ${mine === undefined ? 'no link to that page' : `${ours.file}:${mine.line}  ${mine.href}  (no fragment)`}`,
    );
  }
}
for (const line of missingPages) console.log(`\nPage gone: ${line}`);
if (nowhere.length > 0)
  console.log(`\nOld deep links that were broken on the old site (not counted):\n  ${nowhere.join('\n  ')}`);
console.log(
  `\n${checked} old deep links on ${oldPages.length} old pages checked; ${lost} collapsed, ${missingPages.length} pages not found.`,
);
process.exit(lost > 0 || missingPages.length > 0 ? 1 : 0);
