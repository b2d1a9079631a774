/**
 * Ejected from @docusaurus/theme-classic 3.10.2 for one change: the table of contents takes a
 * column beside the text from 1200 px, not from 997 px. Between the two, beside the docs sidebar,
 * it left the text a column of some 510 px at 1024 px and itself one of 100 to 150 px: 112 tables
 * of the site were wider than the text there (each needing to be scrolled sideways, its last column
 * a few words wide), and the table of contents broke its words to fit. Below 1200 px the page
 * shows the table of contents as phones do, folded above the text ("On this page"). Without the
 * theme's version banner and badge: each docs section has one version (src/data/sections.ts), for
 * which both render nothing, and their code was 0.75 KiB (gzip) of the scripts every docs page
 * loads before it is usable (measured on /docs/configuration).
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useWindowSize} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemContent from '@theme/DocItem/Content';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import ContentVisibility from '@theme/ContentVisibility';
import type {Props} from '@theme/DocItem/Layout';

import styles from './styles.module.css';

/** The widest window without the table of contents' column; `styles.module.css` says the same. */
const TOC_COLUMN_FROM = 1200;

/** Which of the two tables of contents to render (the server renders both, and CSS shows one). */
function useDocTOC() {
  const {frontMatter, toc} = useDoc();
  const windowSize = useWindowSize({desktopBreakpoint: TOC_COLUMN_FROM - 1});
  const hidden = frontMatter.hide_table_of_contents === true;
  const canRender = !hidden && toc.length > 0;
  return {
    hidden,
    folded: canRender ? <DocItemTOCMobile /> : undefined,
    column: canRender && windowSize !== 'mobile' ? <DocItemTOCDesktop /> : undefined,
  };
}

export default function DocItemLayout({children}: Props): ReactNode {
  const docTOC = useDocTOC();
  const {metadata} = useDoc();
  return (
    <div className="row">
      <div className={clsx('col', !docTOC.hidden && styles.docItemCol)}>
        <ContentVisibility metadata={metadata} />
        <div className={styles.docItemContainer}>
          <article>
            <DocBreadcrumbs />
            {docTOC.folded}
            <DocItemContent>{children}</DocItemContent>
            <DocItemFooter />
          </article>
          <DocItemPaginator />
        </div>
      </div>
      {docTOC.column && <div className={clsx('col col--3', styles.tocColumn)}>{docTOC.column}</div>}
    </div>
  );
}
