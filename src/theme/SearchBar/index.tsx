import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {localSearchClient, preload} from '@site/src/search/localSearchClient';
import OriginalSearchBar from '@theme-original/SearchBar';
import type {ComponentType, ReactNode} from 'react';

import './styles.css';

/** The theme types SearchBar without props, although it passes every prop on to DocSearch. */
const SearchBar = OriginalSearchBar as unknown as ComponentType<Record<string, unknown>>;

interface SearchFields {
  searchBackend: 'algolia' | 'local';
  searchFeedbackUrl: string;
}

/** Loads the local engine and index ahead of the first query; a failure shows at that query. */
const warmUp = () => void preload().catch(() => undefined);

/**
 * The classic theme's DocSearch button and modal, answered by the local index unless the site
 * was built with Algolia credentials, and with a "Let us know." link under empty results.
 */
export default function SearchBarWrapper(props: Record<string, unknown>): ReactNode {
  const {searchBackend, searchFeedbackUrl} = useDocusaurusContext().siteConfig.customFields as unknown as SearchFields;
  const isLocal = searchBackend === 'local';
  return (
    <span className="packit-search" onPointerOver={isLocal ? warmUp : undefined} onFocus={isLocal ? warmUp : undefined}>
      <Head>
        <html data-search-backend={searchBackend} />
      </Head>
      <SearchBar
        {...props}
        {...(isLocal && {transformSearchClient: () => localSearchClient})}
        getMissingResultsUrl={({query}: {query: string}) =>
          `${searchFeedbackUrl}?title=${encodeURIComponent(`Search: no results for "${query}"`)}`
        }
      />
    </span>
  );
}
