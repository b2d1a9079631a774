import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {NavbarItem} from '@docusaurus/theme-common';

import {links} from './site';

/**
 * The eight documentation sections. Each is its own docs-plugin instance whose id, content
 * folder and route base are all `id`; the navbar is generated from the same list.
 */
export interface Section {
  /** Plugin id, content folder and route base (`/<id>`). */
  readonly id: string;
  /** Label in the navbar. */
  readonly label: string;
  /** A section with a `parent` is listed in that section's navbar dropdown. */
  readonly parent?: string;
}

export const sections: readonly Section[] = [
  {id: 'docs', label: 'Documentation'},
  {id: 'fedora-ci', label: 'Fedora CI'},
  {id: 'source-git', label: 'Source-git'},
  {id: 'development', label: 'Development'},
  {id: 'deployment', label: 'Deployment', parent: 'development'},
  {id: 'research', label: 'Research', parent: 'development'},
  {id: 'agile', label: 'Agile', parent: 'development'},
  {id: 'specfile', label: 'specfile library', parent: 'development'},
];

/** Options of one docs-plugin instance. */
export function docsPluginOptions(section: Section): DocsOptions {
  return {
    id: section.id,
    path: section.id,
    routeBasePath: section.id,
    sidebarPath: './sidebars.ts',
    editUrl: links.edit,
    versions: {current: {label: 'Next'}},
    lastVersion: 'current',
    onlyIncludeVersions: ['current'],
  };
}

function docLink(section: Section): NavbarItem {
  return {type: 'doc', docId: 'index', docsPluginId: section.id, label: section.label};
}

/**
 * Navbar items of the sections: a plain link for a section without children, a dropdown
 * (whose own label links to the section) for a section that others name as `parent`.
 */
export function sectionNavbarItems(all: readonly Section[] = sections): NavbarItem[] {
  const known = new Set(all.map((s) => s.id));
  for (const s of all) {
    if (s.parent !== undefined && !known.has(s.parent)) {
      throw new Error(`Section "${s.id}" names an unknown parent "${s.parent}".`);
    }
  }
  return all
    .filter((s) => s.parent === undefined)
    .map((s): NavbarItem => {
      const children = all.filter((c) => c.parent === s.id);
      if (children.length === 0) {
        return {...docLink(s), position: 'left'};
      }
      return {
        type: 'dropdown',
        label: s.label,
        to: `/${s.id}`,
        position: 'left',
        items: children.map(docLink),
      };
    });
}
