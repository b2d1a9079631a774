/**
 * A box that scrolls sideways must be reachable with the keyboard, so that a reader without a
 * pointer can scroll it (WCAG 2.1.1; axe's `scrollable-region-focusable`), but a box that does not
 * scroll should not add a stop to the Tab order. Whether it scrolls depends on the window's width,
 * so this runs in the browser: when `element` is wider inside than outside it takes focus and the
 * given attributes (a role and a name that say what it is), and loses them when it fits again.
 */
export function focusableWhenScrolling(element: HTMLElement, attributes: Readonly<Record<string, string>> = {}): void {
  if (element.scrollWidth > element.clientWidth) {
    element.tabIndex = 0;
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  } else {
    element.removeAttribute('tabindex');
    for (const name of Object.keys(attributes)) element.removeAttribute(name);
  }
}
