/**
 * Stands in for `algoliasearch/lite` in the classic theme's /search page (a webpack alias set
 * by the local-search plugin): the real Algolia client when the site is built with Algolia
 * credentials, the local index otherwise (the whole of it: the page is not asked again).
 * Deciding at run time keeps the bundler cache valid whichever backend a build uses.
 */
import siteConfig from '@generated/docusaurus.config';
// The alias matches only imports made by the theme's SearchPage, so this import is the real client.
import {liteClient as algoliaLiteClient} from 'algoliasearch/lite';

import {wholeIndexClient} from './localSearchClient';

export function liteClient(...args: Parameters<typeof algoliaLiteClient>): ReturnType<typeof algoliaLiteClient> {
  return siteConfig.customFields?.searchBackend === 'local'
    ? (wholeIndexClient as unknown as ReturnType<typeof algoliaLiteClient>)
    : algoliaLiteClient(...args);
}
