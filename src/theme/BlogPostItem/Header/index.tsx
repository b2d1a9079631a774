import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import CopyPage from '@site/src/components/CopyPage';
import Header from '@theme-original/BlogPostItem/Header';
import type {ReactNode} from 'react';

/** A post's header; on the post's own page, "Copy page" and "View as Markdown" follow it. */
export default function HeaderWrapper(): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      <Header />
      {isBlogPostPage && <CopyPage permalink={metadata.permalink} />}
    </>
  );
}
