/**
 * A blog list page's JSON-LD (schema.org Blog), as the theme writes it, with each post naming its
 * social card as its image, as the post's own page does (../../BlogPostPage/StructuredData).
 */
import Head from '@docusaurus/Head';
import {useBlogListPageStructuredData} from '@docusaurus/plugin-content-blog/client';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {cardImageObject} from '@site/src/components/SocialCard';
import {pageCardPath} from '@site/src/plugins/social-cards/paths';
import type {Props} from '@theme/BlogListPage/StructuredData';
import type {ReactNode} from 'react';

export default function BlogListPageStructuredData(props: Props): ReactNode {
  const structuredData = useBlogListPageStructuredData(props);
  const {withBaseUrl} = useBaseUrlUtils();
  // The theme lists one BlogPosting per item, in the items' order.
  const posts: readonly object[] = Array.isArray(structuredData.blogPost) ? structuredData.blogPost : [];
  const blogPost = posts.map((post, i) => {
    const metadata = props.items[i]?.content.metadata;
    const url = metadata && withBaseUrl(pageCardPath(metadata.permalink), {absolute: true});
    return metadata && url ? {...post, image: cardImageObject(url, metadata.title)} : post;
  });
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify({...structuredData, blogPost})}</script>
    </Head>
  );
}
