import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import {dirname, join, resolve} from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {blogs} from '../../data/blogs';
import {sections} from '../../data/sections';
import {
  fullText,
  LLMS_FULL_TXT,
  LLMS_TXT,
  llmsTxt,
  sectionFullTextPath,
  twinPath,
  type PageGroup,
  type TwinPage,
} from './files';
import {pageMarkdown, type LinkContext} from './markdown';

/** What configureWebpack may return. */
type WebpackChanges = ReturnType<NonNullable<Plugin['configureWebpack']>>;

export const LLMS_PLUGIN = 'llms';

export interface LlmsPluginOptions {
  /** Sections whose pages make up `/llms-full.txt`; each other section gets its own file. */
  readonly userDocs: readonly string[];
  /** One sentence on the product, the blockquote of `/llms.txt`. */
  readonly summary: string;
  /** A paragraph under it. */
  readonly details: string;
}

/** The sidebar items of a loaded docs version, as far as the order of pages needs them. */
export interface SidebarItem {
  readonly type: string;
  readonly id?: string;
  readonly items?: readonly SidebarItem[];
  readonly link?: {readonly type: string; readonly id?: string};
}

export interface LoadedDoc {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly permalink: string;
  readonly source: string;
  readonly unlisted?: boolean;
}

interface LoadedDocs {
  loadedVersions: {docs: LoadedDoc[]; sidebars: Record<string, SidebarItem[]>}[];
}

interface LoadedBlog {
  blogPosts: {
    metadata: {
      title: string;
      description: string;
      permalink: string;
      source: string;
      date: Date | string;
      unlisted?: boolean;
      authors: {name?: string}[];
    };
  }[];
}

/** Doc ids in the order the sidebars show them (category pages before their children). */
export function sidebarOrder(sidebars: Record<string, readonly SidebarItem[]>): string[] {
  const ids: string[] = [];
  const walk = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if ((item.type === 'doc' || item.type === 'ref') && item.id !== undefined) ids.push(item.id);
      if (item.type === 'category') {
        if (item.link?.type === 'doc' && item.link.id !== undefined) ids.push(item.link.id);
        walk(item.items ?? []);
      }
    }
  };
  Object.values(sidebars).forEach(walk);
  return [...new Set(ids)];
}

/** The docs of a version in sidebar order, then those no sidebar shows, by route. */
export function docsInReadingOrder(
  docs: readonly LoadedDoc[],
  sidebars: Record<string, readonly SidebarItem[]>,
): LoadedDoc[] {
  const byId = new Map(docs.map((d) => [d.id, d]));
  const ordered = sidebarOrder(sidebars).flatMap((id) => byId.get(id) ?? []);
  const seen = new Set(ordered);
  const rest = docs.filter((d) => !seen.has(d)).sort((a, b) => (a.permalink < b.permalink ? -1 : 1));
  return [...ordered, ...rest];
}

/**
 * A page's route as the site serves it: loaded content gives index docs a trailing slash
 * (`/docs/cli/`), which the site's `trailingSlash: false` takes off.
 */
export const routeOfPermalink = (permalink: string): string => permalink.replace(/\/+$/, '') || '/';

const dateOf = (date: Date | string) => new Date(date).toISOString().slice(0, 10);

interface Output {
  readonly files: Map<string, string>;
}

/**
 * Writes a Markdown twin of every docs page and post at its route plus `.md`, `/llms.txt` and the
 * full-text files, from the content the docs and blog plugins loaded. A build writes them into
 * the output directory after the pages; `npm start` writes them under .docusaurus/ and serves
 * that folder. They are plain files, not pages: the site's routes do not change.
 */
