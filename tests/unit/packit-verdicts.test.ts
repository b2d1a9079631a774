/**
 * The configuration checker (src/packit-config/check.ts) says what packit's own loader says.
 *
 * tests/fixtures/packit-verdicts-<version>.json (tests/lib/packitVerdicts.ts) holds small
 * `.packit.yaml` files and what packit's loader did with each, recorded by
 * scripts/packit-verdicts.py from a checkout of the release: every key of packit's schema classes
 * at the top level, in a package, in a job and in a job's package, with a value of each YAML type,
 * each `pkg_tool` packit knows and a set of version specifiers, and some shapes of the whole file.
 * Neither the files nor the verdicts come from the checker's code, so a rule the checker lacks, or
 * has wrong, shows up here as a file the two disagree on.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {checkText} from '../../src/packit-config/check';
import {PKG_TOOLS} from '../../src/packit-config/loader-rules';
import {PACKIT_VERSION} from '../../src/packit-config/version';
import {keyOf, STRICTER_THAN_PACKIT, textOf, verdicts} from '../lib/packitVerdicts';

/**
 * Files on which the checker knowingly differs from packit, each with the reason. An entry that
 * stops differing fails too.
 */
const KEPT: Readonly<Record<string, string>> = {
  // A file alone does not say the name of its one package: packit takes the repository's.
  'job package: string': 'the package of a file without `packages` is named after the repository',
  'job packages: list': 'the package of a file without `packages` is named after the repository',
  ...STRICTER_THAN_PACKIT,
};

describe(`the configuration checker against packit ${verdicts.packit}'s loader`, () => {
  it('reads the verdicts of the packit release the site describes', () => {
    assert.equal(verdicts.packit, PACKIT_VERSION);
    assert.ok(verdicts.cases.length > 2000, `only ${verdicts.cases.length} files`);
    for (const verdict of ['valid', 'invalid', 'syntax'] as const) {
      assert.ok(
        verdicts.cases.some((c) => c.packit === verdict),
        `no file is ${verdict}`,
      );
    }
  });

  it('knows the pkg_tool values packit knows', () => {
    assert.deepEqual([...PKG_TOOLS].sort(), [...verdicts.pkgTools].sort());
  });

  it('gives the verdict packit gives, on every file', () => {
    const differ: string[] = [];
    const kept = new Set<string>();
    for (const c of verdicts.cases) {
      const result = checkText(textOf(c), () => '');
      if (result.status === c.packit) continue;
      if (c.name in KEPT) {
        kept.add(c.name);
        continue;
      }
      const ours =
        result.status === 'invalid'
          ? `invalid: ${result.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`
          : result.status;
      differ.push(`${c.name}: packit ${c.packit}${c.why === undefined ? '' : ` (${c.why})`}, the checker ${ours}`);
    }
    assert.deepEqual(differ, []);
    assert.deepEqual(
      Object.keys(KEPT).filter((name) => !kept.has(name)),
      [],
      'KEPT entries on which the checker now agrees with packit',
    );
  });

  it('names the key packit refuses, when one key of the file is wrong', () => {
    const elsewhere = verdicts.cases.flatMap((c) => {
      const key = keyOf(c);
      if (key === undefined || c.packit !== 'invalid') return [];
      const result = checkText(textOf(c), () => '');
      if (result.status !== 'invalid') return [];
      const named = result.problems.some((p) => p.path.split(/[.[\]]/).includes(key) || p.text.includes(`"${key}"`));
      return named ? [] : [`${c.name}: ${result.problems.map((p) => p.text).join('; ')}`];
    });
    assert.deepEqual(elsewhere, []);
  });

  it('says each thing once: no two problems of a file at one place', () => {
    const twice = verdicts.cases.flatMap((c) => {
      const result = checkText(textOf(c), () => '');
      if (result.status !== 'invalid') return [];
      const paths = result.problems.map((p) => p.path);
      return new Set(paths).size === paths.length
        ? []
        : [`${c.name}: ${result.problems.map((p) => p.text).join('; ')}`];
    });
    assert.deepEqual(twice, []);
  });
});
