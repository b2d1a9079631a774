/**
 * Pure helpers of `scripts/check-deep-links.ts`: the route of a content file, the route and
 * fragment a link points to, and which deep links of an old page a new page lost.
 */
import {posix} from 'node:path';

/** Content folders and the route each one is served under. */
export const SECTIONS: Readonly<Record<string, {readonly base: string; readonly blog: boolean}>> = {
  docs: {base: '/docs', blog: false},
  'fedora-ci': {base: '/fedora-ci', blog: false},
  'source-git': {base: '/source-git', blog: false},
  development: {base: '/development', blog: false},
  deployment: {base: '/deployment', blog: false},
  research: {base: '/research', blog: false},
  agile: {base: '/agile', blog: false},
  specfile: {base: '/specfile', blog: false},
  posts: {base: '/posts', blog: true},
  weekly: {base: '/posts/weekly', blog: true},
};

/** A link that stays on the site: the route it lands on and its fragment (without `#`), if any. */
export interface Target {
  readonly route: string;
  readonly fragment: string | undefined;
}

/**
 * The route of a content file (`docs/cli/index.md` → `/docs/cli`,
 * `posts/2024-01-02-news/index.md` → `/posts/news`), or undefined when the file is no page
 * (outside the sections, a partial starting with `_`). `slug` is the front matter's.
 */
export function fileRoute(file: string, slug?: string): string | undefined {
  const [section, ...rest] = file.split('/');
  const info = section === undefined ? undefined : SECTIONS[section];
  if (info === undefined || !/\.mdx?$/.test(file) || rest.some((part) => part.startsWith('_'))) return undefined;
  let path = rest.join('/').replace(/\.mdx?$/, '');
  if (info.blog) path = path.replace(/^\d{4}-\d{2}-\d{2}-/, '');
  path = path.replace(/(^|\/)(index|README)$/i, '');
  if (slug !== undefined) {
    if (slug.startsWith('/')) path = slug.slice(1);
    else path = posix.join(posix.dirname(path), slug);
  }
  path = path.replace(/\/$/, '');
  return path === '' || path === '.' ? info.base : `${info.base}/${path}`;
}

const decode = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/**
 * Where a link of the page `route` (source file `file`) lands: undefined for links off the site,
 * to static files or that cannot be resolved. `fileRoutes` maps content files to their routes.
 */
export function resolveLink(
  href: string,
  file: string,
  route: string,
  fileRoutes: ReadonlyMap<string, string>,
): Target | undefined {
  const url = href.trim();
  const hash = url.indexOf('#');
  const fragment = hash < 0 || hash === url.length - 1 ? undefined : decode(url.slice(hash + 1));
  let path = (hash < 0 ? url : url.slice(0, hash)).replace(/\?.*$/, '');
  const site = /^https?:\/\/(?:www\.)?packit\.dev(?=\/|$)/i.exec(path);
  if (site !== null) path = path.slice(site[0].length) || '/';
  else if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return undefined;
  if (path === '') return {route, fragment};
  if (/\.mdx?$/.test(path)) {
    const target = path.startsWith('/')
      ? posix.normalize(path.slice(1))
      : posix.normalize(posix.join(posix.dirname(file), decode(path)));
    const to = fileRoutes.get(target);
    return to === undefined ? undefined : {route: to, fragment};
  }
  const resolved = new URL(path, `https://packit.dev${route}`).pathname;
  const clean = decode(resolved).replace(/\/+$/, '') || '/';
  if (/\.[a-z0-9]{2,5}$/i.test(clean) && !/\.html$/.test(clean)) return undefined;
  return {route: clean.replace(/\.html$/, ''), fragment};
}

/** A link as found in a file: where it points and where it is written. */
export interface FoundLink extends Target {
  readonly href: string;
  readonly line: number;
}

/** An old deep link the new page lost: the old link and the new page's link to the same route. */
export interface Collapsed {
  readonly old: FoundLink;
  readonly ours: FoundLink | undefined;
}

/**
 * The deep links of `old` that `ours` lost. A deep link is kept when the new page links to the
 * same route with the same fragment, with the id an alias sends it to (`aliasOf(route, id)`), or
 * with a fragment no other old link of the page used (a renamed section). Both lists are of
 * targets already in the new site's routes.
 */
export function collapsedLinks(
  old: readonly FoundLink[],
  ours: readonly FoundLink[],
  aliasOf: (route: string, id: string) => string | undefined,
): Collapsed[] {
  const lost: Collapsed[] = [];
  const seen = new Set<string>();
  const oldDeep = old.filter((link) => {
    const key = `${link.route}#${link.fragment ?? ''}`;
    if (link.fragment === undefined || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const byRoute = new Map<string, FoundLink[]>();
  for (const link of oldDeep) byRoute.set(link.route, [...(byRoute.get(link.route) ?? []), link]);
  for (const [route, links] of byRoute) {
    const mine = ours.filter((link) => link.route === route);
    const fragments = new Set(mine.flatMap((link) => (link.fragment === undefined ? [] : [link.fragment])));
    // Same id, or the id its alias lands on; several old ids may land on one section.
    const hits = (link: FoundLink) =>
      [link.fragment, aliasOf(route, link.fragment ?? '')].find((f) => f !== undefined && fragments.has(f));
    const used = new Set(links.map(hits));
    const free = [...fragments].filter((f) => !used.has(f));
    for (const link of links.filter((l) => hits(l) === undefined)) {
      // A section renamed without an alias: any deep link to the route the others did not claim.
      if (free.shift() === undefined) lost.push({old: link, ours: mine.find((m) => m.fragment === undefined)});
    }
  }
  return lost;
}
