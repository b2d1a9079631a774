/**
 * Typical mistakes in a `.packit.yaml`, with the message packit-config/check.ts gives for each,
 * where (1-based line and column) the problem is written, and the reference entry it links to.
 * The unit tests check the messages and positions; the browser tests check that the checker page
 * shows the same.
 */
export interface Mistake {
  readonly name: string;
  readonly text: string;
  /** The whole "path: message" line. */
  readonly expected: RegExp;
  readonly line: number;
  readonly column: number;
  /** Route and anchor of the reference entry. */
  readonly link: string;
}

const CONFIG = '/docs/configuration';
const JOBS = '/docs/configuration/jobs';
const JOB_OPTIONS = `${CONFIG}#job-options-that-are-also-accepted-here`;

export const TYPICAL_MISTAKES: readonly Mistake[] = [
  {
    name: 'a typo in a job type',
    text: 'jobs:\n  - job: copr-build\n    trigger: pull_request',
    expected: /^jobs\[0\]\.job: "copr-build" is not one of .* \(did you mean "copr_build"\?\)$/,
    line: 2,
    column: 5,
    link: `${JOBS}#job-types`,
  },
  {
    name: 'an old job type',
    text: 'jobs:\n  - job: build\n    trigger: pull_request',
    expected: /^jobs\[0\]\.job: "build" is not one of/,
    line: 2,
    column: 5,
    link: `${JOBS}#job-types`,
  },
  {
    name: 'an unknown trigger',
    text: 'jobs:\n  - job: copr_build\n    trigger: push',
    expected: /^jobs\[0\]\.trigger: "push" is not one of "pull_request", "commit", "release", "koji_build", "ignore"$/,
    line: 3,
    column: 5,
    link: `${JOBS}#triggers`,
  },
  {
    name: 'an unknown trigger among several',
    text: 'jobs:\n  - job: copr_build\n    trigger: commit | push',
    expected: /^jobs\[0\]\.trigger: "commit \| push" is not one of/,
    line: 3,
    column: 5,
    link: `${JOBS}#triggers`,
  },
  {
    name: 'a string where a list is expected, at the top level',
    text: 'targets: fedora-all',
    expected: /^targets: expected a list, a mapping or null, got a string \("fedora-all"\)$/,
    line: 1,
    column: 1,
    link: JOB_OPTIONS,
  },
  {
    name: 'a string where a list is expected',
    text: 'jobs:\n  - job: tests\n    trigger: pull_request\n    labels: smoke',
    expected: /^jobs\[0\]\.labels: expected a list or null, got a string \("smoke"\)$/,
    line: 4,
    column: 5,
    link: `${JOBS}#keys-of-a-job`,
  },
  {
    name: 'a string where a mapping is expected',
    text: 'jobs:\n  - job: tests\n    trigger: pull_request\n    env: RPM_NAME=kernel',
    expected: /^jobs\[0\]\.env: expected a mapping or null, got a string/,
    line: 4,
    column: 5,
    link: JOB_OPTIONS,
  },
  {
    name: 'an unknown top-level key',
    text: 'specfile-path: hello.spec',
    expected: /^top level: unknown key "specfile-path" \(did you mean "specfile_path"\?\)$/,
    line: 1,
    column: 1,
    link: `${CONFIG}#specfile_path`,
  },
  {
    name: 'an unknown key in a job',
    text: 'jobs:\n  - job: propose_downstream\n    trigger: release\n    dist-git-branches: [fedora-all]',
    expected: /^jobs\[0\]: unknown key "dist-git-branches" \(did you mean "dist_git_branches"\?\)$/,
    line: 4,
    column: 5,
    link: JOB_OPTIONS,
  },
  {
    name: 'a job-only key at the top level',
    text: 'skip_build: true',
    expected: /^top level: unknown key "skip_build"$/,
    line: 1,
    column: 1,
    link: `${CONFIG}#key-reference`,
  },
  {
    name: 'a removed key',
    text: 'synced_files: [hello.spec]',
    expected: /^top level: key "synced_files": No longer accepted\. Removed in packit 1\.0\.0; use files_to_sync\.$/,
    line: 1,
    column: 1,
    link: `${CONFIG}#keys-that-no-longer-work`,
  },
  {
    name: 'an unknown action',
    text: 'actions:\n  post-clone: make',
    expected: /^actions: unknown key "post-clone" \(known keys: post-upstream-clone, .*\)$/,
    line: 2,
    column: 3,
    link: '/docs/configuration/actions',
  },
  {
    name: 'an action whose command YAML reads as a mapping',
    text: 'actions:\n  changelog-entry:\n    - echo Resolves: rhbz#1',
    expected: /^actions\.changelog-entry\[0\]: expected a string or a list, got a mapping$/,
    line: 3,
    column: 5,
    link: '/docs/configuration/actions#changelog-entry',
  },
  {
    name: 'a missing trigger',
    text: 'jobs:\n  - job: copr_build',
    expected: /^jobs\[0\]: missing required key "trigger"$/,
    line: 2,
    column: 3,
    link: `${JOBS}#keys-of-a-job`,
  },
  {
    name: 'bootstrap: on without quotes',
    text: 'bootstrap: on',
    expected: /^bootstrap: true is not one of "default", "on", "off", "image" \(put on, off, yes and no in quotes/,
    line: 1,
    column: 1,
    link: JOB_OPTIONS,
  },
  {
    name: 'null where packit wants a value',
    text: 'prerelease_suffix_pattern: null',
    expected: /^prerelease_suffix_pattern: expected a string, got null$/,
    line: 1,
    column: 1,
    link: `${CONFIG}#prerelease_suffix_pattern-and-prerelease_suffix_macro`,
  },
  {
    name: 'a word that is not a boolean',
    text: 'enable_net: maybe',
    expected: /^enable_net: expected true or false, got a string \("maybe"\)$/,
    line: 1,
    column: 1,
    link: JOB_OPTIONS,
  },
  {
    name: 'an unknown instance',
    text: 'packit_instances: [production]',
    expected: /^packit_instances\[0\]: "production" is not one of "prod", "stg", "dev"$/,
    line: 1,
    column: 1,
    link: `${CONFIG}#packit_instances`,
  },
  {
    name: 'a typo in a nested object',
    text: 'notifications:\n  failure_comment:\n    messages: hi',
    expected: /^notifications\.failure_comment: unknown key "messages" \(did you mean "message"\?\)$/,
    line: 3,
    column: 5,
    link: `${CONFIG}#notifications`,
  },
  {
    name: 'a typo in per-target options',
    text: 'jobs:\n  - job: tests\n    trigger: pull_request\n    targets:\n      fedora-all:\n        distro: [centos-stream-9]',
    expected: /^jobs\[0\]\.targets\.fedora-all: unknown key "distro" \(did you mean "distros"\?\)$/,
    line: 6,
    column: 9,
    link: JOB_OPTIONS,
  },
  {
    name: 'a files_to_sync item without dest',
    text: 'files_to_sync:\n  - src: hello.spec',
    expected: /^files_to_sync\[0\]: missing required key "dest"$/,
    line: 2,
    column: 3,
    link: `${CONFIG}#files_to_sync`,
  },
  {
    name: 'skip_build in a job’s per-package overrides',
    text: 'packages:\n  a: {}\njobs:\n  - job: tests\n    trigger: pull_request\n    packages:\n      a:\n        skip_build: true',
    expected: /^jobs\[0\]\.packages\.a: unknown key "skip_build"$/,
    line: 8,
    column: 9,
    link: `${JOBS}#packages-in-a-job`,
  },
];
