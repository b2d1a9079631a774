/**
 * Swizzled (ejected) from @docusaurus/theme-classic 3.10.2 because code is highlighted at build
 * time (src/remark/highlight-code.ts): this passes the build's `tokens` prop to
 * CodeBlock/Content, and drops the original's second render after hydration (`key={isBrowser}`),
 * which existed only to apply the Prism theme of the reader's colour mode. Colours now come from
 * CSS (src/css/code-themes.css) and are right from the first paint.
 */
import React, {isValidElement, type ReactNode} from 'react';
import type {Props as OriginalProps} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

import {HighlightedContext} from './highlighted';

type Props = OriginalProps & {
  /** Written by src/remark/highlight-code.ts for fenced code blocks. */
  readonly tokens?: string;
};

/** The children as one string when they are only strings (so the block can be copied). */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, tokens, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  if (typeof children !== 'string') return <ElementContent {...props}>{children}</ElementContent>;
  return (
    <HighlightedContext.Provider value={{raw: children, tokens}}>
      <StringContent {...props}>{children}</StringContent>
    </HighlightedContext.Provider>
  );
}
