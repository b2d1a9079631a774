/**
 * Swizzled (ejected) from @docusaurus/theme-classic 3.10.2, the one component that ran Prism in
 * the browser (prism-react-renderer's <Highlight>). It renders the tokens the build made
 * (src/remark/highlight-code.ts, read in ../highlighted.ts) with the theme's own Line component,
 * in the same markup, minus the inline colours: src/css/code-themes.css gives those per colour
 * mode. A block the build did not see (JSX in a page) shows as plain text.
 */
import React, {forwardRef, useMemo, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type {Props as LineProps} from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';

import {useServerMarkup} from '@site/src/utils/useServerMarkup';

import {tokenLines, useHighlighted, type LineToken} from '../highlighted';
import styles from './styles.module.css';

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>(function Pre(props, ref) {
  return (
    <pre
      ref={ref}
      // Keyboard users can scroll a wide block.
      tabIndex={0}
      {...props}
      className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
    />
  );
});

function Code(props: ComponentProps<'code'>): ReactNode {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

// prism-react-renderer's prop getters, without the theme's inline styles.
const getLineProps: LineProps['getLineProps'] = ({className, style}) => ({
  className: clsx('token-line', className),
  ...(style && {style}),
});

const getTokenProps: LineProps['getTokenProps'] = ({token, className, style, ...rest}) => ({
  ...rest,
  className: clsx('className' in token ? (token as LineToken).className : clsx('token', ...token.types), className),
  children: token.content,
  // As prism-react-renderer does, so that an empty line keeps its height.
  ...(token.empty ? {style: {display: 'inline-block', ...style}} : style && {style}),
});

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  const highlighted = useHighlighted();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  // The lines are plain markup: while the page hydrates, the block keeps the server's.
  const markup = useServerMarkup();
  const lines = useMemo(() => (markup.kept ? [] : tokenLines(code, highlighted)), [markup.kept, code, highlighted]);
  return (
    <Pre ref={codeBlockRef} className={clsx(classNameProp, 'prism-code', `language-${language}`)}>
      <Code {...markup.props}>
        {markup.kept
          ? undefined
          : lines.map((line, i) => (
              <Line
                key={i}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[i]}
                showLineNumbers={lineNumbersStart !== undefined}
              />
            ))}
      </Code>
    </Pre>
  );
}
