/**
 * The word wrap of a code block (the theme's `useCodeWordWrap`, @docusaurus/theme-common 3.10.2),
 * measured only once the block's buttons are wanted. The theme's hook measured every block while
 * the page hydrated: it read each block's width (making the browser lay out the page in the middle
 * of hydration) and rendered each block again with the answer, to decide whether the invisible
 * word-wrap button was needed. Here `activate` (called by CodeBlock/Buttons when the reader points
 * at the block or moves focus into it) starts the measuring, then keeps it up to date on resize.
 * The theme's hook also watched for a block in a hidden tab becoming visible; a block is measured
 * when the reader points at it, so it is visible then.
 *
 * Apart from that, a block that scrolls sideways fades out at the edges that hide more of it, as
 * tables do (src/utils/sideScroll.ts): phones show no scrollbar and no buttons until the block is
 * touched. That is watched from hydration on, with a `ResizeObserver`, which reads the block's
 * width after the browser has laid the page out anyway, never in the middle of hydration.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {watchSideScroll} from '@site/src/utils/sideScroll';

type WordWrap = ReturnType<typeof useCodeBlockContext>['wordWrap'];
export type LazyWordWrap = WordWrap & {readonly activate: () => void};

export function useLazyCodeWordWrap(): LazyWordWrap {
  const [active, setActive] = useState(false);
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long words and tokens wrap too: no scrollbar once wrapping is on.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);
  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || pre.querySelector('code')?.hasAttribute('style') === true);
  }, []);
  useEffect(() => {
    if (!active) return undefined;
    measure();
    window.addEventListener('resize', measure, {passive: true});
    return () => {
      window.removeEventListener('resize', measure);
    };
  }, [active, isEnabled, measure]);
  useEffect(
    () => (codeBlockRef.current ? watchSideScroll(codeBlockRef.current, {alwaysFocusable: true}) : undefined),
    [],
  );
  const activate = useCallback(() => {
    setActive(true);
  }, []);
  return {codeBlockRef, isEnabled, isCodeScrollable, toggle, activate};
}

/** The word wrap of the code block being rendered, as this hook made it. */
export function useBlockWordWrap(): LazyWordWrap {
  return useCodeBlockContext().wordWrap as LazyWordWrap;
}
