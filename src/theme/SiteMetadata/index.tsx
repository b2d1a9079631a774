/**
 * Wraps the theme's site-wide head tags with the default social card of the page: a React top
 * page's own, else its section's or blog's (list, tag and category pages), else the home page's.
 * Docs pages, posts and Markdown pages replace it with their own (the wrappers beside this one).
 */
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import SocialCard from '@site/src/components/SocialCard';
import {defaultCard} from '@site/src/plugins/social-cards/paths';
import SiteMetadata from '@theme-original/SiteMetadata';
import type {ReactNode} from 'react';

export default function SiteMetadataWrapper(): ReactNode {
  const base = useBaseUrl('/');
  const {pathname} = useLocation();
  const {path, label} = defaultCard(`/${pathname.slice(base.length)}`);
  return (
    <>
      <SiteMetadata />
      <SocialCard path={path} label={label} />
    </>
  );
}
