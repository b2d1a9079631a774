import {PageMetadata} from '@docusaurus/theme-common';
import useBlogTitle from '@site/src/utils/useBlogTitle';
import BlogTagsPostsPage from '@theme-original/BlogTagsPostsPage';
import type BlogTagsPostsPageType from '@theme/BlogTagsPostsPage';
import type {ComponentProps, ReactNode} from 'react';

/** The posts of one tag, titled with the tag and the blog's name (both blogs have a tag "2024"). */
export default function BlogTagsPostsPageWrapper(props: ComponentProps<typeof BlogTagsPostsPageType>): ReactNode {
  const blogTitle = useBlogTitle();
  const page = props.listMetadata.page > 1 ? `, page ${props.listMetadata.page}` : '';
  return (
    <>
      <BlogTagsPostsPage {...props} />
      <PageMetadata title={`Posts tagged "${props.tag.label}" in the ${blogTitle}${page}`} />
    </>
  );
}
