import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

type Props = ComponentProps<typeof MermaidType>;

/** How far below the window a diagram starts drawing, so that it is ready when scrolled to. */
const AHEAD = '600px';
/** Longest wait for a diagram to draw before the next one may start (a diagram that fails shows its error). */
const DRAW_TIMEOUT_MS = 10_000;

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
