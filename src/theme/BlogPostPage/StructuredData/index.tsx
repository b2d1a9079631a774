/**
 * A post's JSON-LD (schema.org BlogPosting), as the theme writes it, naming the post's social card
 * as its image: the theme names an image only when the front matter gives one.
 */
import Head from '@docusaurus/Head';
import {useBlogPost, useBlogPostStructuredData} from '@docusaurus/plugin-content-blog/client';
import {cardImageObject, useCardUrl} from '@site/src/components/SocialCard';
import {pageCardPath} from '@site/src/plugins/social-cards/paths';
import type {ReactNode} from 'react';

export default function BlogPostStructuredData(): ReactNode {
  const structuredData = useBlogPostStructuredData();
  const {metadata} = useBlogPost();
  const url = useCardUrl(pageCardPath(metadata.permalink));
  return (
    <Head>
      <script type="application/ld+json">
        {JSON.stringify({...structuredData, image: cardImageObject(url, metadata.title)})}
      </script>
    </Head>
  );
}
