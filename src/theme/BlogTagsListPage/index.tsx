import {PageMetadata} from '@docusaurus/theme-common';
import useBlogTitle from '@site/src/utils/useBlogTitle';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {ComponentProps, ReactNode} from 'react';

/** The tag list of either blog, titled and described with the blog's name so the two lists differ. */
export default function BlogTagsListPageWrapper(props: ComponentProps<typeof BlogTagsListPageType>): ReactNode {
  const blogTitle = useBlogTitle();
  return (
    <>
      <BlogTagsListPage {...props} />
      <PageMetadata
        title={`Tags of the ${blogTitle}`}
        description={`The topics of the ${blogTitle}, each with its posts.`}
      />
    </>
  );
}
