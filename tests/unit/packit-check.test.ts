/**
 * What the configuration checker page shows, computed by the module it runs in its worker:
 * positions and reference links of the typical mistakes, YAML syntax errors, the summary of a
 * valid configuration, the examples of its buttons, and the anchors its links point at.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {JOB_KEYS, PACKAGE_KEYS, RETIRED_KEYS} from '../../src/packit-config';
import {checkText, loadPackitYaml, MAX_LISTED_PROBLEMS, type CheckResult} from '../../src/packit-config/check';
import {FULL_EXAMPLE, MINIMAL_EXAMPLE} from '../../src/packit-config/examples';
import {ACTIONS_ROUTE, CONFIGURATION_ROUTE, JOBS_ROUTE, referenceLink} from '../../src/packit-config/reference';
import {ACTION_NAMES} from '../../src/packit-config/types';
import {fencedBlocks, root} from '../lib/markdown';
import {TYPICAL_MISTAKES} from '../lib/packitMistakes';

const check = (text: string) => checkText(text, referenceLink);

/** The result, when it has the expected status. */
function expectStatus<S extends CheckResult['status']>(
  result: CheckResult,
  status: S,
): Extract<CheckResult, {status: S}> {
  assert.equal(result.status, status, JSON.stringify(result).slice(0, 500));
  return result as Extract<CheckResult, {status: S}>;
}

const problemsOf = (result: CheckResult) => expectStatus(result, 'invalid').problems;

