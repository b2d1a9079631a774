/**
 * Addresses with a trailing slash, on any static host. The site builds `/docs/guide` as
 * `docs/guide.html` (`trailingSlash: false`). GitHub Pages answers `/docs/guide/` only from
 * `docs/guide/index.html`, so links such as `https://packit.dev/docs/configuration/#specfile_path`
 * (printed by the packit CLI and service) would get a 404; other hosts (serve-handler, which
 * `docusaurus serve` runs; nginx with `try_files $uri $uri/`) answer `/docs/guide` itself from
 * `docs/guide/index.html` when it exists.
 *
 * So after the build this plugin copies each route's page to `<route>/index.html`, with one line
 * added at the start of its head: when the address ends with a slash, it drops the slash with
 * `history.replaceState`, keeping the query and the `#fragment`. The copy shows the page itself,
 * with or without JavaScript, whichever of the two files a host picks, and it never navigates,
 * so it cannot send the reader to itself. (The legacy paths of `src/data/redirects.ts` get their
 * pages from the client-redirects plugin, which writes both forms.)
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';

import type {Plugin} from '@docusaurus/types';

/** Runs first in the copy: `/docs/guide/#x` becomes `/docs/guide#x` without a navigation. */
export const DROP_SLASH_SCRIPT =
  '<script>if(/.\\/$/.test(location.pathname))history.replaceState(history.state,"",' +
  'location.pathname.replace(/\\/+$/,"")+location.search+location.hash)</script>';

/** The page served for `<route>/`: the route's own page with the script above first in its head. */
export function slashPage(html: string, file: string): string {
  const start = /<head(\s[^>]*)?>(\s*<meta charset[^>]*>)?/i.exec(html);
  if (start === null)
    throw new Error(`trailing-slash: ${file} has no <head>, so its copy for the address with a slash cannot be made`);
  const end = start.index + start[0].length;
  return html.slice(0, end) + DROP_SLASH_SCRIPT + html.slice(end);
}

/** The routes that get a copy at `<route>/index.html`: all but the home page. */
export function slashRoutes(routes: readonly string[]): string[] {
  return routes.filter((route) => route !== '/' && !route.endsWith('/') && !route.endsWith('.html'));
}

export default function trailingSlashPlugin(): Plugin {
  return {
    name: 'trailing-slash-copies',
    postBuild({routesPaths, outDir, siteConfig}) {
      const base = siteConfig.baseUrl.replace(/\/$/, '');
      for (const route of slashRoutes(routesPaths.map((r) => r.slice(base.length) || '/'))) {
        const source = join(outDir, `${route}.html`);
        const copy = join(outDir, route, 'index.html');
        // A folder index that exists (none with trailingSlash: false) stays.
        if (existsSync(copy)) continue;
        if (!existsSync(source)) throw new Error(`trailing-slash: the route ${route} has no page at ${source}`);
        mkdirSync(dirname(copy), {recursive: true});
        writeFileSync(copy, slashPage(readFileSync(source, 'utf8'), source));
      }
    },
  };
}
