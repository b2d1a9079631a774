import {readdir, readFile, writeFile} from 'node:fs/promises';
import {join, relative, resolve} from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {blogs} from '../../data/blogs';
import {sections} from '../../data/sections';
import {
  HEAD_INDEX_FILE,
  headOf,
  INDEX_FILE,
  type IndexedPage,
  type IndexedRecord,
  type SearchIndex,
} from '../../search/indexFormat';
import {commandLines, oldNames} from './oldNames';
import {keywordsText, pageFieldsOfHtml, recordsOfHtml, recordsOfMarkdown, type PageRecords} from './records';

/** hierarchy.lvl0 of a page: its section's or blog's name. */
const LVL0 = new Map<string, string>([
  ...sections.map((s): [string, string] => [s.id, s.label]),
  ...Object.values(blogs).map((b): [string, string] => [b.id, b.title]),
]);

export interface IndexInput {
  readonly page: IndexedPage;
  readonly records: PageRecords['records'];
  readonly links?: PageRecords['links'];
}

/**
 * Puts the pages' records together into one index, with each page's old names, its command line
 * (CLI reference pages), the number of
 * other pages that link to it, and the words those pages write around their links to it (a
 * `links` record: searched as text, shown as the page's top).
 */
export function buildIndex(
  inputs: readonly IndexInput[],
  names: ReadonlyMap<string, string> = oldNames(),
  commands: ReadonlyMap<string, string> = commandLines(),
): SearchIndex {
  const sorted = [...inputs].sort((a, b) => (a.page.u < b.page.u ? -1 : 1));
  const linkedFrom = new Map<string, {pages: Set<string>; words: Map<string, string>}>();
  for (const {page, links = []} of sorted)
    for (const {to, context} of links) {
      if (to === page.u) continue;
      const target = linkedFrom.get(to) ?? {pages: new Set<string>(), words: new Map<string, string>()};
      linkedFrom.set(to, target);
      target.pages.add(page.u);
      for (const word of context.split(' ').map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')))
        if (word !== '' && !target.words.has(word.toLowerCase())) target.words.set(word.toLowerCase(), word);
    }
  return {
    v: 1,
    pages: sorted.map(({page}) => {
      const k = names.get(page.u);
      const n = commands.get(page.u);
      const i = linkedFrom.get(page.u)?.pages.size;
      return {...page, ...(k !== undefined && {k}), ...(n !== undefined && {n}), ...(i !== undefined && {i})};
    }),
    records: sorted.flatMap(({page, records}, p) => {
      const words = [...(linkedFrom.get(page.u)?.words.values() ?? [])];
      const title = records.find((r) => r.t === 'lvl1')?.h[0] ?? '';
      const linked = words.length > 0 ? [{a: '', t: 'links' as const, h: [title], c: words.join(' ')}] : [];
      return [...records, ...linked].map((r): IndexedRecord => ({p, ...r}));
    }),
  };
}

/** A built page's place in the index, or undefined for pages that are not docs pages or posts. */
export function indexInputOfHtml(route: string, html: string): IndexInput | undefined {
  const htmlClass = /<html[^>]*\sclass="([^"]*)"/.exec(html)?.[1] ?? '';
  const isDoc = /\bdocs-doc-page\b/.test(htmlClass);
  const isPost = /\bblog-post-page\b/.test(htmlClass);
  const pluginId = /\bplugin-id-([\w-]+)/.exec(htmlClass)?.[1];
  if (!(isDoc || isPost) || pluginId === undefined) return undefined;
  const meta = (name: string) =>
    new RegExp(`<meta[^>]*name="?docsearch:${name}"? content="?([^"\\s>]+)`).exec(html)?.[1];
  const extracted = recordsOfHtml(html);
  if (!extracted) return undefined;
  return {
    page: {
      u: route,
      l: meta('language') ?? 'en',
      g: isDoc ? (meta('docusaurus_tag') ?? `docs-${pluginId}-current`) : 'default',
      z: LVL0.get(pluginId) ?? '',
      ...(isDoc && pageFieldsOfHtml(html)),
    },
    records: extracted.records,
    links: extracted.links,
  };
}

