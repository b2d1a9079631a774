/**
 * npm run check:external-links — serves build/ (run `npm run build` first) on 127.0.0.1 the way
 * `docusaurus serve` does and lets linkinator crawl it from the home page, with the settings of
 * linkinator.config.json; extra arguments go to linkinator (`-- --skip github.com`). linkinator's
 * own server cannot stand in: for `/docs` it finds the folder `docs/` before `docs.html` and
 * redirects to `/docs/`, which a build with `trailingSlash: false` does not have.
 *
 * The last skip pattern of the config leaves out local addresses that end in `/`: the only ones
 * are the items of Docusaurus's breadcrumb JSON-LD (`/development/` for the page `/development`),
 * which linkinator reads as links. The internal links themselves are checked by the build and by
 * tests/e2e/links.spec.ts.
 */
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {join} from 'node:path';

import {serveStatic} from './lib/static-server';

async function main(): Promise<void> {
  const root = join(import.meta.dirname, '..');
  const buildDir = join(root, 'build');
  if (!existsSync(join(buildDir, 'index.html'))) throw new Error('build/ is missing: run `npm run build` first.');
  const server = await serveStatic(buildDir, {gzip: false});
  const linkinator = join(root, 'node_modules', '.bin', 'linkinator');
  const args = [`${server.url}/`, '--config', join(root, 'linkinator.config.json'), ...process.argv.slice(2)];
  const child = spawn(linkinator, args, {stdio: 'inherit'});
  child.on('exit', (code) => {
    process.exitCode = code ?? 1;
    void server.close();
  });
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
