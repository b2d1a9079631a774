import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';
import type {ReactNode} from 'react';

/**
 * "Read more" under a post's summary on the list pages. The theme names the post in an aria-label
 * only, so a list of the page's links (and search engines) reads ten "Read more"; here the post's
 * title is part of the link's text, hidden from sight.
 */
export default function BlogPostItemFooterReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>
        <Translate
          id="theme.blog.post.readMore"
          description="The label used in blog post item excerpts to link to full blog posts"
        >
          Read more
        </Translate>
      </b>
      <span className="visually-hidden"> about {blogPostTitle}</span>
    </Link>
  );
}
