/**
 * Wraps the theme's MDX components (not ejected) to add two:
 * - `table`: Infima lets a wide table scroll sideways in its own box (`display: block;
 *   overflow: auto`); such a table takes keyboard focus while it scrolls, so that it can be
 *   scrolled without a pointer. The configuration reference has tables that scroll on a phone and
 *   on a laptop. Its cells are plain markup, so the table keeps the server's markup while the page
 *   hydrates (src/utils/useServerMarkup.ts).
 * - `p`, `ul` and `ol` keep the server's markup as tables do when all they hold is text, inline
 *   code, links, images and task-list checkboxes (`plain` below): on a long page they are most of
 *   what is left to hydrate once tables and code are kept. A paragraph of text alone has nothing to
 *   keep, and anything else inside (a code block, a component of an MDX page) is hydrated as usual.
 * - `h2` to `h6` keep the server's markup too when their text is plain: each is a heading with a
 *   link to itself (the theme's `Heading`), which needs no React while the page hydrates.
 * - `td`, `th` and the inline code and links in them: a long word of a table cell (a key, path, host
 *   or class name) may wrap after its separators, as a `<wbr>` lets it (src/utils/longWords.ts),
 *   so that one such word does not make the table wider than the column.
 * - `code`, inline: a command-line option's dashes stay on the line of the letter after them, and an
 *   RPM macro's `%` on the line of its brace.
 * - `input`: the only inputs Markdown makes are the checkboxes of task lists (`- [ ] item`), which
 *   have no label; each is named by its state, so that a screen reader says what it is (axe's
 *   `label` rule).
 * - `admonition`: a title with more than text (`:::note \`Release\` before 1.16.0`) reaches the
 *   theme's admonition as its first child, an `mdxAdmonitionTitle` element that the theme takes out
 *   by that name; in a `.md` page the HTML parser Docusaurus runs over it (rehype-raw) lowercases
 *   the name, and the theme showed "note" with the title as the first line of the text.
 */
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import OriginalMDXComponents from '@theme-original/MDXComponents';
import type {MDXComponentsObject} from '@theme/MDXComponents';
import Diagram from '@site/src/components/Diagram';
import {watchSideScroll} from '@site/src/utils/sideScroll';
import {longWordPieces, SHORT_NAME, UNBROKEN_START} from '@site/src/utils/longWords';
import {useServerMarkup} from '@site/src/utils/useServerMarkup';
import clsx from 'clsx';
import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useRef,
  type ComponentProps,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';

const MDXComponents = OriginalMDXComponents as MDXComponentsObject;

/** Whether the element is inside a table's cell. */
const InCell = createContext(false);

