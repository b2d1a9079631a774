/**
 * Trailing-slash addresses that keep working on GitHub Pages. The site builds `/docs/guide` as
 * `docs/guide.html` (`trailingSlash: false`), and GitHub Pages answers `/docs/guide/` only from
 * `docs/guide/index.html`, so links such as `https://packit.dev/docs/configuration/#specfile_path`
 * (printed by the packit CLI and service) would get a 404. After the build, this plugin writes a
 * small page at `<route>/index.html` for every route that sends the reader on to the route without
 * the slash, keeping the query and the `#fragment`, with HTTP 200. (The legacy paths of
 * `src/config/redirects.ts` already get their page at `<from>/index.html` from the client-redirects
 * plugin, which serves both forms and keeps the fragment too.)
 */
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {site} from '../config/site';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page written at `<from>/index.html`, which sends the reader to `to` with the fragment. */
export function slashRedirectPage(to: string): string {
  const href = escapeHtml(to);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(site.title)}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(site.url + to)}">
<script>location.replace(${JSON.stringify(to)} + location.search + location.hash);</script>
<meta http-equiv="refresh" content="0; url=${href}">
</head>
<body><p><a href="${href}">${href}</a></p></body>
</html>
`;
}

/** Each trailing-slash path (without its slash) and the route it leads to. */
export function slashRedirects(routes: readonly string[]): Map<string, string> {
  const targets = new Map<string, string>();
  for (const route of routes) {
    if (route !== '/' && !route.endsWith('/') && !route.endsWith('.html')) targets.set(route, route);
  }
  return targets;
}

export default function trailingSlashPlugin(context: LoadContext): Plugin {
  return {
    name: 'trailing-slash-redirects',
    postBuild({routesPaths, outDir}) {
      const base = context.baseUrl.replace(/\/$/, '');
      for (const [from, to] of slashRedirects(routesPaths.map((r) => r.slice(base.length) || '/'))) {
        // A folder index that exists (none with trailingSlash: false) stays.
        const file = join(outDir, from, 'index.html');
        if (existsSync(file)) continue;
        mkdirSync(dirname(file), {recursive: true});
        writeFileSync(file, slashRedirectPage(base + to));
      }
    },
  };
}
