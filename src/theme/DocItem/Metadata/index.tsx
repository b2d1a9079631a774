/** Wraps a docs page's head tags with its own social card (src/plugins/social-cards). */
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useRouteContext from '@docusaurus/useRouteContext';
import SocialCard from '@site/src/components/SocialCard';
import {sections} from '@site/src/data/sections';
import {pageCardPath} from '@site/src/plugins/social-cards/paths';
import Metadata from '@theme-original/DocItem/Metadata';
import type {ReactNode} from 'react';

export default function DocItemMetadataWrapper(): ReactNode {
  const {metadata} = useDoc();
  const {plugin} = useRouteContext();
  const section = sections.find((s) => s.id === plugin.id);
  if (!section) throw new Error(`A docs page of plugin "${plugin.id}", which is not in src/data/sections.ts`);
  return (
    <>
      <Metadata />
      <SocialCard path={pageCardPath(metadata.permalink)} label={{title: metadata.title, kicker: section.label}} />
    </>
  );
}
