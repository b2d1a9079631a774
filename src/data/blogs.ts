import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {links, PRODUCT} from './site';

/** The two blogs: the main blog at /posts and the weekly updates at /posts/weekly. */
export interface Blog {
  /** Plugin id and content folder. */
  readonly id: string;
  readonly routeBasePath: string;
  /** Title of the list pages and the feeds. */
  readonly title: string;
  readonly description: string;
  /** Label in the navbar and the footer. */
  readonly label: string;
  /** How many recent posts the blog sidebar lists. */
  readonly sidebarCount: number;
}

export const blogs = {
  posts: {
    id: 'posts',
    routeBasePath: 'posts',
    title: `${PRODUCT} Blog`,
    description: `Blog posts by ${PRODUCT}`,
    label: 'Blog Posts',
    sidebarCount: 5,
  },
  weekly: {
    id: 'weekly',
    routeBasePath: 'posts/weekly',
    title: `${PRODUCT} Weekly`,
    description: `Weekly updates by ${PRODUCT}`,
    label: 'Weekly Updates',
    sidebarCount: 12,
  },
} as const satisfies Record<string, Blog>;

export type BlogId = keyof typeof blogs;

export const POSTS_PER_PAGE = 10;

/** Options of one blog-plugin instance: closed tag and author lists, truncation required. */
export function blogPluginOptions(blog: Blog): BlogOptions {
  return {
    id: blog.id,
    path: blog.id,
    routeBasePath: blog.routeBasePath,
    blogTitle: blog.title,
    blogDescription: blog.description,
    blogSidebarTitle: blog.id === 'weekly' ? 'Recent weeks' : 'Recent posts',
    blogSidebarCount: blog.sidebarCount,
    postsPerPage: POSTS_PER_PAGE,
    authorsMapPath: '../authors.yml',
    tags: 'tags.yml',
    onInlineTags: 'throw',
    onInlineAuthors: 'throw',
    onUntruncatedBlogPosts: 'throw',
    showReadingTime: true,
    editUrl: links.edit,
    feedOptions: {
      type: 'all',
      title: blog.title,
      description: blog.description,
      copyright: `Copyright © ${PRODUCT} contributors`,
    },
  };
}
