/**
 * A box that scrolls sideways (a wide table, diagram or code block) must be reachable with the
 * keyboard, so that a reader without a pointer can scroll it (WCAG 2.1.1; axe's
 * `scrollable-region-focusable`), but a box that does not scroll should not add a stop to the Tab
 * order. It must also look like it
 * scrolls: phones, and laptops that hide scrollbars until they are used, showed a table's columns
 * cut at the window's edge and nothing to say there was more. Whether it scrolls depends on the
 * window's width, so this runs in the browser: while `element` is wider inside than outside, it
 * takes focus and the given attributes (a role and a name that say what it is), and `data-overflow`
 * says which of its edges hide more of it (`end`, `start` or `both`), where src/css/custom.css
 * fades it out. A code block keeps its focus when it does not scroll (`alwaysFocusable`): its copy
 * button appears when focus moves into it (src/theme/CodeBlock/Buttons).
 */
export function watchSideScroll(
  element: HTMLElement,
  {
    attributes = {},
    alwaysFocusable = false,
  }: {attributes?: Readonly<Record<string, string>>; alwaysFocusable?: boolean} = {},
): () => void {
  const update = () => {
    const hidden = element.scrollWidth - element.clientWidth;
    if (hidden > 0) {
      element.tabIndex = 0;
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      // A pixel of slack: a zoomed page scrolls by fractions.
      const atStart = element.scrollLeft < 1;
      const atEnd = element.scrollLeft > hidden - 1;
      element.dataset.overflow = atStart ? 'end' : atEnd ? 'start' : 'both';
    } else {
      if (!alwaysFocusable) element.removeAttribute('tabindex');
      for (const name of Object.keys(attributes)) element.removeAttribute(name);
      delete element.dataset.overflow;
    }
  };
  // Called once when observing starts, then whenever the box changes size.
  const resizes = new ResizeObserver(update);
  resizes.observe(element);
  element.addEventListener('scroll', update, {passive: true});
  // A table further down is laid out only when it nears the window (content-visibility in
  // src/css/custom.css): until then it cannot tell whether it scrolls.
  const laidOut = (event: Event) => {
    if (event instanceof ContentVisibilityAutoStateChangeEvent && !event.skipped) update();
  };
  element.addEventListener('contentvisibilityautostatechange', laidOut);
  return () => {
    resizes.disconnect();
    element.removeEventListener('scroll', update);
    element.removeEventListener('contentvisibilityautostatechange', laidOut);
  };
}
