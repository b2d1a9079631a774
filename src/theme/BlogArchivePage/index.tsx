import {PageMetadata} from '@docusaurus/theme-common';
import useBlogTitle from '@site/src/utils/useBlogTitle';
import BlogArchivePage from '@theme-original/BlogArchivePage';
import type BlogArchivePageType from '@theme/BlogArchivePage';
import type {ComponentProps, ReactNode} from 'react';

/** The archive page of either blog, titled with the blog's name so the two archives differ. */
export default function BlogArchivePageWrapper(props: ComponentProps<typeof BlogArchivePageType>): ReactNode {
  const blogTitle = useBlogTitle();
  return (
    <>
      <BlogArchivePage {...props} />
      <PageMetadata title={`Archive of the ${blogTitle}`} />
    </>
  );
}
