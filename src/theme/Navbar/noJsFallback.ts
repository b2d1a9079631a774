/**
 * Styles that apply only when JavaScript is off (the Navbar renders them in a `<noscript>`), on a
 * phone-sized window: there the navbar's items and the docs sidebar live in the menu that
 * JavaScript opens. Without it, the menu button is hidden and the navbar becomes a plain list of
 * links that wraps: each dropdown's label followed by its items, the dashboard and status as two
 * links, the language once (its menu, which only repeats it, is hidden). The list scrolls away with
 * the page, and the docs sidebar follows the page's content, before the footer. Wider windows show
 * the desktop navbar and sidebars, which work without JavaScript.
 */
export const NO_JS_MOBILE_CSS = `
@media (max-width: 996px) {
  .navbar.navbar--fixed-top { position: static; height: auto; padding-bottom: 0.5rem; }
  .navbar__inner { display: block; height: auto; }
  .navbar__toggle { display: none; }
  .navbar__items { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 1rem; min-width: 0; height: auto; }
  .navbar__items--right { margin-top: 0.25rem; justify-content: flex-start; }
  .navbar .dropdown, .navbar .dropdown__menu { display: contents; visibility: visible; opacity: 1; }
  .navbar .dropdown > .navbar__link::after { display: none; }
  .navbar__item, .navbar .dropdown__link { display: inline-block; padding: 0.25rem 0; margin: 0; line-height: 1.5; }
  .navbar .dropdown__link { color: var(--ifm-navbar-link-color); background: none; font-size: inherit; font-weight: normal; }
  .navbar__item.navbar-wide-only { display: inline-block; }
  .navbar__item:has(> .navbar-narrow-only), .navbar__item:has(> .navbar-locale) > .dropdown__menu { display: none; }
  div:has(> .theme-doc-sidebar-container) { flex-direction: column; }
  .theme-doc-sidebar-container {
    display: block; order: 1; width: auto; margin-top: 0;
    border-top: 1px solid var(--ifm-toc-border-color);
  }
  .theme-doc-sidebar-container > div, .theme-doc-sidebar-container nav { position: static; height: auto; max-height: none; padding-top: 0; width: auto; }
}
`;
