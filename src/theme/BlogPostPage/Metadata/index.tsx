/**
 * Wraps a post's head tags (the theme's already include `og:type` article, `article:published_time`
 * and `article:tag`) with the post's own social card (src/plugins/social-cards).
 */
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import SocialCard from '@site/src/components/SocialCard';
import {pageCardPath} from '@site/src/plugins/social-cards/paths';
import useBlogTitle from '@site/src/utils/useBlogTitle';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import type {ReactNode} from 'react';

export default function BlogPostPageMetadataWrapper(): ReactNode {
  const {metadata} = useBlogPost();
  const kicker = useBlogTitle();
  return (
    <>
      <Metadata />
      <SocialCard path={pageCardPath(metadata.permalink)} label={{title: metadata.title, kicker}} />
    </>
  );
}
