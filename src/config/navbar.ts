import type {UserThemeConfig} from '@docusaurus/theme-common';
import {blogs} from '../data/blogs';
import {sectionNavbarItems} from '../data/sections';
import {PRODUCT, links} from '../data/site';

const serviceLinks = [
  {href: links.dashboard, label: 'Dashboard'},
  {href: links.status, label: 'Status'},
];

export const navbar = {
  title: PRODUCT,
  hideOnScroll: true,
  logo: {alt: `${PRODUCT} logo`, src: 'img/logo.svg', width: 32, height: 32},
  items: [
    ...sectionNavbarItems(),
    {
      type: 'dropdown',
      label: blogs.posts.label,
      to: `/${blogs.posts.routeBasePath}`,
      position: 'left',
      items: [{to: `/${blogs.weekly.routeBasePath}`, label: blogs.weekly.label}],
    },
    // The service's dashboard and status page: two links from 1280px, one dropdown on narrower
    // desktops, where the two do not fit (custom.css shows one or the other; the mobile menu lists
    // the two links).
    ...serviceLinks.map((item) => ({...item, position: 'right' as const, className: 'navbar-wide-only'})),
    {
      type: 'dropdown',
      label: 'Service',
      position: 'right',
      className: 'navbar-narrow-only',
      items: serviceLinks,
    },
    {
      href: links.github,
      position: 'right',
      className: 'header-github-link',
      'aria-label': `${PRODUCT} on GitHub`,
    },
    // Shown on the pages of the versioned section only (custom.css).
    {type: 'docsVersionDropdown', docsPluginId: 'docs', position: 'right', className: 'navbar-docs-version'},
    // An icon with the language's name as its accessible name on narrow desktops (custom.css).
    {type: 'localeDropdown', position: 'right', className: 'navbar-locale'},
  ],
} satisfies UserThemeConfig['navbar'];
