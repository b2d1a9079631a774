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
import {checkText, MAX_LISTED_PROBLEMS, type CheckResult} from '../../src/packit-config/check';
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

  it('checks a 1 MB configuration', () => {
    const job = (i: number) =>
      `  - job: tests\n    trigger: pull_request\n    identifier: test-${i}\n    targets:\n      - fedora-all\n      - epel-9\n`;
    let text = 'specfile_path: hello.spec\njobs:\n';
    for (let i = 0; text.length < 1024 * 1024; i++) text += job(i);
    const result = expectStatus(check(text), 'valid');
    assert.equal(result.summary.jobs[0]?.count, text.split('- job:').length - 1);
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
