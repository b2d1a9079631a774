/**
 * Swizzled (ejected) from @docusaurus/theme-classic 3.10.2. The original renders the word-wrap and
 * copy buttons of every code block in the browser right after hydration (`<BrowserOnly>`): on
 * /docs/configuration, 27 button groups of SVG icons in one more render of the page while it
 * becomes usable. The buttons are invisible until the reader points at the block or moves focus
 * into it (styles.module.css), so they are rendered then, and the group stays empty before; the
 * block then measures whether it scrolls sideways, for the word-wrap button (../wordWrap.ts).
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Buttons';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';

import {useBlockWordWrap} from '../wordWrap';
import styles from './styles.module.css';

/** Pointing at the block (a mouse over it, a tap) or moving focus into it. */
const WANTED = ['pointerover', 'focusin'] as const;

export default function CodeBlockButtons({className}: Props): ReactNode {
  const group = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const {activate} = useBlockWordWrap();
  useEffect(() => {
    const block = group.current?.closest('.theme-code-block');
    if (wanted || !block) return undefined;
    const want = () => {
      activate();
      setWanted(true);
    };
    for (const type of WANTED) block.addEventListener(type, want);
    return () => {
      for (const type of WANTED) block.removeEventListener(type, want);
    };
  }, [wanted, activate]);
  return (
    <div ref={group} className={clsx(className, styles.buttonGroup)}>
      {wanted && (
        <>
          <WordWrapButton />
          <CopyButton />
        </>
      )}
    </div>
  );
}
