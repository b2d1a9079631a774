import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

type Props = ComponentProps<typeof MermaidType>;

/** How far below the window a diagram starts drawing, so that it is ready when scrolled to. */
const AHEAD = '600px';

/**
 * A Mermaid diagram, drawn only when it comes near the window: Mermaid is a large library, and
 * drawing every diagram of a long page while it loads keeps the main thread busy (Lighthouse's
 * Total Blocking Time) for diagrams nobody sees yet. Without JavaScript the reader gets the
 * diagram's source, which Mermaid's syntax keeps readable.
 */
export default function MermaidWrapper(props: Props): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (near || element === null) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      {rootMargin: `${AHEAD} 0px`},
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [near]);

  return (
    <>
      {near ? <Mermaid {...props} /> : <div ref={placeholder} className="mermaid-placeholder" />}
      <noscript>
        <pre className="mermaid-source">
          <code>{props.value}</code>
        </pre>
      </noscript>
    </>
  );
}
