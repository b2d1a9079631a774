/**
 * A post's JSON-LD (schema.org BlogPosting), as the theme writes it, naming the post's social card
 * as its image: the theme names an image only when the front matter gives one.
 */
import Head from '@docusaurus/Head';
import {useBlogPost, useBlogPostStructuredData} from '@docusaurus/plugin-content-blog/client';
import {useCardUrl} from '@site/src/components/SocialCard';
import {pageCardPath} from '@site/src/plugins/social-cards/paths';
import type {ReactNode} from 'react';

export default function BlogPostStructuredData(): ReactNode {
  const structuredData = useBlogPostStructuredData();
  const {metadata} = useBlogPost();
  const url = useCardUrl(pageCardPath(metadata.permalink));
  const image = {'@type': 'ImageObject', '@id': url, url, contentUrl: url, caption: metadata.title};
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify({...structuredData, image})}</script>
    </Head>
  );
}
