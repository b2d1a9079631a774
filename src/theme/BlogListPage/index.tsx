import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import type BlogListPageType from '@theme/BlogListPage';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import Heading from '@theme/Heading';
import SearchMetadata from '@theme/SearchMetadata';
import clsx from 'clsx';
import type {ComponentProps, ReactNode} from 'react';

import styles from './styles.module.css';

type Props = ComponentProps<typeof BlogListPageType>;

/**
 * A page of a blog's post list (/posts, /posts/weekly and their next pages). The theme's page has
 * no h1, so its first heading was a post's h2: this one opens with the blog's title.
 */
export default function BlogListPage({metadata, items, sidebar}: Props): ReactNode {
  const {blogTitle, blogDescription, page} = metadata;
  const title = page > 1 ? `${blogTitle}, page ${page}` : blogTitle;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={blogTitle} description={blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData metadata={metadata} items={items} sidebar={sidebar} />
      <BlogLayout sidebar={sidebar}>
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
