/**
 * Styles that apply only when JavaScript is off (the Navbar renders them in a `<noscript>`), on a
 * phone-sized window: there the navbar's items and the docs sidebar live in the menu that
 * JavaScript opens. Without it, the menu button is hidden, the navbar lists its items (dropdowns
 * open) and scrolls away with the page, and the docs sidebar follows the page's content, before
 * the footer. Wider windows show the desktop navbar and sidebars, which work without JavaScript.
 */
export const NO_JS_MOBILE_CSS = `
@media (max-width: 996px) {
  .navbar.navbar--fixed-top { position: static; height: auto; }
  .navbar__inner { flex-wrap: wrap; row-gap: 0.25rem; }
  .navbar__toggle { display: none; }
  .navbar__items { flex-wrap: wrap; min-width: 0; }
  .navbar__items--right { flex: 1 1 100%; justify-content: flex-start; }
  .navbar__item { display: inline-block; }
  .navbar .dropdown > .navbar__link::after { display: none; }
  .navbar .dropdown__menu {
    position: static; display: inline-flex; flex-wrap: wrap; min-width: 0; padding: 0;
    visibility: visible; opacity: 1; transform: none; box-shadow: none; background: none;
  }
  .navbar .dropdown__link { padding: 0.25rem 0.5rem; }
  div:has(> .theme-doc-sidebar-container) { flex-direction: column; }
  .theme-doc-sidebar-container {
    display: block; order: 1; width: auto; margin-top: 0;
    border-top: 1px solid var(--ifm-toc-border-color);
  }
  .theme-doc-sidebar-container > div, .theme-doc-sidebar-container nav { position: static; height: auto; max-height: none; padding-top: 0; width: auto; }
}
`;
