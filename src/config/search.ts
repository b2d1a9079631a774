import type {UserThemeConfig} from '@docusaurus/theme-search-algolia';

import {algolia, links} from '../data/site';

/**
 * Search runs on Algolia DocSearch when the build has all three ALGOLIA_* variables, and on a
 * local index built with the site otherwise (a fresh clone, a fork, CI, no network).
 */
export interface SearchSettings {
  readonly backend: 'algolia' | 'local';
  readonly appId: string;
  readonly apiKey: string;
  readonly indexName: string;
}

const VARIABLES = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

export function searchSettings(env: Readonly<Record<string, string | undefined>> = process.env): SearchSettings {
  const set = VARIABLES.filter((name) => (env[name] ?? '') !== '');
  if (set.length === VARIABLES.length) {
    return {
      backend: 'algolia',
      appId: env.ALGOLIA_APP_ID ?? '',
      apiKey: env.ALGOLIA_API_KEY ?? '',
      indexName: env.ALGOLIA_INDEX_NAME ?? '',
    };
  }
  if (set.length > 0) {
    const missing = VARIABLES.filter((name) => !set.includes(name));
    throw new Error(
      `Algolia search needs ${VARIABLES.join(', ')}; ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not set. ` +
        'Set all three to build with Algolia, or none to build with the local search index.',
    );
  }
  // Placeholders: the local backend never contacts Algolia, but the theme wants the fields.
  return {backend: 'local', appId: 'LOCAL', apiKey: 'local-search-only', indexName: algolia.indexName};
}

export function algoliaThemeConfig(settings: SearchSettings): UserThemeConfig['algolia'] {
  return {
    appId: settings.appId,
    apiKey: settings.apiKey,
    indexName: settings.indexName,
    contextualSearch: true,
    searchPagePath: 'search',
    // Results on the dashboard are another site: open them with a full page load.
    externalUrlRegex: 'dashboard\\.packit\\.dev',
  };
}

export function searchCustomFields(settings: SearchSettings): {searchBackend: string; searchFeedbackUrl: string} {
  return {searchBackend: settings.backend, searchFeedbackUrl: links.newIssue};
}
