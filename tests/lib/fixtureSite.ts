/**
 * A small copy of the site for build tests: the real config, theme and pages, with one stub
 * page for every docs page and post of the committed route list, plus whatever files a test adds.
 * It builds in seconds and exercises the same checks as the real build.
 */
import {execFile} from 'node:child_process';
import {cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {promisify} from 'node:util';

import {blogs} from '../../src/data/blogs';
import {sections} from '../../src/data/sections';
import {parseRouteList} from './builtRoutes';

const root = join(import.meta.dirname, '..', '..');
// Shared by link; src/ is copied because the page loader keys MDX metadata by real path.
const LINKED = ['node_modules', 'static', 'sidebars.ts', 'tsconfig.json', 'package.json', 'authors.yml'];
const COPIED = ['src', 'docusaurus.config.ts'];
const LISTING = /\/(page\/\d+|tags(\/.*)?|archive|category\/.*)$/;

/** Content files (path → text) that stand in for every docs page and post of tests/routes.txt. */
export function stubContent(): Map<string, string> {
  const files = new Map<string, string>();
  const routes = parseRouteList(readFileSync(join(root, 'tests', 'routes.txt'), 'utf8')).map((r) => r.route);
  const blogList = Object.values(blogs).sort((a, b) => b.routeBasePath.length - a.routeBasePath.length);
  for (const route of routes) {
    if (LISTING.test(route) || blogList.some((b) => route === `/${b.routeBasePath}`)) continue;
    const blog = blogList.find((b) => route.startsWith(`/${b.routeBasePath}/`));
    if (blog) {
      const path = `${blog.id}/${route.slice(blog.routeBasePath.length + 2)}.md`;
      files.set(
        path,
        `---\ntitle: ${route}\ndate: 2025-01-01\nauthors: packit-team\n---\n\nStub.\n\n<!-- truncate -->\n`,
      );
      continue;
    }
    const section = sections.find((s) => route === `/${s.id}` || route.startsWith(`/${s.id}/`));
    if (section) {
      const rest = route.slice(section.id.length + 2);
      files.set(`${section.id}/${rest === '' ? 'index' : rest}.md`, `---\ntitle: ${route}\n---\n\nStub.\n`);
    }
  }
  for (const blog of Object.values(blogs)) {
    files.set(`${blog.id}/tags.yml`, readFileSync(join(root, blog.id, 'tags.yml'), 'utf8'));
  }
  return files;
}

export interface BuildResult {
  readonly ok: boolean;
  readonly output: string;
}

/** Builds a fixture site made of the stubs plus `extra` files, in tests/.tmp/<name>. */
export async function buildFixture(name: string, extra: Record<string, string>): Promise<BuildResult> {
  const dir = join(root, 'tests', '.tmp', name);
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  for (const entry of LINKED) symlinkSync(join(root, entry), join(dir, entry));
  for (const entry of COPIED) cpSync(join(root, entry), join(dir, entry), {recursive: true});
  const files = stubContent();
  // The stubs have none of the headings that old section anchors lead to (src/plugins/old-anchors).
  files.set('src/plugins/old-anchors/aliases.json', '{}\n');
  for (const [path, text] of Object.entries(extra)) files.set(path, text);
  for (const [path, text] of files) {
    mkdirSync(dirname(join(dir, path)), {recursive: true});
    writeFileSync(join(dir, path), text);
  }
  try {
    const {stdout, stderr} = await promisify(execFile)(
      process.execPath,
      [join(root, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'build', '--no-minify'],
      {cwd: dir, env: {...process.env, FORCE_COLOR: '0', NO_COLOR: '1'}, maxBuffer: 64 * 1024 * 1024},
    );
    return {ok: true, output: stdout + stderr};
  } catch (error) {
    const {stdout = '', stderr = ''} = error as {stdout?: string; stderr?: string};
    return {ok: false, output: stdout + stderr};
  }
}
