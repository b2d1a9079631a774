/**
 * A small static server for a production build that stands for GitHub Pages, where packit.dev is
 * hosted: `/foo` is `foo.html` before `foo/index.html`, `/foo/` only `foo/index.html`, 404 with
 * `404.html`; it gzips text when the client accepts it and lets browsers keep the content-hashed
 * files under /assets/ for a year. The browser tests and the benchmarks use it; the tests also run
 * against `docusaurus serve`, which stands for the hosts that look in a folder first.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {extname, join, normalize} from 'node:path';
import {gzipSync} from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * How a host picks the file for `/foo`: GitHub Pages tries `foo.html` first; serve-handler
 * (`docusaurus serve`) and nginx with `try_files $uri $uri/` try the folder's `foo/index.html` first.
 */
export type Resolution = 'github-pages' | 'folder-first';
export const RESOLUTIONS: readonly Resolution[] = ['github-pages', 'folder-first'];

/** The file for a URL path as a host of that kind resolves it; undefined when there is none. */
export function resolveFile(
  root: string,
  urlPath: string,
  resolution: Resolution = 'github-pages',
): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const safe = normalize(path).replace(/^(\.\.[/\\])+/, '');
  const bare = safe.replace(/^\/+/, '').replace(/\/+$/, '');
  const folder = join(bare, 'index.html');
  const candidates = safe.endsWith('/')
    ? [folder]
    : resolution === 'github-pages'
      ? [bare, `${bare}.html`, folder]
      : [bare, folder, `${bare}.html`];
  return candidates
    .map((c) => join(root, c))
    .find((file) => file.startsWith(root) && existsSync(file) && statSync(file).isFile());
}

export interface StaticServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves `root` on 127.0.0.1 (a free port unless `port` is given), resolving paths as GitHub Pages does. */
export async function serveStatic(
  root: string,
  {gzip = true, port = 0, stripHtml = false} = {},
): Promise<StaticServer> {
  const compressed = new Map<string, Buffer>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    // Like `docusaurus serve`: `/docs.html` moves to `/docs`.
    if (stripHtml && url.pathname.endsWith('.html') && url.pathname !== '/404.html') {
      response.writeHead(301, {location: url.pathname.replace(/(\/index)?\.html$/, '') + url.search || '/'});
      response.end();
      return;
    }
    let file = resolveFile(root, url.pathname);
    let status = 200;
    if (file === undefined) {
      file = join(root, '404.html');
      status = 404;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    let body: Buffer = readFileSync(file);
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    if (gzip && COMPRESSIBLE.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      let gz = compressed.get(file);
      if (gz === undefined) {
        gz = gzipSync(body);
        compressed.set(file, gz);
      }
      body = gz;
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = String(body.length);
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const {port: bound} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
