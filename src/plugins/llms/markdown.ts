/**
 * The Markdown twin of a page: its source as a reader sees it, in plain Markdown. Front matter
 * goes, the title becomes the h1, links become absolute URLs of the site, admonitions become
 * quotes, MDX imports, expressions and components go (components keep their text), and code
 * blocks (Mermaid included) stay as they are.
 */
import {dirname, resolve} from 'node:path';

import type {BlockContent, Blockquote, Nodes, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';

/** Admonition names Docusaurus knows, with the label its box shows. */
export const ADMONITION_LABELS: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

export interface PageSource {
  /** The file's text, front matter included. */
  readonly markdown: string;
  /** Absolute path of the file, to resolve links to other files. */
  readonly file: string;
  /** `.mdx` files are MDX; `.md` files are CommonMark, as the site's `format: 'detect'` reads them. */
  readonly mdx: boolean;
  /** The page's title, as its h1. */
  readonly title: string;
  /** The page's absolute URL, against which relative URLs resolve. */
  readonly url: string;
  /** Lines shown between the title and the body (a post's date and authors). */
  readonly byline?: string;
}

export interface LinkContext {
  /** Origin of the site, `https://packit.dev`. */
  readonly siteUrl: string;
  /** The route of a source file (absolute path), when it is a page of the site. */
  readonly routeOfFile: (file: string) => string | undefined;
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const FILE_LINK = /\.mdx?$/i;

/**
 * The absolute URL a link of a page points to: file links (`./jobs.md`) through the route of the
 * file, route links (`/docs/guide`) and relative URLs against the site and the page.
 */
export function absoluteUrl(
  href: string,
  page: {readonly file: string; readonly url: string},
  links: LinkContext,
): string {
  if (href === '' || SCHEME.test(href) || href.startsWith('//')) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  if (FILE_LINK.test(path) && !path.startsWith('/')) {
    let decoded = path;
    try {
      decoded = decodeURI(path);
    } catch {
      // Keep the link as written.
    }
    const route = links.routeOfFile(resolve(dirname(page.file), decoded));
    if (route !== undefined) return new URL(route + rest, links.siteUrl).href;
  }
  if (path.startsWith('/')) return new URL(href, links.siteUrl).href;
  return new URL(href, page.url).href;
}

/**
 * Writes `:::note Title` as `:::note[Title]`, outside code blocks: the form Docusaurus accepts
 * with `mdx1Compat.admonitions`, in the syntax remark-directive parses.
 */
export function bracketAdmonitionTitles(markdown: string): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker !== undefined) {
        if (fence === undefined) fence = marker;
        else if (marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
        return line;
      }
      if (fence !== undefined) return line;
      const admonition = /^(\s*:{3,})([a-z]+)[ \t]+([^\s[{].*?)\s*$/.exec(line);
      if (admonition === null) return line;
      const [, colons, name, title] = admonition;
      return `${colons}${name}[${title}]`;
    })
    .join('\n');
}

const text = (value: string): PhrasingContent => ({type: 'text', value});

type Parent = Extract<Nodes, {children: unknown}>;

/** A `:::note` box as a quote: `> **Note:** first paragraph`, or `> **Note: Title**` on a line of its own. */
function admonitionQuote(name: string, label: PhrasingContent[] | undefined, body: RootContent[]): Blockquote {
  const kind = ADMONITION_LABELS[name] ?? name;
  const children = body as BlockContent[];
  if (label !== undefined && label.length > 0) {
    const heading: Paragraph = {
      type: 'paragraph',
      children: [{type: 'strong', children: [text(`${kind}: `), ...label]}],
    };
    return {type: 'blockquote', children: [heading, ...children]};
  }
  const [first, ...rest] = children;
  const lead: PhrasingContent = {type: 'strong', children: [text(`${kind}:`)]};
  if (first?.type === 'paragraph') {
    return {type: 'blockquote', children: [{...first, children: [lead, text(' '), ...first.children]}, ...rest]};
  }
  return {type: 'blockquote', children: [{type: 'paragraph', children: [lead]}, ...children]};
}

/** A directive that is no admonition, written back as the text it was (`packit:fedora.im`). */
function directiveAsText(
  node: {name: string; attributes?: Record<string, string | null | undefined> | null; children: PhrasingContent[]},
  colons: string,
): PhrasingContent[] {
  const attributes = Object.entries(node.attributes ?? {});
  const attrText =
    attributes.length === 0
      ? ''
      : `{${attributes.map(([k, v]) => (v === '' || v == null ? k : `${k}="${v}"`)).join(' ')}}`;
  const label = node.children.length === 0 ? [] : [text('['), ...node.children, text(']')];
  return [text(`${colons}${node.name}`), ...label, ...(attrText === '' ? [] : [text(attrText)])];
}

/** The children a node is replaced by in the twin (itself, changed or not, or nothing). */
function convert(node: RootContent, page: {file: string; url: string}, links: LinkContext): RootContent[] {
  if ('children' in node) {
    (node as Parent).children = (node as Parent).children.flatMap((child) => convert(child, page, links));
  }
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'html':
      // Comments (`<!-- truncate -->`) show nothing; other HTML stays.
      return /^\s*<!--[\s\S]*-->\s*$/.test(node.value) ? [] : [node];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return node.children;
    case 'link':
    case 'definition':
      node.url = absoluteUrl(node.url, page, links);
      return [node];
    case 'image':
      node.url = absoluteUrl(node.url, page, links);
      return [node];
    case 'heading': {
      // `## Title {#anchor}`: the anchor is the heading's id, not its text.
      const last = node.children.at(-1);
      if (last?.type === 'text') last.value = last.value.replace(/\s*\{#[\w-]+\}\s*$/, '');
      return [node];
    }
    case 'containerDirective': {
      const [first, ...rest] = node.children;
      const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
      const label = hasLabel ? first.children : undefined;
      const body = (hasLabel ? rest : node.children) as RootContent[];
      return ADMONITION_LABELS[node.name] === undefined ? body : [admonitionQuote(node.name, label, body)];
    }
    case 'leafDirective':
      return [{type: 'paragraph', children: directiveAsText(node, '::')}];
    case 'textDirective':
      return directiveAsText(node, ':');
    default:
      return [node];
  }
}

/** The page's Markdown twin. */
export function pageMarkdown(page: PageSource, links: LinkContext): string {
  const parser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective);
  if (page.mdx) parser.use(remarkMdx);
  const tree = parser.parse(bracketAdmonitionTitles(page.markdown));
  let body = tree.children.flatMap((child) => convert(child, page, links));
  // A source that opens with its own h1 has it replaced by the title.
  const firstHeading = body.find((n) => n.type !== 'definition');
  if (firstHeading?.type === 'heading' && firstHeading.depth === 1) body = body.filter((n) => n !== firstHeading);
  const title: RootContent = {type: 'heading', depth: 1, children: [text(page.title)]};
  const byline: RootContent[] =
    page.byline === undefined
      ? []
      : [{type: 'paragraph', children: [{type: 'emphasis', children: [text(page.byline)]}]}];
  const out: Root = {type: 'root', children: [title, ...byline, ...body]};
  return unified()
    .use(remarkGfm)
    .use(remarkStringify, {bullet: '-', emphasis: '_', fences: true, listItemIndent: 'one', rule: '-'})
    .stringify(out);
}
