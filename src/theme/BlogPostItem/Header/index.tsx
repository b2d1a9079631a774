import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import TOCCollapsible from '@theme/TOCCollapsible';
import CopyPage from '@site/src/components/CopyPage';
import Header from '@theme-original/BlogPostItem/Header';
import type {ReactNode} from 'react';

import styles from './styles.module.css';

/**
 * A post's header. On the post's own page, the table of contents follows it folded ("On this
 * page"), as on a docs page, and CSS shows it below 1200 px, where a docs page folds its own
 * (src/theme/DocItem/Layout): the theme gives a post no table of contents on a phone, and between
 * 997 and 1199 px a column of some 140 px beside a text of 565 px. A post with one heading (98
 * weekly posts) has nothing to fold. Then "Copy page" and "View as Markdown".
 */
export default function HeaderWrapper(): ReactNode {
  const {metadata, toc, isBlogPostPage} = useBlogPost();
  const {frontMatter} = metadata;
  const folded = isBlogPostPage && frontMatter.hide_table_of_contents !== true && toc.length > 1;
  return (
    <>
      <Header />
      {folded && (
        <TOCCollapsible
          toc={toc}
          minHeadingLevel={frontMatter.toc_min_heading_level}
          maxHeadingLevel={frontMatter.toc_max_heading_level}
          className={clsx(ThemeClassNames.docs.docTocMobile, styles.tocFolded)}
        />
      )}
      {isBlogPostPage && <CopyPage permalink={metadata.permalink} />}
    </>
  );
}
