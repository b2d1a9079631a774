import type {UserThemeConfig} from '@docusaurus/theme-common';
import {blogs} from '../data/blogs';
import {PRODUCT, contact, links, site} from '../data/site';

/** External links that open in a new tab keep no handle on this page. */
const SAFE_REL = 'noopener noreferrer';

export const footer = {
  style: 'light',
  links: [
    {
      title: 'Docs',
      items: [
        {label: 'Onboarding guide', to: '/docs/guide'},
        {label: 'Fedora releases guide', to: '/docs/fedora-releases-guide'},
      ],
    },
    {
      title: 'Contact',
      items: [
        {label: `Matrix: ${contact.matrixRoom}`, href: contact.matrixUrl},
        {label: contact.email, href: `mailto:${contact.email}`},
        // rel="me" lets Mastodon verify that this site belongs to the account.
        {label: `Mastodon: ${contact.mastodonHandle}`, href: contact.mastodonUrl, rel: `me ${SAFE_REL}`},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Usage Charts', to: '/usage'},
        {label: blogs.posts.label, to: `/${blogs.posts.routeBasePath}`},
        {label: 'GitHub', href: links.github},
        // The repository of this website (packit.dev 80862eb3d linked it from the footer too).
        {label: 'Source of this site', href: links.repository},
      ],
    },
  ],
  copyright:
    `Copyright © ${site.copyrightYear} ${PRODUCT} contributors. ${PRODUCT} is a free software ` +
    `project sponsored by Red Hat. Built with Docusaurus.`,
} satisfies UserThemeConfig['footer'];
