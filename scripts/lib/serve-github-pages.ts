/**
 * Serves a production build as GitHub Pages serves packit.dev (see static-server.ts), with gzip,
 * for Lighthouse and the browser tests. To look at a build, `npm run serve` (`docusaurus serve`).
 * Usage: `tsx scripts/lib/serve-github-pages.ts [--dir build] [--port 3000]`.
 */
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';

import {serveStatic} from './static-server';

const {values} = parseArgs({
  options: {dir: {type: 'string', default: 'build'}, port: {type: 'string', default: '3000'}},
});
void serveStatic(resolve(values.dir), {port: Number(values.port), stripHtml: true}).then((server) => {
  console.log(`Serving ${values.dir} as GitHub Pages would at ${server.url}`);
});
