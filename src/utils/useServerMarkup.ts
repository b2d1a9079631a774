/**
 * Keeps the server's markup of an element that holds no state, instead of hydrating its children.
 *
 * Hydration walks every element React rendered; on the configuration reference (4,000 elements,
 * most of them in tables and code) that walk was most of the page's blocking time on a phone. An
 * element whose children are plain markup (table cells, highlighted code) needs none of it: while
 * the page hydrates, the element renders its server markup as `dangerouslySetInnerHTML`, which
 * React leaves as it is, so none of its children become fibers. After hydration (a page opened
 * by a link) it renders its children as usual.
 *
 * The markup is read from the element itself, found by a `data-server-markup` id that is the same
 * on the server and in the browser (`useId`), so that if React ever renders the element again
 * from scratch it still has its content.
 */
import {useHistory} from '@docusaurus/router';
import {useEffect, useId, useState, type SyntheticEvent, type MouseEvent} from 'react';

const ATTRIBUTE = 'data-server-markup';

/** Props to spread on the element, and the markup to render instead of its children, if any. */
export interface ServerMarkup {
  readonly props: {
    readonly [ATTRIBUTE]: string;
    readonly dangerouslySetInnerHTML?: {__html: string};
    readonly onClick?: (event: MouseEvent) => void;
    readonly onMouseOver?: (event: SyntheticEvent) => void;
    readonly onTouchStart?: (event: SyntheticEvent) => void;
    readonly onFocus?: (event: SyntheticEvent) => void;
  };
  /** Whether the element keeps the server's markup: then its children must not be rendered. */
  readonly kept: boolean;
}

/** The server's elements that may keep their markup, by id: looked up once while the page hydrates. */
let serverElements: Map<string, Element> | undefined;

function serverMarkupOf(id: string): string | undefined {
  if (typeof document === 'undefined' || document.documentElement.dataset.hasHydrated === 'true') return undefined;
  serverElements ??= new Map(
    Array.from(document.querySelectorAll(`[${ATTRIBUTE}]`), (element) => [
      element.getAttribute(ATTRIBUTE) ?? '',
      element,
    ]),
  );
  return serverElements.get(id)?.innerHTML;
}

/** A link of this site to another page inside the kept markup, which a click or preload may take. */
function pageLink(event: SyntheticEvent): HTMLAnchorElement | undefined {
  const anchor = (event.target as Element).closest('a');
  if (
    !anchor ||
    anchor.target !== '' ||
    anchor.hasAttribute('download') ||
    anchor.origin !== window.location.origin ||
    anchor.pathname === window.location.pathname
  )
    return undefined;
  return anchor;
}

/** As a <Link> does on hover, touch or focus: loads the chunks of the page a link leads to. */
function preload(event: SyntheticEvent): void {
  const anchor = pageLink(event);
  if (anchor) void window.docusaurus.preload(anchor.pathname);
}

export function useServerMarkup(): ServerMarkup {
  const id = useId();
  const [html] = useState(() => serverMarkupOf(id));
  const history = useHistory();
  // Effects run once the whole page has hydrated: every lookup is done.
  useEffect(() => {
    serverElements = undefined;
  }, []);
  if (html === undefined) return {props: {[ATTRIBUTE]: id}, kept: false};
  return {
    kept: true,
    props: {
      [ATTRIBUTE]: id,
      dangerouslySetInnerHTML: {__html: html},
      // The links inside are plain anchors, not <Link>s: open this site's pages without a reload.
      onClick(event) {
        const anchor = pageLink(event);
        if (
          !anchor ||
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        )
          return;
        event.preventDefault();
        history.push(`${anchor.pathname}${anchor.search}${anchor.hash}`);
      },
      onMouseOver: preload,
      onTouchStart: preload,
      onFocus: preload,
    },
  };
}
