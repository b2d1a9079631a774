import type {UserThemeConfig} from '@docusaurus/theme-common';
import {blogs} from './blogs';
import {sectionNavbarItems} from './sections';
import {PRODUCT, links} from './site';

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
    {href: links.dashboard, label: 'Dashboard', position: 'right'},
    {href: links.status, label: 'Status', position: 'right'},
    {
      href: links.github,
      position: 'right',
      className: 'header-github-link',
      'aria-label': `${PRODUCT} on GitHub`,
    },
    {type: 'docsVersionDropdown', docsPluginId: 'docs', position: 'right'},
    {type: 'localeDropdown', position: 'right'},
  ],
} satisfies UserThemeConfig['navbar'];
