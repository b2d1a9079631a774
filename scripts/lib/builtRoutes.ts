/** The routes a production build serves, read from its HTML files, with each page's <title>. */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {basename, dirname, join, relative, sep} from 'node:path';

export interface BuiltRoute {
  readonly route: string;
  readonly title: string;
}

/** A client redirect is a small HTML page that refreshes to its target. */
export const isRedirectStub = (html: string): boolean => /<meta http-equiv="refresh"/i.test(html);

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

export function pageTitle(html: string): string {
  return decode(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
}

/** `docs/guide.html` → `/docs/guide`, `index.html` → `/`, `posts/weekly/index.html` → `/posts/weekly`. */
export function routeOf(file: string): string {
  const path = file
    .split(sep)
    .join('/')
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '');
  return `/${path}`;
}

/** `docs/guide/index.html` beside `docs/guide.html` is the copy of that page for `/docs/guide/`. */
const isSlashCopy = (buildDir: string, file: string) =>
  basename(file) === 'index.html' && existsSync(join(buildDir, `${dirname(file)}.html`));

export function builtRoutes(buildDir: string): BuiltRoute[] {
  return readdirSync(buildDir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => relative(buildDir, join(e.parentPath, e.name)))
    .filter((file) => file !== '404.html' && !file.startsWith(`assets${sep}`) && !isSlashCopy(buildDir, file))
    .flatMap((file) => {
      const html = readFileSync(join(buildDir, file), 'utf8');
      return isRedirectStub(html) ? [] : [{route: routeOf(file), title: pageTitle(html)}];
    })
    .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
}

/** The committed route list: one `route<TAB>title` line per page. */
export function formatRouteList(routes: readonly BuiltRoute[]): string {
  return routes.map(({route, title}) => `${route}\t${title}\n`).join('');
}

export function parseRouteList(text: string): BuiltRoute[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [route = '', title = ''] = line.split('\t');
      return {route, title};
    });
}
