/**
 * The table of contents (swizzled from the classic theme's `TOCItems/Tree`, same markup). Its links
 * are anchors of the page and its highlighting works on the DOM (`useTOCHighlight`), so the tree
 * keeps the server's markup while the page hydrates, as plain tables and lists do
 * (src/utils/useServerMarkup.ts): on the configuration reference it is some seventy links. The
 * places where the items' long words may break in the narrow column were marked at build time
 * (src/remark/toc-word-breaks.ts).
 */
import Link from '@docusaurus/Link';
import type {Props} from '@theme/TOCItems/Tree';
import {useServerMarkup} from '@site/src/utils/useServerMarkup';
import {memo, type ReactNode} from 'react';

function Items({toc, linkClassName}: Pick<Props, 'toc' | 'linkClassName'>): ReactNode {
  return toc.map((heading) => (
    <li key={heading.id}>
      <Link
        to={`#${heading.id}`}
        className={linkClassName ?? undefined}
        // The headings' HTML comes from the site's own Markdown.
        dangerouslySetInnerHTML={{__html: heading.value}}
      />
      {heading.children.length > 0 && (
        <ul>
          <Items toc={heading.children} linkClassName={linkClassName} />
        </ul>
      )}
    </li>
  ));
}

function TOCItemTree(props: Props): ReactNode {
  const markup = useServerMarkup();
  if (props.toc.length === 0) return null;
  return (
    <ul className={props.className} {...markup.props}>
      {markup.kept ? undefined : <Items {...props} />}
    </ul>
  );
}

export default memo(TOCItemTree);
