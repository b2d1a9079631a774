/**
 * A Mermaid diagram drawn at build time (src/remark/diagrams.ts): one SVG whose colours follow the
 * colour mode by CSS (src/remark/diagramThemes.ts), so that the toggle neither draws anything nor
 * moves the page. The SVG markup is not in this component: the build puts it into the page's HTML
 * (src/plugins/diagrams.ts), and React leaves it there, as an element with an empty
 * `dangerouslySetInnerHTML` keeps the content the server sent. On a page opened by a link (no HTML
 * from the server) the component fetches the file.
 *
 * The box has the diagram's proportions before the drawing arrives. A wide diagram shrinks to
 * MIN_SCALE of its size at most and then scrolls sideways in its box, which then takes keyboard
 * focus, says what it is, and fades out at the edges that hide more of it.
 */
import useBaseUrl from '@docusaurus/useBaseUrl';
import {watchSideScroll} from '@site/src/utils/sideScroll';
import {useEffect, useRef, type ReactNode} from 'react';

import {MIN_SCALE} from './scale';

interface Props {
  readonly hash: string;
  readonly width: number | string;
  readonly height: number | string;
  readonly label: string;
}

export default function Diagram({hash, label, ...size}: Props): ReactNode {
  // MDX hands the numbers over as strings.
  const width = Number(size.width);
  const height = Number(size.height);
  const box = useRef<HTMLDivElement>(null);
  const base = useBaseUrl('/diagrams/');

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const drawing = element.querySelector<HTMLElement>('[data-diagram]');
    if (drawing !== null && drawing.firstElementChild === null) {
      void fetch(`${base}${hash}.svg`)
        .then((response) => (response.ok ? response.text() : ''))
        .then((svg) => {
          drawing.innerHTML = svg;
        })
        // Offline: the box keeps the diagram's size, empty.
        .catch(() => undefined);
    }
    return watchSideScroll(element, {attributes: {role: 'group', 'aria-label': 'Diagram, scrolls sideways'}});
  }, [base, hash]);

  return (
    <div ref={box} className="diagram-box">
      <div
        role="img"
        aria-label={label}
        className="diagram"
        style={{aspectRatio: `${width} / ${height}`, maxWidth: width, minWidth: Math.round(width * MIN_SCALE)}}
      >
        <div data-diagram={hash} dangerouslySetInnerHTML={{__html: ''}} />
      </div>
    </div>
  );
}