/** Text with the start of each option and macro kept on one line. */
function withUnbrokenStarts(text: string, key = ''): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(UNBROKEN_START)) {
    nodes.push(text.slice(last, match.index));
    nodes.push(
      <span className="nowrap" key={`${key}-${match.index}`}>
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  nodes.push(text.slice(last));
  return nodes.filter((node) => node !== '');
}

/** Pieces of text with a `<wbr>` between each two, each piece as `render` makes it. */
function joinedByWbr(
  pieces: readonly string[],
  render: (piece: string, i: number) => ReactNode[] = (piece) => [piece],
): ReactNode[] {
  return pieces.flatMap((piece, i) => [...(i === 0 ? [] : [<wbr key={i} />]), ...render(piece, i)]);
}

/** Text with a `<wbr>` where its long words may wrap. */
function withWordBreaks(text: string): ReactNode {
  const pieces = longWordPieces(text);
  return pieces.length === 1 ? text : joinedByWbr(pieces);
}

/** A table's cell: its text, and the inline code and links in it, may wrap inside long words. */
function cell(As: 'td' | 'th'): ComponentType<ComponentProps<'td' | 'th'>> {
  return function Cell({children, ...props}: ComponentProps<'td' | 'th'>): ReactNode {
    return (
      <As {...props}>
        <InCell.Provider value>
          {Children.map(children, (child) => {
            if (typeof child === 'string') return withWordBreaks(child);
            // A link's text (inline code takes care of itself: `Code`).
            if (isValidElement<{children?: ReactNode}>(child) && child.type === MDXComponents.a) {
              const text = child.props.children;
              if (typeof text === 'string') return cloneElement(child, undefined, withWordBreaks(text));
            }
            return child;
          })}
        </InCell.Provider>
      </As>
    );
  };
}

function Table({children, ...props}: ComponentProps<'table'>): ReactNode {
  const markup = useServerMarkup();
  const ref = useRef<HTMLTableElement>(null);
  useEffect(() => (ref.current ? watchSideScroll(ref.current) : undefined), []);
  return (
    <table ref={ref} {...props} {...markup.props}>
      {markup.kept ? undefined : children}
    </table>
  );
}

/** The theme's code; inline, the start of an option or macro stays on one line, and in a table's cell short names stay whole and long ones may wrap. */
function Code(props: ComponentProps<'code'>): ReactNode {
  const inCell = useContext(InCell);
  const {children} = props;
  if (typeof children !== 'string' || children.includes('\n')) return <MDXComponents.code {...props} />;
  // In a cell, a short name (`--update-release`, `centos-stream-10`) stays whole: the table's
  // columns share out their room by their longest lines and left a key's column a few letters
  // short of it, so that the browser broke the name after a hyphen. Longer names kept whole made
  // tables wider than a laptop's column.
  if (inCell && children.length <= SHORT_NAME && !/\s/.test(children))
    return <code {...props} className={clsx(props.className, 'nowrap')} />;
  const pieces = inCell ? longWordPieces(children) : [children];
  if (pieces.length === 1 && children.search(UNBROKEN_START) === -1) return <MDXComponents.code {...props} />;
  // The theme's inline code is a plain `<code>`; its code block, which this is not, wants text alone.
  return <code {...props}>{joinedByWbr(pieces, (piece, i) => withUnbrokenStarts(piece, String(i)))}</code>;
}

/** The theme's admonition, with the title a `.md` page hands it under a lowercased name. */
function Admonition(props: ComponentProps<typeof MDXComponents.admonition>): ReactNode {
  const items = Children.toArray(props.children);
  const title = items.find(
    (item): item is ReactElement<{children?: ReactNode}> => isValidElement(item) && item.type === 'mdxadmonitiontitle',
  );
  if (title === undefined || props.title !== undefined) return <MDXComponents.admonition {...props} />;
  return (
    <MDXComponents.admonition {...props} title={title.props.children}>
      {items.filter((item) => item !== title)}
    </MDXComponents.admonition>
  );
}

function Input(props: ComponentProps<'input'>): ReactNode {
  if (props.type !== 'checkbox') return <input {...props} />;
  return <input aria-label={props.checked === true ? 'Done' : 'To do'} {...props} />;
}

/** Elements of Markdown that may hold state or handlers of their own, never kept as markup. */
const LIVE_TAGS = new Set([
  'audio',
  'button',
  'details',
  'form',
  'iframe',
  'input',
  'pre',
  'select',
  'textarea',
  'video',
]);

/**
 * Whether rendered children are plain markup: text, elements of Markdown without state, and the
 * components of `INLINE` (links, whose clicks the kept markup hands to the router; inline code;
 * images; checkboxes; lists and paragraphs), all the way down.
 */
function plain(node: ReactNode): boolean {
  if (Array.isArray(node)) return node.every(plain);
  if (!isValidElement<{children?: ReactNode}>(node)) return typeof node !== 'object' || node === null;
  const {type, props} = node;
  if (typeof type === 'string' ? LIVE_TAGS.has(type) : !INLINE.has(type)) return false;
  // The theme's `code` is a code block, with its buttons, when its text has a line break.
  if (type === Code && Children.toArray(props.children).some((c) => typeof c !== 'string' || c.includes('\n')))
    return false;
  return plain(props.children);
}

/** A block of Markdown that keeps the server's markup while the page hydrates when its children are plain. */
function keeping<P extends {children?: ReactNode}>(Block: ComponentType<P> | 'p' | 'ol'): ComponentType<P> {
  const Element = Block as ComponentType<P>;
  function Kept(props: P): ReactNode {
    const markup = useServerMarkup();
    return (
      <Element {...props} {...markup.props}>
        {markup.kept ? undefined : props.children}
      </Element>
    );
  }
  return function Keeping(props: P): ReactNode {
    const keep = Children.toArray(props.children).some((c) => isValidElement(c)) && plain(props.children);
    return keep ? <Kept {...props} /> : <Element {...props} />;
  };
}

const Paragraph = keeping<ComponentProps<'p'>>('p');
const OrderedList = keeping<ComponentProps<'ol'>>('ol');
const UnorderedList = keeping<ComponentProps<'ul'>>(MDXComponents.ul);

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** A heading of the page: while the page hydrates, its text and link to itself stay as the server wrote them. */
function keptHeading(As: HeadingTag): ComponentType<ComponentProps<HeadingTag>> {
  const Theme = MDXComponents[As] as ComponentType<ComponentProps<HeadingTag>>;
  function Kept(props: ComponentProps<HeadingTag>): ReactNode {
    const markup = useServerMarkup();
    // The same classes as the theme's `Heading`, which rendered it on the server.
    const anchorClassName = useAnchorTargetClassName(props.id);
    if (!markup.kept) return <Theme {...props} {...markup.props} />;
    return <As id={props.id} className={clsx('anchor', anchorClassName, props.className)} {...markup.props} />;
  }
  return function Heading(props: ComponentProps<HeadingTag>): ReactNode {
    return props.id !== undefined && plain(props.children) ? <Kept {...props} /> : <Theme {...props} />;
  };
}

const INLINE = new Set<unknown>([
  MDXComponents.a,
  Code,
  MDXComponents.img,
  MDXComponents.li,
  Input,
  Paragraph,
  OrderedList,
  UnorderedList,
]);

export default {
  ...OriginalMDXComponents,
  table: Table,
  td: cell('td'),
  th: cell('th'),
  code: Code,
  input: Input,
  admonition: Admonition,
  diagram: Diagram,
  p: Paragraph,
  ol: OrderedList,
  ul: UnorderedList,
  h2: keptHeading('h2'),
  h3: keptHeading('h3'),
  h4: keptHeading('h4'),
  h5: keptHeading('h5'),
  h6: keptHeading('h6'),
};
