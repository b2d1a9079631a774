/**
 * Wraps the search page of theme-search-algolia (not ejected) to give it a meta description, the
 * text a link preview or a search engine shows for a shared search address; the theme's page has
 * none. The page itself, and its results from Algolia or the local index, stay the theme's.
 */
import Head from '@docusaurus/Head';
import SearchPage from '@theme-original/SearchPage';
import {PRODUCT} from '@site/src/data/site';
import type {ReactNode} from 'react';

export default function SearchPageWrapper(): ReactNode {
  return (
    <>
      <Head>
        <meta name="description" content={`Search the ${PRODUCT} documentation, blog and weekly updates.`} />
      </Head>
      <SearchPage />
    </>
  );
}
