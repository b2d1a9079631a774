/**
 * The head tags that name a page's social card (drawn by src/plugins/social-cards). The theme
 * already writes `twitter:card` (summary_large_image) on every page, so it is not repeated here; a
 * later instance of this component (a docs page's, a post's) replaces an earlier one (the site-wide
 * default), as react-helmet keeps the last meta of each property.
 */
import Head from '@docusaurus/Head';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {CARD_HEIGHT, CARD_WIDTH, cardAlt, type CardLabel} from '@site/src/plugins/social-cards/paths';
import type {ReactNode} from 'react';

/** The card's absolute URL, as link previews need it (`https://packit.dev/img/cards/…`). */
export function useCardUrl(path: string): string {
  return useBaseUrlUtils().withBaseUrl(path, {absolute: true});
}

/** The card as a schema.org ImageObject, for a post's JSON-LD (as the theme writes a front-matter image). */
export function cardImageObject(url: string, caption: string) {
  return {'@type': 'ImageObject', '@id': url, url, contentUrl: url, caption};
}

export default function SocialCard({path, label}: {readonly path: string; readonly label: CardLabel}): ReactNode {
  const url = useCardUrl(path);
  const alt = cardAlt(label);
  return (
    <Head>
      <meta property="og:image" content={url} />
      <meta property="og:image:width" content={String(CARD_WIDTH)} />
      <meta property="og:image:height" content={String(CARD_HEIGHT)} />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:image" content={url} />
      <meta name="twitter:image:alt" content={alt} />
    </Head>
  );
}