export default function llmsPlugin(context: LoadContext, options: LlmsPluginOptions): Plugin {
  const site = context.siteConfig;
  const devDir = join(context.generatedFilesDir, LLMS_PLUGIN);
  const isDev = () => process.env.NODE_ENV !== 'production';
  const fromSite = (source: string) => resolve(context.siteDir, source.replace(/^@site\//, ''));
  const known = new Set(sections.map((s) => s.id));
  for (const id of options.userDocs) {
    if (!known.has(id)) throw new Error(`llms: "${id}" in userDocs is no docs section.`);
  }
  let output: Output = {files: new Map()};

  const write = async (dir: string) => {
    for (const [path, content] of output.files) {
      const file = join(dir, path);
      await mkdir(dirname(file), {recursive: true});
      await writeFile(file, content);
    }
  };

  return {
    name: LLMS_PLUGIN,

    async allContentLoaded({allContent}) {
      const docsContent = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedDocs>;
      const blogContent = (allContent['docusaurus-plugin-content-blog'] ?? {}) as Record<string, LoadedBlog>;

      interface Entry {
        readonly file: string;
        readonly route: string;
        readonly title: string;
        readonly description: string;
        readonly listed: boolean;
        readonly byline?: string;
      }
      const groups: {id: string; label: string; entries: Entry[]}[] = [];
      for (const section of sections) {
        const version = docsContent[section.id]?.loadedVersions[0];
        if (version === undefined) continue;
        groups.push({
          id: section.id,
          label: section.label,
          entries: docsInReadingOrder(version.docs, version.sidebars).map((d) => ({
            file: fromSite(d.source),
            route: routeOfPermalink(d.permalink),
            title: d.title,
            description: d.description,
            listed: d.unlisted !== true,
          })),
        });
      }
      const blogGroups: typeof groups = [];
      for (const blog of Object.values(blogs)) {
        const posts = blogContent[blog.id]?.blogPosts ?? [];
        blogGroups.push({
          id: blog.id,
          label: blog.title,
          entries: posts.map(({metadata: m}) => {
            const authors = m.authors.flatMap((a) => a.name ?? []);
            return {
              file: fromSite(m.source),
              route: routeOfPermalink(m.permalink),
              title: m.title,
              description: m.description,
              listed: m.unlisted !== true,
              byline: `${dateOf(m.date)}${authors.length === 0 ? '' : `, by ${authors.join(', ')}`}`,
            };
          }),
        });
      }

      const all = [...groups, ...blogGroups].flatMap((g) => g.entries);
      const routeByFile = new Map(all.map((e) => [e.file, e.route]));
      const links: LinkContext = {siteUrl: site.url, routeOfFile: (file) => routeByFile.get(file)};
      const files = new Map<string, string>();
      const toPages = async (entries: readonly Entry[]): Promise<TwinPage[]> => {
        const pages: TwinPage[] = [];
        for (const e of entries) {
          const markdown = pageMarkdown(
            {
              markdown: await readFile(e.file, 'utf8'),
              file: e.file,
              mdx: e.file.endsWith('.mdx'),
              title: e.title,
              url: new URL(e.route, site.url).href,
              byline: e.byline,
            },
            links,
          );
          files.set(twinPath(e.route), markdown);
          if (e.listed) pages.push({title: e.title, description: e.description, route: e.route, markdown});
        }
        return pages;
      };
      const toGroups = async (list: typeof groups): Promise<PageGroup[]> => {
        const out: PageGroup[] = [];
        for (const g of list) out.push({id: g.id, label: g.label, pages: await toPages(g.entries)});
        return out;
      };
      const sectionGroups = await toGroups(groups);
      const blogPageGroups = await toGroups(blogGroups);

      files.set(
        LLMS_TXT,
        llmsTxt({
          siteUrl: site.url,
          title: site.title,
          summary: options.summary,
          details: options.details,
          sections: sectionGroups,
          userDocs: options.userDocs,
          blogs: blogPageGroups,
        }),
      );
      const user = sectionGroups.filter((g) => options.userDocs.includes(g.id));
      files.set(LLMS_FULL_TXT, fullText(site.url, `${site.title}: ${user.map((g) => g.label).join(', ')}`, user));
      for (const g of sectionGroups.filter((s) => !options.userDocs.includes(s.id))) {
        files.set(sectionFullTextPath(g.id), fullText(site.url, `${site.title}: ${g.label}`, [g]));
      }
      output = {files};
      if (isDev()) {
        await rm(devDir, {recursive: true, force: true});
        await write(devDir);
      }
    },

    configureWebpack(_config, isServer): WebpackChanges {
      if (isServer || !isDev()) return {};
      // As in packit-schema.ts: Docusaurus merges `devServer` into the dev server's options.
      const devServer = {static: [{directory: devDir, publicPath: context.baseUrl}]};
      return {devServer} as WebpackChanges;
    },

    async postBuild({outDir}) {
      await write(outDir);
    },
  };
}
