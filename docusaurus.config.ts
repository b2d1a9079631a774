import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {GlobExcludeDefault} from '@docusaurus/utils';

import {announcementBar} from './src/config/announcement';
import {blogPluginOptions, blogs} from './src/data/blogs';
import {footer} from './src/config/footer';
import {parseFrontMatter} from './src/config/front-matter';
import {navbar} from './src/config/navbar';
import {llmsPluginOptions} from './src/config/llms';
import {codeThemes, prismLanguages} from './src/data/prism';
import {redirectPluginOptions} from './src/data/redirects';
import {algoliaThemeConfig, searchCustomFields, searchSettings} from './src/config/search';
import {docsPluginOptions, sections} from './src/data/sections';
import {PRODUCT, site} from './src/data/site';
import {ssrTemplate} from './src/config/ssr-template';
import remarkOldAnchors from './src/plugins/old-anchors/remark';
import remarkDiagrams from './src/remark/diagrams';
import remarkHeadingIds from './src/remark/heading-ids';
import remarkHighlightCode from './src/remark/highlight-code';
import remarkTableLabels from './src/remark/table-labels';
import remarkTocWordBreaks from './src/remark/toc-word-breaks';

const search = searchSettings();

/**
 * Remark plugins of every plugin that compiles Markdown: old section anchors that keep landing
 * (src/plugins/old-anchors/remark.ts), Mermaid diagrams drawn ahead of time (src/remark/diagrams.ts),
 * code highlighted at compile time (src/remark/highlight-code.ts), a failed build for a
 * heading id that Markdown did not read (src/remark/heading-ids.ts), and the places where the
 * words of the table of contents may break (src/remark/toc-word-breaks.ts).
 */
const remarkPlugins = [
  remarkOldAnchors,
  remarkDiagrams,
  remarkHighlightCode,
  remarkHeadingIds,
  remarkTocWordBreaks,
  remarkTableLabels,
];

const config: Config = {
  title: site.title,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',
  url: site.url,
  baseUrl: site.baseUrl,
  organizationName: site.organizationName,
  projectName: site.projectName,
  trailingSlash: false,

  // Broken links, anchors, Markdown links and images, and duplicate routes fail the build.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  customFields: searchCustomFields(search),
  // Pages paint before any script runs (src/config/ssr-template.ts).
  ssrTemplate,

  // Every Docusaurus Faster option but SSG worker threads: on our 2-core machines two threads render
  // no faster than one, and each holds its own copy of the server bundle (about 140 MiB of peak
  // memory; `npm run bench`).
  future: {v4: true, faster: {ssgWorkerThreads: false}},
  // Plain storage keys: `theme`, `docusaurus.announcement.dismiss`, `docs-preferred-version-<id>`.
  storage: {namespace: false},

  i18n: {defaultLocale: 'en', locales: ['en'], localeConfigs: {en: {label: 'English', htmlLang: 'en'}}},

  markdown: {
    // .md files are CommonMark (no JSX), .mdx files are MDX.
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    // A description with Markdown in it fails the build (src/config/front-matter.ts).
    parseFrontMatter,
    // Keep `:::note Title` admonition titles, which the v4 flags would otherwise leave as text.
    mdx1Compat: {admonitions: true},
  },

  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        theme: {customCss: ['./src/css/custom.css', './src/css/code-themes.css']},
        // src/plugins/usage-data.ts registers usage.tsx itself, with the usage snapshot as route data.
        pages: {
          remarkPlugins,
          exclude: [...GlobExcludeDefault, 'usage.tsx'],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    ...sections.map((section): PluginConfig => [
      '@docusaurus/plugin-content-docs',
      {...docsPluginOptions(section), remarkPlugins},
    ]),
    ...Object.values(blogs).map((blog): PluginConfig => [
      './src/plugins/blog.ts',
      {...blogPluginOptions(blog), remarkPlugins},
    ]),
    ['@docusaurus/plugin-client-redirects', redirectPluginOptions],
    './src/plugins/diagrams.ts',
    './src/plugins/local-search/index.ts',
    './src/plugins/usage-data.ts',
    './src/plugins/packit-schema.ts',
    ['./src/plugins/llms/index.ts', {...llmsPluginOptions}] satisfies PluginConfig,
    './src/plugins/social-cards/index.ts',
    './src/plugins/trailing-slash.ts',
    './src/plugins/no-browser-prism.ts',
    './src/plugins/compile-hints.ts',
    './src/plugins/unused-css.ts',
    './src/plugins/docsearch-modal.ts',
  ],

  themeConfig: {
    metadata: [{name: 'keywords', content: `${PRODUCT}, RPM, Fedora, CentOS Stream, Copr, Koji, packaging`}],
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    announcementBar,
    algolia: algoliaThemeConfig(search),
    navbar,
    footer,
    prism: {
      theme: codeThemes.light,
      darkTheme: codeThemes.dark,
      // Loaded at build time by src/remark/highlight-code.ts; the browser gets no Prism.
      additionalLanguages: [...prismLanguages],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
