import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import {focusableWhenScrolling} from '@site/src/utils/focusableWhenScrolling';
import {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

type Props = ComponentProps<typeof MermaidType>;

/** How far below the window a diagram starts drawing, so that it is ready when scrolled to. */
const AHEAD = '600px';
/** Longest wait for a diagram to draw before the next one may start (one that fails shows its error). */
const DRAW_TIMEOUT_MS = 10_000;
/**
 * The smallest share of its own size a diagram is shrunk to in a narrow column. Mermaid writes
 * 16 px text, so the text stays at 8 px or more; a wider diagram scrolls sideways in its box. On
 * a 1280 px laptop only the widest diagrams (5 of the 45 of the user docs) reach this floor.
 */
const MIN_SCALE = 0.5;

/** Resolves when the browser has a moment with nothing else to do (or after `timeout` ms at the latest). */
function whenIdle(timeout: number): Promise<void> {
  return new Promise((resolve) => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(
        () => {
          resolve();
        },
        {timeout},
      );
    } else {
      window.setTimeout(resolve, 50);
    }
  });
}

/** The diagram drawing now, or the last one waiting: each diagram starts when the one before is done. */
let queue: Promise<void> = Promise.resolve();

/**
 * Resolves when `element` holds a drawn diagram or the error message (with its "Try again" button)
 * of one that failed, or after DRAW_TIMEOUT_MS.
 */
function drawn(element: HTMLElement): Promise<void> {
  const done = () => element.querySelector('svg, button') !== null;
  return new Promise((resolve) => {
    if (done()) {
      resolve();
      return;
    }
    const finish = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (done()) finish();
    });
    const timer = window.setTimeout(finish, DRAW_TIMEOUT_MS);
    observer.observe(element, {childList: true, subtree: true});
  });
}

/**
 * Keeps the diagram drawn in `box` legible on a phone: Mermaid shrinks a diagram to the width of
 * the column, which left the text of a long left-to-right flowchart 2 to 6 px high at 390 px.
 * The diagram is shrunk to MIN_SCALE at most; when its box then scrolls sideways, the box takes
 * keyboard focus (so that it can be scrolled without a pointer) and says what it is. Mermaid
 * draws the diagram anew when the colour mode changes, so this runs after every change of the box.
 */
function keepLegible(box: HTMLElement): () => void {
  const update = () => {
    const container = box.querySelector<HTMLElement>('.docusaurus-mermaid-container');
    const svg = container?.querySelector('svg');
    if (!container || !svg) return;
    const ownWidth = parseFloat(svg.style.maxWidth);
    if (ownWidth > 0) svg.style.minWidth = `${Math.round(ownWidth * MIN_SCALE)}px`;
    focusableWhenScrolling(container, {role: 'group', 'aria-label': 'Diagram, scrolls sideways'});
  };
  const mutations = new MutationObserver(update);
  mutations.observe(box, {childList: true, subtree: true});
  const resizes = new ResizeObserver(update);
  resizes.observe(box);
  update();
  return () => {
    mutations.disconnect();
    resizes.disconnect();
  };
}

/**
 * A Mermaid diagram, drawn only when it comes near the window, one diagram at a time, each when the
 * browser is idle. Mermaid is a large library, and loading it and laying out a diagram are long
 * tasks: drawing every diagram of a long page while it loads and hydrates would keep the main
 * thread busy (Lighthouse's Total Blocking Time) for diagrams nobody sees yet, and several
 * diagrams drawn together would block input for their sum. Without JavaScript the reader gets the
 * diagram's source, which Mermaid's syntax keeps readable.
 */
export default function MermaidWrapper(props: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const [draw, setDraw] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (draw || element === null) return undefined;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        queue = queue
          .then(() => whenIdle(2000))
          .then(() => {
            if (cancelled) return undefined;
            setDraw(true);
            return drawn(element);
          });
      },
      {rootMargin: `${AHEAD} 0px`},
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [draw]);

  useEffect(() => {
    if (!draw || box.current === null) return undefined;
    return keepLegible(box.current);
  }, [draw]);

  return (
    <>
      <div ref={box} className={draw ? undefined : 'mermaid-placeholder'}>
        {draw && <Mermaid {...props} />}
      </div>
      <noscript>
        <pre className="mermaid-source">
          <code>{props.value}</code>
        </pre>
      </noscript>
    </>
  );
}
