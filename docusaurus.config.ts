import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import {announcementBar} from './src/config/announcement';
import {blogPluginOptions, blogs} from './src/config/blogs';
import {footer} from './src/config/footer';
import {navbar} from './src/config/navbar';
import {codeThemes} from './src/config/prism';
import {redirectPluginOptions} from './src/config/redirects';
import {algoliaThemeConfig, searchCustomFields, searchSettings} from './src/config/search';
import {docsPluginOptions, sections} from './src/config/sections';
import {PRODUCT, site} from './src/config/site';

const search = searchSettings();

const config: Config = {
  title: site.title,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',
  url: site.url,
  baseUrl: site.baseUrl,
  organizationName: site.organizationName,
  projectName: site.projectName,
  trailingSlash: false,

  // Broken links, anchors, markdown links and images fail the build; duplicate routes warn.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',

  customFields: searchCustomFields(search),

  future: {v4: true, faster: true},
  // Plain storage keys: `theme`, `docusaurus.announcement.dismiss`, `docs-preferred-version-<id>`.
  storage: {namespace: false},

  i18n: {defaultLocale: 'en', locales: ['en'], localeConfigs: {en: {label: 'English', htmlLang: 'en'}}},

  markdown: {
    // .md files are CommonMark (no JSX), .mdx files are MDX.
    format: 'detect',
    mermaid: true,
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    // Keep `:::note Title` admonition titles, which the v4 flags would otherwise leave as text.
    mdx1Compat: {admonitions: true},
  },

  themes: ['@docusaurus/theme-mermaid'],

  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    ...sections.map((section): PluginConfig => ['@docusaurus/plugin-content-docs', docsPluginOptions(section)]),
    ...Object.values(blogs).map((blog): PluginConfig => ['./src/plugins/blog.ts', blogPluginOptions(blog)]),
    ['@docusaurus/plugin-client-redirects', redirectPluginOptions],
    './src/plugins/local-search/index.ts',
    './src/plugins/usage-data.ts',
    './src/plugins/packit-schema.ts',
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
    mermaid: {theme: {light: 'default', dark: 'dark'}},
    prism: {
      theme: codeThemes.light,
      darkTheme: codeThemes.dark,
      additionalLanguages: ['bash', 'ini', 'diff', 'docker', 'lua'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
