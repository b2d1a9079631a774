/**
 * Swizzled (ejected) from @docusaurus/theme-classic 3.10.2: the original sets the Prism theme's
 * colours as inline CSS variables from the current colour mode, so a block rendered before the
 * mode is known has the wrong ones until React renders it again. src/css/code-themes.css sets the
 * same variables (`--prism-color`, `--prism-background-color`) per `data-theme` instead.
 */
import React, {type ComponentProps, type ElementType, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';

import styles from './styles.module.css';

export default function CodeBlockContainer<T extends ElementType>({
  as: As,
  ...props
}: {as: T} & ComponentProps<T>): ReactNode {
  return (
    <As
      {...props}
      className={clsx(
        (props as {className?: string}).className,
        styles.codeBlockContainer,
        ThemeClassNames.common.codeBlock,
      )}
    />
  );
}
