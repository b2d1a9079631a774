/**
 * Serves a production build the way GitHub Pages serves packit.dev: `/a` from `a.html` (before
 * `a/index.html`), `/a/` only from `a/index.html`, 404 with `404.html`. `docusaurus serve` prefers
 * a folder's index.html, where the build keeps the trailing-slash pages, and would loop on them.
 * Usage: `tsx scripts/serve-build.ts [--dir build] [--port 3000]`.
 */
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';

import {serveStatic} from './lib/static-server';

const {values} = parseArgs({
  options: {dir: {type: 'string', default: 'build'}, port: {type: 'string', default: '3000'}},
});
void serveStatic(resolve(values.dir), {port: Number(values.port), stripHtml: true}).then((server) => {
  console.log(`Serving ${values.dir} at ${server.url}`);
});
