/**
 * npm run routes:update
 * Writes tests/routes.txt, the committed list of the routes the built site serves (with their
 * titles), from build/. Run it after `npm run build` when you add or remove a page, and commit
 * the result: the end-to-end tests fail while the build and the list differ.
 */
import {existsSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {builtRoutes, formatRouteList} from './lib/builtRoutes';

const root = join(import.meta.dirname, '..');
const buildDir = join(root, 'build');
if (!existsSync(buildDir)) {
  console.error('routes:update: there is no build/ yet; run `npm run build` first.');
  process.exit(1);
}
const routes = builtRoutes(buildDir);
writeFileSync(
  join(root, 'tests', 'routes.txt'),
  `# Routes the built site serves, one "route<TAB>title" a line. Written by \`npm run routes:update\`.\n${formatRouteList(routes)}`,
);
console.log(`Wrote tests/routes.txt: ${routes.length} routes.`);
