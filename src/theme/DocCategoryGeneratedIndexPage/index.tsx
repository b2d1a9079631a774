/**
 * Ejected from @docusaurus/theme-classic 3.10.2 for one change: a category's page is as wide as a
 * docs page. The theme keeps it to three quarters of the column from 997 px, the width a docs page
 * leaves beside its table of contents; a docs page takes that column only from 1200 px here
 * (src/theme/DocItem/Layout), so between the two the category's cards were a third narrower than
 * the text of the pages they lead to. Without the version banner and badge, as in DocItem/Layout.
 */
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {useCurrentSidebarCategory} from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import DocCardList from '@theme/DocCardList';
import DocPaginator from '@theme/DocPaginator';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import Heading from '@theme/Heading';
import type {Props} from '@theme/DocCategoryGeneratedIndexPage';

import styles from './styles.module.css';

export default function DocCategoryGeneratedIndexPage({categoryGeneratedIndex}: Props): ReactNode {
  const category = useCurrentSidebarCategory();
  return (
    <>
      <PageMetadata
        title={categoryGeneratedIndex.title}
        description={categoryGeneratedIndex.description}
        keywords={categoryGeneratedIndex.keywords}
        image={useBaseUrl(categoryGeneratedIndex.image)}
      />
      <div className={styles.generatedIndexPage}>
        <DocBreadcrumbs />
        <header>
          <Heading as="h1" className={styles.title}>
            {categoryGeneratedIndex.title}
          </Heading>
          {categoryGeneratedIndex.description && <p>{categoryGeneratedIndex.description}</p>}
        </header>
        <article className="margin-top--lg">
          <DocCardList items={category.items} />
        </article>
        <footer className="margin-top--md">
          <DocPaginator
            previous={categoryGeneratedIndex.navigation.previous}
            next={categoryGeneratedIndex.navigation.next}
          />
        </footer>
      </div>
    </>
  );
}
