/**
 * Social cards: a 1200x630 PNG for every docs page, post and top page, and one for each section and
 * blog, shown by link previews (Matrix, Mastodon, GitHub, mail). The theme names each page's card in
 * its head tags (src/theme/SiteMetadata and the wrappers beside it, by the rules of paths.ts); this
 * plugin draws the same files into build/img/cards/.
 *
 * The cards are drawn in worker threads from the moment all content is loaded, while the build
 * bundles and renders the pages, and are written out after the build. Each PNG is kept in
 * node_modules/.cache/packit-social-cards/ under a hash of what it shows, so the second build of
 * `npm test` and later local builds draw only the cards whose page changed. `npm start` draws none;
 * nor does a build with SOCIAL_CARDS=off (its pages name cards it lacks: `npm run bench` uses it to
 * measure what the cards cost).
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';

import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';

import {blogs} from '../../data/blogs';
import {sections} from '../../data/sections';
import {loadCardAssets, type CardSpec} from './card';
import {pageCardPath, SECTION_CARDS, sectionCardPath, TOP_PAGES} from './paths';
import {drawCards, type DrawStats} from './pool';

export const PLUGIN_NAME = 'packit-social-cards';
export const CACHE_DIR = join('node_modules', '.cache', PLUGIN_NAME);

/** The card of every page that has its own, and of every section and blog, by URL path of its file. */
export function collectCards(allContent: AllContent, siteUrl: string): Map<string, CardSpec> {
  const host = new URL(siteUrl).host;
  const cards = new Map<string, CardSpec>();
  const add = (file: string, permalink: string, spec: Omit<CardSpec, 'address'>) => {
    if (cards.has(file)) throw new Error(`social cards: two pages want the card ${file} (the second is ${permalink})`);
    cards.set(file, {...spec, address: `${host}${permalink === '/' ? '' : permalink}`});
  };
  for (const [route, label] of Object.entries(TOP_PAGES)) add(pageCardPath(route), route, label);
  for (const section of SECTION_CARDS) {
    add(sectionCardPath(section.id), section.base, {title: section.title, kicker: section.kicker});
  }
  const pages = (allContent['docusaurus-plugin-content-pages']?.default ?? []) as PagesContent;
  for (const page of pages) {
    if (page.type === 'mdx' && page.title)
      add(pageCardPath(page.permalink), page.permalink, {title: page.title, kicker: ''});
  }
  const docs = allContent['docusaurus-plugin-content-docs'] ?? {};
  for (const section of sections) {
    const content = docs[section.id] as DocsContent | undefined;
    if (!content) throw new Error(`social cards: the docs plugin of section "${section.id}" loaded no content`);
    for (const doc of content.loadedVersions.flatMap((v) => v.docs)) {
      add(pageCardPath(doc.permalink), doc.permalink, {title: doc.title, kicker: section.label});
    }
  }
  const blogContent = allContent['docusaurus-plugin-content-blog'] ?? {};
  for (const blog of Object.values(blogs)) {
    const content = blogContent[blog.id] as BlogContent | undefined;
    if (!content) throw new Error(`social cards: the blog plugin "${blog.id}" loaded no content`);
    for (const {metadata} of content.blogPosts) {
      add(pageCardPath(metadata.permalink), metadata.permalink, {
        title: metadata.title,
        kicker: blog.title,
        date: new Date(metadata.date).toISOString().slice(0, 10),
        tags: metadata.tags.map((t) => t.label),
      });
    }
  }
  return cards;
}

export default function socialCardsPlugin(context: LoadContext): Plugin {
  let drawing: Promise<{pngs: Map<string, Uint8Array>; stats: DrawStats}> | undefined;
  return {
    name: PLUGIN_NAME,
    allContentLoaded({allContent}) {
      // Only a production build writes files; the development server needs no cards.
      if (process.env.NODE_ENV !== 'production' || process.env.SOCIAL_CARDS === 'off') return;
      const cards = collectCards(allContent, context.siteConfig.url);
      drawing = drawCards(cards, loadCardAssets(context.siteDir), join(context.siteDir, CACHE_DIR));
      // Awaited by postBuild; until then a failure must not count as unhandled.
      drawing.catch(() => undefined);
    },
    async postBuild({outDir}) {
      if (!drawing) {
        console.log(`[${PLUGIN_NAME}] no cards drawn (SOCIAL_CARDS=off)`);
        return;
      }
      const {pngs, stats} = await drawing;
      let bytes = 0;
      for (const [path, png] of pngs) {
        const file = join(outDir, path);
        mkdirSync(dirname(file), {recursive: true});
        writeFileSync(file, png);
        bytes += png.byteLength;
      }
      console.log(
        `[${PLUGIN_NAME}] ${pngs.size} cards (${(bytes / 2 ** 20).toFixed(1)} MiB): ${stats.drawn} drawn in ` +
          `${(stats.milliseconds / 1000).toFixed(1)} s with ${stats.workers} worker thread(s), ${stats.cached} from the cache`,
      );
    },
  };
}
