import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {localSearchClient, onWholeIndex, preload} from '@site/src/search/localSearchClient';
import OriginalSearchBar from '@theme-original/SearchBar';
import translations from '@theme/SearchTranslations';
import {useEffect, type ComponentType, type ReactNode} from 'react';

import './styles.css';

/** The theme types SearchBar without props, although it passes every prop on to DocSearch. */
const SearchBar = OriginalSearchBar as unknown as ComponentType<Record<string, unknown>>;

interface SearchFields {
  searchBackend: 'algolia' | 'local';
  searchFeedbackUrl: string;
}

/**
 * DocSearch 4 shows the clear button's title as text beside the query, where the theme's
 * "Clear the query" took a third of a phone's search box; its accessible name stays that.
 */
const clearButtonTitle = translate({
  id: 'theme.SearchModal.searchBox.clearButtonTitle',
  message: 'Clear',
  description: 'The text of the search box button that clears the query',
});

/** Loads the local engine and index ahead of the first query; a failure shows at that query. */
const warmUp = () => void preload().catch(() => undefined);

/**
 * Asks the open modal's query again, so that the answer of the index's head gives way to the
 * whole index's. DocSearch reacts to the input's `input` events, and React only to one that
 * changes the value it last saw: the value steps off by a space and back, caret kept.
 */
function askAgain(): void {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input || input.value.trim() === '') return;
  const {value, selectionStart, selectionEnd} = input;
  for (const step of [`${value} `, value]) {
    // The prototype's setter, past React's own on the element, which would record the value.
    Reflect.set(HTMLInputElement.prototype, 'value', step, input);
    input.dispatchEvent(new Event('input', {bubbles: true}));
  }
  input.setSelectionRange(selectionStart, selectionEnd);
}

/**
 * The keys the DocSearch button shows once it runs in the browser: it picks them from the
 * platform exactly like this, and renders none before hydration.
 */
function useShortcutKeys(): string | null {
  const isBrowser = useIsBrowser();
  if (!isBrowser) return null;
  // Deprecated, but it is what DocSearch reads: the label must name the keys it shows.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  return /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘ K' : 'Ctrl K';
}

/**
 * The theme's search bar always asks the browser to preconnect to the Algolia host of its app id,
 * which with the local index is a placeholder that must not be contacted. The head manager keeps
 * one `<link>` per address, the last one rendered: this one, rendered after the search bar, takes
 * the place of the preconnect and asks the browser for nothing (a `<link>` without `rel`).
 */
function NoPreconnect({appId}: {appId: string}): ReactNode {
  return (
    <Head>
      <link href={`https://${appId}-dsn.algolia.net`} />
    </Head>
  );
}

/**
 * The classic theme's DocSearch button and modal, answered by the local index unless the site
 * was built with Algolia credentials, and with a "Let us know." link under empty results.
 */
export default function SearchBarWrapper(props: Record<string, unknown>): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {searchBackend, searchFeedbackUrl} = siteConfig.customFields as unknown as SearchFields;
  const themeAppId = (siteConfig.themeConfig.algolia as {appId: string}).appId;
  const isLocal = searchBackend === 'local';
  // The button's accessible name must contain its visible text, keys included (WCAG 2.5.3);
  // DocSearch appends the shortcut in ARIA's spelling, e.g. "Search Ctrl K (Control+k)".
  const keys = useShortcutKeys();
  const label = translations.button?.buttonAriaLabel ?? 'Search';
  useEffect(() => (isLocal ? onWholeIndex(askAgain) : undefined), [isLocal]);
  return (
    <span className="packit-search" onPointerOver={isLocal ? warmUp : undefined} onFocus={isLocal ? warmUp : undefined}>
      <Head>
        <html data-search-backend={searchBackend} />
      </Head>
      <SearchBar
        {...props}
        {...(isLocal && {transformSearchClient: () => localSearchClient})}
        translations={{
          ...translations,
          button: {...translations.button, buttonAriaLabel: keys === null ? label : `${label} ${keys}`},
          modal: {...translations.modal, searchBox: {...translations.modal?.searchBox, clearButtonTitle}},
        }}
        getMissingResultsUrl={({query}: {query: string}) =>
          `${searchFeedbackUrl}?title=${encodeURIComponent(`Search: no results for "${query}"`)}`
        }
      />
      {isLocal && <NoPreconnect appId={(props.appId as string | undefined) ?? themeAppId} />}
    </span>
  );
}
