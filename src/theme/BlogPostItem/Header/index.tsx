import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import CopyPage from '@site/src/components/CopyPage';
import Header from '@theme-original/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import type {WrapperProps} from '@docusaurus/types';
import type {ReactNode} from 'react';

type Props = WrapperProps<typeof HeaderType>;

/** A post's header; on the post's own page, "Copy page" and "View as Markdown" follow it. */
export default function HeaderWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      <Header {...props} />
      {isBlogPostPage && <CopyPage permalink={metadata.permalink} />}
    </>
  );
}