/** Anchors of a Markdown page's headings, as Docusaurus makes them (github-slugger's rules). */
function anchorsOf(file: string): Set<string> {
  const text = readFileSync(join(root, file), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  return new Set(
    [...text.matchAll(/^#{2,4} (.+)$/gm)].map((m) =>
      (m[1] ?? '')
        .replace(/`/g, '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\p{M}_\- ]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}

const PAGES: Record<string, string> = {
  [CONFIGURATION_ROUTE]: 'docs/configuration/index.md',
  [JOBS_ROUTE]: 'docs/configuration/jobs.md',
  [ACTIONS_ROUTE]: 'docs/configuration/actions.md',
};

function assertResolves(link: string, what: string) {
  const [route = '', anchor] = link.split('#');
  const file = PAGES[route];
  assert.ok(file, `${what}: ${link} is not a configuration page`);
  if (anchor !== undefined) assert.ok(anchorsOf(file).has(anchor), `${what}: no heading #${anchor} in ${file}`);
}

describe('the checker', () => {
  for (const mistake of TYPICAL_MISTAKES) {
    it(`places ${mistake.name} and links it to the reference`, () => {
      const [problem, ...others] = problemsOf(check(mistake.text));
      assert.deepEqual(others, []);
      assert.match(problem?.text ?? '', mistake.expected);
      assert.equal(`${problem?.path}: ${problem?.message}`, problem?.text);
      assert.deepEqual(
        {line: (problem?.line ?? -1) + 1, column: (problem?.column ?? -1) + 1, link: problem?.link},
        {line: mistake.line, column: mistake.column, link: mistake.link},
      );
    });
  }

  it('gives the position of a YAML syntax error', () => {
    const result = expectStatus(check('jobs:\n  - job: copr_build\n    trigger: [pull_request\n'), 'syntax');
    assert.ok(result.line >= 2 && result.line <= 3, `line ${result.line}`);
    assert.ok(result.message.length > 5);
    assert.equal(expectStatus(check('specfile_path: a.spec\n\tjobs: []'), 'syntax').line, 1);
  });

  it('summarises a valid configuration', () => {
    const result = expectStatus(check(MINIMAL_EXAMPLE.text), 'valid');
    assert.deepEqual(result.summary, {
      packages: ['hello'],
      jobs: [
        {job: 'copr_build', trigger: 'pull_request', count: 1},
        {job: 'tests', trigger: 'pull_request', count: 1},
        {job: 'propose_downstream', trigger: 'release', count: 1},
      ],
      targets: ['fedora-all'],
      branches: ['fedora-all'],
    });
  });

  it('summarises the packages of a monorepo and counts repeated jobs', () => {
    const result = expectStatus(
      check(
        'packages:\n  core: {}\n  cli: {}\njobs:\n  - {job: tests, trigger: pull_request, targets: [fedora-rawhide]}\n' +
          '  - {job: tests, trigger: pull_request, identifier: b, targets: {epel-9-x86_64: {}}}',
      ),
      'valid',
    );
    assert.deepEqual(result.summary.packages, ['core', 'cli']);
    assert.deepEqual(result.summary.jobs, [{job: 'tests', trigger: 'pull_request', count: 2}]);
    assert.deepEqual(result.summary.targets, ['fedora-rawhide', 'epel-9-x86_64']);
  });

  it('reports every problem of a file, and lists at most a few hundred', () => {
    const jobs = Array.from({length: 300}, () => '  - job: copr_build\n    trigger: push').join('\n');
    const result = expectStatus(check(`jobs:\n${jobs}`), 'invalid');
    assert.equal(result.total, 300);
    assert.equal(result.problems.length, MAX_LISTED_PROBLEMS);
    for (const problem of result.problems) {
      const job = Number(/^jobs\[(\d+)\]\.trigger$/.exec(problem.path)?.[1]);
      assert.equal(problem.line, 2 * job + 2, problem.text);
    }
  });

  it('lists the problems in the order they are written, those of the schema and of the loader alike', () => {
    const result = expectStatus(
      check(
        'pkg_tool: rhpkg\njobs:\n  - job: copr_build\n    trigger: pull_request\n    specfile_path:\nupstream_ref: [a]\n',
      ),
      'invalid',
    );
    assert.deepEqual(
      result.problems.map((p) => `${p.line + 1} ${p.path}`),
      ['1 pkg_tool', '5 jobs[0].specfile_path', '6 upstream_ref'],
    );
    // pkg_tool and specfile_path are the schema's now: a loader problem (an undefined package)
    // between two schema problems keeps its place too.
    const mixed = expectStatus(
      check(
        'pkg_tool: rhpkg\npackages:\n  core: {}\njobs:\n  - job: copr_build\n    trigger: pull_request\n    packages: [docs]\nupstream_ref: [a]\n',
      ),
      'invalid',
    );
    assert.deepEqual(
      mixed.problems.map((p) => `${p.line + 1} ${p.path}`),
      ['1 pkg_tool', '7 jobs[0].packages[0]', '8 upstream_ref'],
    );
  });

  it('checks a 1 MB configuration', () => {
    const job = (i: number) =>
      `  - job: tests\n    trigger: pull_request\n    identifier: test-${i}\n    targets:\n      - fedora-all\n      - epel-9\n`;
    let text = 'specfile_path: hello.spec\njobs:\n';
    for (let i = 0; text.length < 1024 * 1024; i++) text += job(i);
    const result = expectStatus(check(text), 'valid');
    assert.equal(result.summary.jobs[0]?.count, text.split('- job:').length - 1);
  });
});

/** The warnings of a result as "path: message" lines with their 1-based line. */
const warningsOf = (result: CheckResult) =>
  result.status === 'syntax' ? [] : result.warnings.map((w) => `${w.line + 1} ${w.text}`);
const job = (lines: string) => `jobs:\n  - job: copr_build\n    trigger: pull_request\n${lines}`;

describe('the checker reads a file as packit’s loader does', () => {
  it('reads YAML 1.1 scalars as PyYAML does', () => {
    // Each value as PyYAML 6 safe_load returns it (checked with python3 -c 'import yaml; …').
    const text = [
      'sexagesimal: 1:30',
      'sexagesimal_float: 1:30.5',
      'exponent_without_dot: 1e5',
      'exponent_without_sign: 1.0e5',
      'exponent: 1.0e+5',
      'octal: 0755',
      'not_octal: 08',
      'yaml12_octal: 0o17',
      'hex: 0x1f',
      'binary: 0b101',
      'underscores: 1_000',
      'on: on',
      'No: No',
      'y: y',
      'tilde: ~',
      'date: 2024-05-01',
    ].join('\n');
    assert.deepEqual(loadPackitYaml(text), {
      sexagesimal: 90,
      sexagesimal_float: 90.5,
      exponent_without_dot: '1e5',
      exponent_without_sign: '1.0e5',
      exponent: 100000,
      octal: 493,
      not_octal: '08',
      yaml12_octal: '0o17',
      hex: 31,
      binary: 5,
      underscores: 1000,
      true: true,
      false: false,
      y: 'y',
      tilde: null,
      date: new Date('2024-05-01T00:00:00Z'),
    });
  });

  it('takes 1:30 as the number packit sees, and 1e5 as a string', () => {
    assert.equal(check(job('    release_suffix: "1"\n    list_on_homepage: 1')).status, 'valid');
    const [problem] = problemsOf(check('patch_generation_patch_id_digits: 1e5'));
    assert.equal(problem?.text, 'patch_generation_patch_id_digits: "1e5" does not match ^\\s*\\+?\\d+\\s*$');
    assert.deepEqual(
      problemsOf(check('upstream_tag_template: 1:30')).map((p) => p.text),
      ['upstream_tag_template: expected a string, got a number (90)'],
    );
  });

  it('stops where PyYAML cannot build a value: an unquoted = or << as a value', () => {
    const result = expectStatus(check(job('    targets:\n      - =\n')), 'syntax');
    assert.equal(`${result.line}:${result.column}`, '4:8');
    assert.match(result.message, /"=" unquoted is YAML 1\.1's value tag/);
    assert.equal(check(job('    targets:\n      - "="\n')).status, 'valid');
  });

  it('warns about a key written twice, naming the value packit ignores', () => {
    const result = check(job('    trigger: commit\n    targets: [fedora-all]\n    targets: [epel-9]'));
    assert.equal(result.status, 'valid');
    assert.deepEqual(warningsOf(result), [
      '4 jobs[0].trigger: written twice: packit keeps the value on line 4 and ignores the one on line 3',
      '6 jobs[0].targets: written twice: packit keeps the value on line 6 and ignores the one on line 5',
    ]);
    assert.deepEqual(expectStatus(result, 'valid').summary.targets, ['epel-9']);
    // The last value decides: here it is the wrong one.
    const wrong = check('jobs:\n  - job: copr_build\n    trigger: commit\n    trigger: push');
    assert.deepEqual(
      problemsOf(wrong).map((p) => p.text),
      ['jobs[0].trigger: "push" is not one of "pull_request", "commit", "release", "koji_build", "ignore"'],
    );
    assert.deepEqual(warningsOf(wrong), [
      '4 jobs[0].trigger: written twice: packit keeps the value on line 4 and ignores the one on line 3',
    ]);
    assert.deepEqual(warningsOf(check('a: &a {x: 1}\n_: {<<: *a, x: 2}\nspecfile_path: a.spec')), []);
  });

  it('warns about the deprecated metadata, its old names and deprecated targets, as packit logs them', () => {
    const result = check(
      'jobs:\n  - job: propose_downstream\n    trigger: release\n    metadata:\n      dist-git-branch: fedora-all\n' +
        '  - job: copr_build\n    trigger: commit\n    targets: [centos-stream-x86_64]',
    );
    assert.deepEqual(warningsOf(result), [
      '4 jobs[0].metadata: deprecated: packit moves these keys into the job and logs a warning; write them in the job',
      '5 jobs[0].metadata.dist-git-branch: deprecated name: packit renames "dist-git-branch" to "dist_git_branches" and logs a warning',
      '8 jobs[1].targets: deprecated target "centos-stream-x86_64": packit logs a warning; write "centos-stream-8-x86_64"',
    ]);
    assert.equal(result.status, 'valid');
  });

  it('warns about keys packit accepts but ignores', () => {
    const result = check(job('    timeout: 3600\n    additional_packages: [gcc]'));
    assert.equal(result.status, 'valid');
    assert.deepEqual(
      warningsOf(result).map((w) => w.replace(/: accepted but ignored: .*/, '')),
      ['4 jobs[0].timeout', '5 jobs[0].additional_packages'],
    );
  });

  it('refuses a job that names a package the file does not define', () => {
    const text =
      'packages:\n  core: {}\n  cli: {}\njobs:\n  - job: copr_build\n    trigger: commit\n    packages: [core, docs]';
    const [problem, ...others] = problemsOf(check(text));
    assert.deepEqual(others, []);
    assert.equal(
      problem?.text,
      'jobs[0].packages[1]: "docs" is not a package of this file (its packages are "core", "cli")',
    );
    assert.equal(problem.line + 1, 7);
    assert.equal(check(text.replace('docs', 'cli')).status, 'valid');
    const single =
      'downstream_package_name: hello\njobs:\n  - job: tests\n    trigger: commit\n    packages:\n      other: {}';
    assert.deepEqual(
      problemsOf(check(single)).map((p) => p.text),
      ['jobs[0].packages.other: "other" is not a package of this file (it defines "hello")'],
    );
  });

  it('refuses keys that are not strings where packit wants strings', () => {
    const result = check(job('    env:\n      1: one\n      "2": two\n      yes: three'));
    assert.deepEqual(
      problemsOf(result).map((p) => `${p.line + 1} ${p.text}`),
      [
        '5 jobs[0].env.1: this key is a number (1); packit takes only strings as keys here: put it in quotes',
        '7 jobs[0].env.true: this key is a boolean (true); packit takes only strings as keys here: put it in quotes',
      ],
    );
    assert.equal(check('tf_extra_params:\n  1: x').status, 'valid');
  });

  it('refuses metadata in a job that also has metadata keys', () => {
    const result = check(job('    timeout: 10\n    metadata:\n      owner: me'));
    assert.deepEqual(
      problemsOf(result).map((p) => p.text),
      [
        'jobs[0].metadata: packit refuses metadata in a job that also has "timeout": move the metadata keys into the job',
      ],
    );
    // The field of `targets` is `_targets`, so packit does not see it as mixed.
    assert.equal(check(job('    targets: [fedora-all]\n    metadata:\n      owner: me')).status, 'valid');
  });
});

describe('the reference links', () => {
  it('resolve for every key, at every level', () => {
    for (const key of [...PACKAGE_KEYS, ...RETIRED_KEYS]) {
      for (const path of [[key.name], ['packages', 'a', key.name], ['jobs', 0, key.name]]) {
        const link = referenceLink(path);
        assert.notEqual(link, `${CONFIGURATION_ROUTE}#key-reference`, `${path.join('.')} has no entry`);
        assertResolves(link, path.join('.'));
      }
    }
    for (const key of JOB_KEYS) assertResolves(referenceLink(['jobs', 0, key.name]), key.name);
    for (const action of ACTION_NAMES) {
      assert.equal(referenceLink(['actions', action]), `${ACTIONS_ROUTE}#${action}`);
      assertResolves(referenceLink(['actions', action]), action);
    }
    for (const mistake of TYPICAL_MISTAKES) assertResolves(mistake.link, mistake.name);
    assertResolves(referenceLink(['_']), '_');
    assertResolves(referenceLink(['jobs', 0, 'packages', 'a', 'skip_build']), 'a job package');
  });
});

describe('the examples of the checker', () => {
  for (const example of [MINIMAL_EXAMPLE, FULL_EXAMPLE]) {
    it(`are the reference's own: ${example.heading} in ${example.file}`, () => {
      const text = readFileSync(join(root, example.file), 'utf8');
      const section = text.slice(text.indexOf(`\n${example.heading}\n`));
      assert.ok(section.length < text.length, 'heading not found');
      const block = fencedBlocks(section).find((b) => b.lang === 'yaml');
      assert.equal(`${block?.body ?? ''}\n`, example.text);
      assert.equal(check(example.text).status, 'valid');
    });
  }
});
