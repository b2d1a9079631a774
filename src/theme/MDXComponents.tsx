/**
 * Wraps the theme's MDX components (not ejected) to add two:
 * - `table`: Infima lets a wide table scroll sideways in its own box (`display: block;
 *   overflow: auto`); such a table takes keyboard focus while it scrolls, so that it can be
 *   scrolled without a pointer. The configuration reference has tables that scroll on a phone and
 *   on a laptop. Its cells are plain markup, so the table keeps the server's markup while the page
 *   hydrates (src/utils/useServerMarkup.ts).
 * - `input`: the only inputs Markdown makes are the checkboxes of task lists (`- [ ] item`), which
 *   have no label; each is named by its state, so that a screen reader says what it is (axe's
 *   `label` rule).
 */
import MDXComponents from '@theme-original/MDXComponents';
import Diagram from '@site/src/components/Diagram';
import {focusableWhenScrolling} from '@site/src/utils/focusableWhenScrolling';
import {useServerMarkup} from '@site/src/utils/useServerMarkup';
import {useEffect, useRef, type ComponentProps, type ReactNode} from 'react';

function Table({children, ...props}: ComponentProps<'table'>): ReactNode {
  const markup = useServerMarkup();
  const ref = useRef<HTMLTableElement>(null);
  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    // Called once when observing starts, then whenever the table's box changes size.
    const resizes = new ResizeObserver(() => {
      focusableWhenScrolling(table);
    });
    resizes.observe(table);
    return () => {
      resizes.disconnect();
    };
  }, []);
  return (
    <table ref={ref} {...props} {...markup.props}>
      {markup.kept ? undefined : children}
    </table>
  );
}

function Input(props: ComponentProps<'input'>): ReactNode {
  if (props.type !== 'checkbox') return <input {...props} />;
  return <input aria-label={props.checked === true ? 'Done' : 'To do'} {...props} />;
}

export default {...MDXComponents, table: Table, input: Input, diagram: Diagram};
