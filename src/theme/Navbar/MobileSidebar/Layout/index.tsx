// Internal API on purpose: the open state of the menu and of its second panel exist only there (the
// classic theme's own navbar components read them from it), and no public hook or prop exposes
// them. Docusaurus may change these hooks in a minor release; the keyboard tests would then fail.
import {useNavbarMobileSidebar, useNavbarSecondaryMenu} from '@docusaurus/theme-common/internal';
import Layout from '@theme-original/Navbar/MobileSidebar/Layout';
import type LayoutType from '@theme/Navbar/MobileSidebar/Layout';
import {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

type Props = ComponentProps<typeof LayoutType>;

const MAIN_PANEL_FIRST_ITEM = '.navbar-sidebar .navbar-sidebar__item:not([inert]) :is(a[href], button)';

/**
 * The mobile menu, made when it first opens: the theme renders its two panels (the navbar's items
 * and, on a docs page, the whole docs sidebar) as soon as a page on a phone has hydrated, although
 * they stay hidden until the menu button is pressed, which most readers never do.
 *
 * And usable with a keyboard:
 * - "← Back to main menu" makes its own panel inert, which drops the focus to the page behind the
 *   menu; it moves to the main menu's first item instead.
 * - Escape closes the menu, like the dialog it looks like, and gives the focus back to its toggle.
 */
export default function NavbarMobileSidebarLayoutWrapper(props: Props): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  const {shown: secondaryShown} = useNavbarSecondaryMenu();
  const wasSecondaryShown = useRef(secondaryShown);

  useEffect(() => {
    const backToMain = wasSecondaryShown.current && !secondaryShown;
    wasSecondaryShown.current = secondaryShown;
    // The browser moves focus out of an inert panel at its next rendering update, after this effect.
    const active = document.activeElement;
    const focusLost = active === null || active === document.body || active.closest('[inert]') !== null;
    if (mobileSidebar.shown && backToMain && focusLost) {
      document.querySelector<HTMLElement>(MAIN_PANEL_FIRST_ITEM)?.focus();
    }
  }, [mobileSidebar.shown, secondaryShown]);

  const {shown, toggle} = mobileSidebar;
  useEffect(() => {
    if (!shown) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      toggle();
      document.querySelector<HTMLElement>('.navbar__toggle')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [shown, toggle]);

  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  return opened ? <Layout {...props} /> : <Layout {...props} primaryMenu={null} secondaryMenu={null} />;
}
