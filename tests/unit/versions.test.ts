/**
 * The pages that name a release name the one in src/packit-config/version.ts, whose facts the
 * reference tests compare them with.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {PACKIT_VERSION, SPECFILE_VERSION} from '../../src/packit-config/version';

const root = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

describe('the release each reference states', () => {
  for (const [file, release] of [
    ['docs/configuration/index.md', `packit ${PACKIT_VERSION}`],
    ['docs/cli/index.md', `packit ${PACKIT_VERSION}`],
    ['specfile/index.md', `specfile ${SPECFILE_VERSION}`],
    ['specfile/api/specfile/index.md', `specfile ${SPECFILE_VERSION}`],
  ] as const) {
    it(`is the version module's in ${file}`, () => {
      assert.ok(
        read(file).replaceAll('**', '').includes(release),
        `${file} should say "${release}" (src/packit-config/version.ts)`,
      );
    });
  }
});
