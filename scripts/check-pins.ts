/**
 * npm run pins:check
 *
 * `overrides` in package.json pins packages that other packages bring (see the README, "Set up a
 * machine"); Dependabot does not move them. This asks the npm registry, for each pin, for the
 * newest release in the pin's major line (what the packages that bring it accept today) and the
 * newest release at all, prints a line per pin, and exits 1 when a pin has a newer release in its
 * major line. The weekly workflow `.github/workflows/pins.yml` opens an issue with this output.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {newerReleases} from './lib/pins';

const {overrides = {}} = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as {
  overrides?: Record<string, string>;
};
const releasesOf = (name: string) =>
  JSON.parse(execFileSync('npm', ['view', name, 'versions', '--json'], {encoding: 'utf8'})) as string[];

let behind = false;
for (const [name, pin] of Object.entries(overrides)) {
  const {sameMajor, latest} = newerReleases(pin, releasesOf(name));
  behind ||= sameMajor !== undefined;
  const news = [sameMajor && `${sameMajor} in its major line`, latest && `${latest} newest`].filter(Boolean);
  console.log(`${name} ${pin}: ${news.length > 0 ? news.join(', ') : 'current'}`);
}
if (behind) {
  console.log('\nMove a pin with its patch (patches/README.md) and read the README on overrides first.');
  process.exitCode = 1;
}
