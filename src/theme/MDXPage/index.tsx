/** Wraps a Markdown page of src/pages (the workshop page) with its own social card (src/plugins/social-cards). */
import SocialCard from '@site/src/components/SocialCard';
import {pageCardPath} from '@site/src/plugins/social-cards/paths';
import MDXPage from '@theme-original/MDXPage';
import type {Props} from '@theme/MDXPage';
import type {ReactNode} from 'react';

export default function MDXPageWrapper(props: Props): ReactNode {
  const {metadata} = props.content;
  return (
    <>
      <MDXPage {...props} />
      {metadata.title && (
        <SocialCard path={pageCardPath(metadata.permalink)} label={{title: metadata.title, kicker: ''}} />
      )}
    </>
  );
}