/** The index of a built site, from the HTML pages in its output directory. */
export async function indexOfBuild(outDir: string): Promise<SearchIndex> {
  const inputs = new Map<string, IndexInput>();
  for (const file of await htmlFiles(outDir)) {
    const route = routeOfFile(outDir, file);
    // `route.html` and its copy `route/index.html` (trailing-slash.ts) are one page.
    if (inputs.has(route)) continue;
    const input = indexInputOfHtml(route, await readFile(file, 'utf8'));
    if (input) inputs.set(route, input);
  }
  return buildIndex([...inputs.values()]);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

const routeOfFile = (outDir: string, file: string) =>
  `/${relative(outDir, file)
    .split('\\')
    .join('/')
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '')}`;

interface LoadedDocs {
  loadedVersions: {
    versionName: string;
    docs: {
      title: string;
      description?: string;
      frontMatter: {keywords?: string[]};
      permalink: string;
      source: string;
      unlisted?: boolean;
    }[];
  }[];
}
interface LoadedBlog {
  blogPosts: {metadata: {title: string; permalink: string; source: string; unlisted?: boolean}}[];
}

/**
 * Builds the local search index (DocSearch-style records of every docs page and post) when
 * the site is built without Algolia, and points the /search page at the local client.
 */
export default function localSearchPlugin(context: LoadContext): Plugin {
  const isLocal = context.siteConfig.customFields?.searchBackend === 'local';
  const fromSite = (source: string) => resolve(context.siteDir, source.replace(/^@site\//, ''));
  return {
    name: 'local-search',

    configureWebpack() {
      // Kept in both modes: the shim decides at run time, so a cached build never keeps the wrong client.
      return {
        module: {
          rules: [
            {
              test: /theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchPage/,
              resolve: {alias: {'algoliasearch/lite$': resolve(__dirname, '../../search/liteClientShim.ts')}},
            },
          ],
        },
      };
    },

    // Under `npm start` no HTML is built, so the index comes from the markdown sources instead.
    async allContentLoaded({allContent, actions}) {
      if (!isLocal || process.env.NODE_ENV === 'production') return;
      const inputs: IndexInput[] = [];
      const docs = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedDocs>;
      for (const [id, content] of Object.entries(docs)) {
        for (const version of content.loadedVersions) {
          for (const doc of version.docs.filter((d) => d.unlisted !== true)) {
            const {records} = recordsOfMarkdown(doc.title, await readFile(fromSite(doc.source), 'utf8'));
            const z = LVL0.get(id) ?? '';
            const g = `docs-${id}-${version.versionName}`;
            const w = keywordsText(doc.frontMatter.keywords ?? []);
            const page = {u: doc.permalink, l: 'en', g, z, ...(doc.description && {d: doc.description}), ...(w && {w})};
            inputs.push({page, records});
          }
        }
      }
      const blogContent = (allContent['docusaurus-plugin-content-blog'] ?? {}) as Record<string, LoadedBlog>;
      for (const [id, content] of Object.entries(blogContent)) {
        for (const {metadata} of content.blogPosts.filter((p) => p.metadata.unlisted !== true)) {
          const {records} = recordsOfMarkdown(metadata.title, await readFile(fromSite(metadata.source), 'utf8'));
          inputs.push({page: {u: metadata.permalink, l: 'en', g: 'default', z: LVL0.get(id) ?? ''}, records});
        }
      }
      actions.setGlobalData({devIndex: buildIndex(inputs)});
    },

    async postBuild({outDir}) {
      if (!isLocal) return;
      const index = await indexOfBuild(outDir);
      await writeFile(join(outDir, INDEX_FILE), JSON.stringify(index));
      await writeFile(join(outDir, HEAD_INDEX_FILE), JSON.stringify(headOf(index)));
    },
  };
}
